import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { wordDiff } from "./word-diff";

/**
 * A text and its suggested rewrite as one text: removed words struck through on red, added
 * words underlined on green (the line and the underline say it without the colour). A screen
 * reader hears "Removed:" and "Added:" before each change, then the whole suggested text.
 */
export function AiWordDiff(props: { before: string; after: string }) {
  const { t } = useTranslation();
  const parts = useMemo(() => wordDiff(props.before, props.after), [props.before, props.after]);
  return (
    <>
      <p className="rounded-lg bg-white p-3 text-sm leading-6 break-words whitespace-pre-wrap text-gray-900 ring-1 ring-gray-200">
        {parts.map((part, index) =>
          part.kind === "same" ? (
            <Fragment key={index}>{part.text}</Fragment>
          ) : part.kind === "removed" ? (
            <del
              key={index}
              className="rounded-sm bg-red-100 px-0.5 box-decoration-clone text-red-800 decoration-red-700"
            >
              <span className="sr-only">{`${t("resumeBuilder.aiAssistant.removed")} `}</span>
              {part.text}
            </del>
          ) : (
            <ins
              key={index}
              className="rounded-sm bg-green-100 px-0.5 box-decoration-clone text-green-800 decoration-green-700"
            >
              <span className="sr-only">{`${t("resumeBuilder.aiAssistant.added")} `}</span>
              {part.text}
            </ins>
          ),
        )}
      </p>
      <p className="sr-only">{`${t("resumeBuilder.aiAssistant.suggestedText")} ${props.after}`}</p>
    </>
  );
}
