import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/**
 * The AI's summary beside the one the person wrote: nothing is overwritten
 * until they choose "Replace". Focus moves to it when it appears, so a screen reader reads it.
 */
export function SummarySuggestion(props: { suggestion: string; onReplace: () => void; onKeepMine: () => void }) {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    regionRef.current?.focus();
  }, [props.suggestion]);
  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby="resume-summary-suggestion-title"
      tabIndex={-1}
      className="mt-3 rounded-xl border border-primary-200 bg-primary-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <h3 id="resume-summary-suggestion-title" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Sparkles aria-hidden="true" className="size-4 text-primary-700" />
        {t("resumeBuilder.aiSummary.suggestionTitle")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("resumeBuilder.aiSummary.suggestionBody")}</p>
      <p className="mt-3 rounded-lg bg-white p-3 text-sm whitespace-pre-line text-gray-900 ring-1 ring-primary-100">
        {props.suggestion}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={props.onReplace}>{t("resumeBuilder.aiSummary.replace")}</Button>
        <Button variant="secondary" onClick={props.onKeepMine}>
          {t("resumeBuilder.aiSummary.keepMine")}
        </Button>
      </div>
    </div>
  );
}
