import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

export interface TQuestionOption {
  value: number;
  label: string;
}

/**
 * One question of the skills assessment (the page and the dashboard's modal): "Question n of 5",
 * the percent complete and its bar, and the options as a radio group (arrow keys move between
 * them, Space picks one). The question's heading takes the focus when the question changes.
 */
export function QuestionStep({
  index,
  total,
  prompt,
  category,
  name,
  options,
  selected,
  onSelect,
  focusOnChange = true,
  focusOnMount = false,
}: {
  index: number;
  total: number;
  prompt: string;
  /** The area the question is about, above it. */
  category?: string;
  /** The radio group's name (one per question). */
  name: string;
  options: TQuestionOption[];
  selected: number | undefined;
  onSelect: (value: number) => void;
  /** Moves the focus to the question when it changes (not on the first render). */
  focusOnChange?: boolean;
  /** Takes the focus on the first render too (starting again, whose button has gone). */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const promptId = useId();
  const progressId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const percent = Math.round(((index + 1) / total) * 100);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      if (focusOnMount) heading.current?.focus();
      return;
    }
    if (focusOnChange) heading.current?.focus();
  }, [index, focusOnChange, focusOnMount]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={progressId} className="font-medium text-gray-900">
          {t("skillsAssessment.progress", { current: index + 1, total })}
        </span>
        <span className="text-gray-700">{t("skillsAssessment.percentComplete", { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("skillsAssessment.percentComplete", { percent })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>

      {category ? <p className="mt-6 text-sm font-semibold text-primary-700">{category}</p> : null}
      <h2
        ref={heading}
        id={promptId}
        tabIndex={-1}
        className={cn("text-lg font-semibold text-gray-900 focus-visible:outline-none", category ? "mt-1" : "mt-6")}
      >
        {prompt}
      </h2>
      <div role="radiogroup" aria-labelledby={promptId} aria-required="true" className="mt-4 grid gap-2">
        {options.map((option) => {
          const isChosen = selected === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm text-gray-900 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600",
                isChosen ? "border-primary-600 bg-primary-50" : "border-gray-300 bg-white hover:border-gray-400",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChosen}
                onChange={() => onSelect(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary-700"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
