import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TGeneratedContent } from "@common/resumes/generated-content";
import { generateContent } from "~/api/resumes";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeForm } from "./form-parts";
import type { TResumeFormValues } from "./resume-form-values";

/** What a suggestion rewrites: the summary, or the description of the experience entry at an index. */
export type TEnhanceTarget = "summary" | number;

export interface TEnhanceSuggestion {
  target: TEnhanceTarget;
  original: string;
  suggestion: string;
}

export interface TEnhanceResult {
  /** Counts the answers, so a new one is told apart from the last (focus moves to it). */
  id: number;
  assistant: string;
  /** The suggestions not yet accepted or rejected, the summary's first. */
  suggestions: TEnhanceSuggestion[];
  tips: Array<{ target: TEnhanceTarget; text: string }>;
  /** How many suggestions the answer had: none says the text already reads well. */
  suggestedCount: number;
}

const filled = (text: string | undefined) => Boolean(text?.trim());

/**
 * Whether there is anything to enhance: a summary or an experience description to rewrite, or
 * enough to write a summary from (a position or company, an education entry, a skill).
 */
export function hasContentToEnhance(values: TResumeFormValues): boolean {
  return (
    filled(values.personalInfo?.summary) ||
    (values.experience ?? []).some(
      (entry) => filled(entry?.description) || filled(entry?.position) || filled(entry?.company),
    ) ||
    (values.education ?? []).some(
      (entry) => filled(entry?.institution) || filled(entry?.degree) || filled(entry?.field),
    ) ||
    (values.skills ?? []).some(filled) ||
    (values.skillGroups ?? []).some((group) => filled(group?.name) || (group?.keywords ?? []).some(filled))
  );
}

/** The form field a suggestion is for. */
export const targetField = (target: TEnhanceTarget) =>
  target === "summary" ? ("personalInfo.summary" as const) : (`experience.${target}.description` as const);

/**
 * Whether the field still holds the text the suggestion was made from (the server trims it):
 * accepting a suggestion never overwrites what the person typed since.
 */
export const isStillOriginal = (current: string | undefined, original: string) =>
  (current ?? "").replace(/\r\n/g, "\n").trim() === original.replace(/\r\n/g, "\n").trim();

export function toEnhanceResult(answer: TGeneratedContent, id: number): TEnhanceResult {
  const suggestions: TEnhanceSuggestion[] = [
    ...(answer.summary ? [{ target: "summary" as const, ...answer.summary }] : []),
    ...[...answer.experience]
      .sort((a, b) => a.index - b.index)
      .map(({ index, original, suggestion }) => ({ target: index, original, suggestion })),
  ].filter((entry) => entry.suggestion.trim() !== entry.original.trim());
  return {
    id,
    assistant: answer.assistant,
    suggestions,
    tips: answer.tips.map(({ index, text }) => ({ target: index ?? "summary", text })),
    suggestedCount: suggestions.length,
  };
}

/**
 * "Enhance with AI" (docs/product.md#resume-builder): rewrites of the summary and of each
 * experience description, each shown as a diff the person accepts (the field takes the
 * suggestion) or rejects (the field is left as it is).
 */
export function useEnhanceContent({
  form,
  ui,
  isSignedIn,
}: {
  form: TResumeForm;
  ui: TBuilderUi;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TEnhanceResult | null>(null);
  /** Counts the resumes the form held: an answer for the one before is dropped. */
  const generation = useRef(0);

  const drop = (target: TEnhanceTarget) =>
    setResult((last) =>
      last ? { ...last, suggestions: last.suggestions.filter((entry) => entry.target !== target) } : last,
    );

  const enhance = async () => {
    if (!isSignedIn) return ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
    if (ui.busy === "enhance") return;
    ui.setBusy("enhance");
    const values = form.getValues();
    const asked = generation.current;
    try {
      const answer = await generateContent({
        personalInfo: {
          fullName: values.personalInfo.fullName,
          location: values.personalInfo.location,
          summary: values.personalInfo.summary,
        },
        experience: values.experience,
        education: values.education.map(({ institution, degree, field, graduationDate }) => ({
          institution,
          degree,
          field,
          graduationDate,
        })),
        skills: values.skills,
        skillGroups: values.skillGroups.map(({ name, keywords }) => ({ name, keywords })),
      });
      if (asked === generation.current) setResult((last) => toEnhanceResult(answer, (last?.id ?? 0) + 1));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
        return;
      }
      notify({
        title: t("resumeBuilder.toasts.summaryFailedTitle"),
        // The server says why: a company account, a limit reached, the provider down.
        description: t(errorMessageKey(error, "resumeBuilder.aiAssistant.failed")),
        variant: "destructive",
      });
    } finally {
      ui.setBusy(null);
    }
  };

  const accept = (target: TEnhanceTarget) => {
    const entry = result?.suggestions.find((suggestion) => suggestion.target === target);
    if (!entry) return;
    const field = targetField(target);
    if (!isStillOriginal(form.getValues(field), entry.original)) return;
    form.setValue(field, entry.suggestion, { shouldDirty: true, shouldValidate: true });
    drop(target);
  };

  // A new or another resume: the suggestions were for the one before.
  const clear = () => {
    generation.current += 1;
    setResult(null);
  };

  return { enhance, result, accept, reject: drop, clear };
}
