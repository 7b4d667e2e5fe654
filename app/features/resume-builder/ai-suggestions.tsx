import { Info, Lightbulb } from "lucide-react";
import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { AiWordDiff } from "./ai-word-diff";
import type { TResumeForm } from "./form-parts";
import type { TExperienceValues } from "./resume-form-values";
import { isStillOriginal, type TEnhanceResult, type TEnhanceTarget } from "./use-enhance-content";

/** One rewrite target: its suggestion until accepted or rejected, and its tips. */
interface TGroup {
  target: TEnhanceTarget;
  suggestion?: { original: string; suggestion: string };
  tips: string[];
}

/** The summary first, then the experience entries in the form's order. */
function groupsOf(result: TEnhanceResult): TGroup[] {
  const groups = new Map<TEnhanceTarget, TGroup>();
  const at = (target: TEnhanceTarget) => {
    const group = groups.get(target) ?? { target, tips: [] };
    groups.set(target, group);
    return group;
  };
  for (const entry of result.suggestions) at(entry.target).suggestion = entry;
  for (const tip of result.tips) at(tip.target).tips.push(tip.text);
  const order = (target: TEnhanceTarget) => (target === "summary" ? -1 : target);
  return [...groups.values()].sort((a, b) => order(a.target) - order(b.target));
}

/**
 * The suggestions of "Enhance with AI", each a word diff with Accept and Reject. A suggestion
 * whose text the person edited since it was made cannot be accepted (it would overwrite their
 * edit): it says so, and Reject still removes it. Focus moves to the list when it arrives and
 * stays in it as suggestions are accepted or rejected.
 */
export function AiSuggestions(props: {
  form: TResumeForm;
  result: TEnhanceResult;
  onAccept: (target: TEnhanceTarget) => void;
  onReject: (target: TEnhanceTarget) => void;
}) {
  const { t } = useTranslation();
  const summary = useWatch({ control: props.form.control, name: "personalInfo.summary" });
  const experience = useWatch({ control: props.form.control, name: "experience" }) as TExperienceValues[] | undefined;
  const regionRef = useRef<HTMLDivElement>(null);
  /** Where the suggestion just accepted or rejected stood: focus goes to the one now there. */
  const focusAfter = useRef<number | null>(null);
  const groups = groupsOf(props.result);

  useEffect(() => {
    regionRef.current?.focus();
  }, [props.result.id]);

  useEffect(() => {
    if (focusAfter.current === null) return;
    // The next suggestion's heading, else the list itself.
    const headings = regionRef.current?.querySelectorAll<HTMLElement>("[data-ai-suggestion]");
    const next = headings?.[Math.min(focusAfter.current, headings.length - 1)];
    (next ?? regionRef.current)?.focus();
    focusAfter.current = null;
  }, [props.result.suggestions]);

  const labelOf = (target: TEnhanceTarget) => {
    if (target === "summary") return t("resumeBuilder.aiAssistant.summaryLabel");
    const entry = experience?.[target];
    const position = entry?.position?.trim();
    const company = entry?.company?.trim();
    const role =
      position && company
        ? t("resumeBuilder.aiAssistant.roleAt", { position, company })
        : (position ?? "") || (company ?? "");
    const number = target + 1;
    return role
      ? t("resumeBuilder.aiAssistant.experienceLabel", { number, role })
      : t("resumeBuilder.experience.entry", { number });
  };
  const currentOf = (target: TEnhanceTarget) => (target === "summary" ? summary : experience?.[target]?.description);

  const decide = (target: TEnhanceTarget, index: number, isAccepted: boolean) => {
    if (isAccepted) props.onAccept(target);
    else props.onReject(target);
    focusAfter.current = index;
  };

  const suggestionIndex = (target: TEnhanceTarget) =>
    props.result.suggestions.findIndex((entry) => entry.target === target);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby="resume-ai-suggestions-title"
      tabIndex={-1}
      className="mt-4 border-t border-gray-200 pt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
    >
      <h3 id="resume-ai-suggestions-title" className="text-base font-semibold text-gray-900">
        {t("resumeBuilder.aiAssistant.suggestionsTitle")}
      </h3>
      <p className="text-xs text-gray-600">
        {t("resumeBuilder.aiAssistant.assistant", { name: props.result.assistant })}
      </p>
      {props.result.suggestedCount === 0 ? (
        <p className="mt-3 text-sm text-gray-800">{t("resumeBuilder.aiAssistant.noChanges")}</p>
      ) : props.result.suggestions.length === 0 ? (
        <p className="mt-3 text-sm text-gray-800">{t("resumeBuilder.aiAssistant.allReviewed")}</p>
      ) : null}
      {groups.length ? (
        <ul className="mt-3 flex flex-col gap-4">
          {groups.map((group) => {
            const label = labelOf(group.target);
            const id = `resume-ai-suggestion-${group.target}`;
            const isChanged = group.suggestion
              ? !isStillOriginal(currentOf(group.target), group.suggestion.original)
              : false;
            return (
              <li
                key={group.target}
                aria-labelledby={`${id}-title`}
                className="rounded-xl border border-gray-200 bg-gray-50 p-3"
              >
                <h4
                  id={`${id}-title`}
                  tabIndex={-1}
                  data-ai-suggestion={group.suggestion ? "" : undefined}
                  className="text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  {label}
                </h4>
                {group.suggestion ? (
                  <div className="mt-2">
                    <AiWordDiff before={group.suggestion.original} after={group.suggestion.suggestion} />
                    {isChanged ? (
                      <p id={`${id}-changed`} className="mt-2 flex gap-2 text-sm text-gray-800">
                        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                        {t("resumeBuilder.aiAssistant.changedSince")}
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        onClick={() => decide(group.target, suggestionIndex(group.target), true)}
                        disabled={isChanged}
                        aria-label={t("resumeBuilder.aiAssistant.acceptLabel", { target: label })}
                        aria-describedby={isChanged ? `${id}-changed` : undefined}
                      >
                        {t("resumeBuilder.aiAssistant.accept")}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => decide(group.target, suggestionIndex(group.target), false)}
                        aria-label={t("resumeBuilder.aiAssistant.rejectLabel", { target: label })}
                      >
                        {t("resumeBuilder.aiAssistant.reject")}
                      </Button>
                    </div>
                  </div>
                ) : null}
                {group.tips.length ? (
                  <div className="mt-3">
                    <p className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
                      <Lightbulb aria-hidden="true" className="size-4 text-primary-700" />
                      {t("resumeBuilder.aiAssistant.tips")}
                    </p>
                    <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-gray-700">
                      {group.tips.map((tip, index) => (
                        <li key={index}>{tip}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
