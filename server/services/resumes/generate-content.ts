import { z } from "zod";
import type { TGeneratedContent } from "@common/resumes/generated-content";
import { RESUME_LIMITS, type TContentInput } from "@common/resumes/schema";
import type { TTranslate } from "@common/i18n";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { asAppError } from "../../platform/ai/errors";
import { spendAiCall } from "../../platform/ai/limits";
import { asData, DATA_RULE } from "../../platform/ai/prompt";
import { writeSummary } from "./generate-summary";
import { lostFacts, rewriteDescription, rewriteSummary } from "./rewrite-description";

// "Enhance with AI" (decision 027): a suggested rewrite of the summary and of each experience
// description, beside the original, with tips. The built-in engine rewrites with its rules
// (rewrite-description.ts) and writes a missing summary from the form's facts; a configured model
// is given the form as data. Either way a suggestion that would drop a number or a name the
// original held, or is longer than the field allows, is not offered.

type TTip = TGeneratedContent["tips"][number];

function clean(text: string | undefined): string {
  return (text ?? "").replace(/[ \t]+/g, " ").trim();
}

/** Whether a suggestion may be offered for `original`: a change, within the field's limit, no fact lost. */
function isUsable(original: string, suggestion: string, max: number): boolean {
  if (!suggestion || suggestion === original.trim() || suggestion.length > max) return false;
  return lostFacts(original, suggestion).length === 0;
}

/** What there is to enhance: texts to rewrite, or enough to write a summary from. */
function hasContent(input: TContentInput): boolean {
  return (
    Boolean(clean(input.personalInfo.summary)) ||
    input.experience.some((entry) => clean(entry.description) || clean(entry.position) || clean(entry.company)) ||
    input.education.some((entry) => clean(entry.degree) || clean(entry.field) || clean(entry.institution)) ||
    input.skills.length > 0
  );
}

function builtInContent(input: TContentInput, t: TTranslate, now: Date): Omit<TGeneratedContent, "assistant"> {
  const tips: TTip[] = [];
  const original = clean(input.personalInfo.summary);
  const summarySuggestion = original ? rewriteSummary(original) : writeSummary(input, { now });
  const experience: TGeneratedContent["experience"] = [];
  input.experience.forEach((entry, index) => {
    const description = entry.description?.trim() ?? "";
    if (!description) return;
    const rewrite = rewriteDescription(description);
    for (const tip of rewrite.tips) tips.push({ index, text: t(tip.key, tip.values) });
    if (isUsable(description, rewrite.text, RESUME_LIMITS.description)) {
      experience.push({ index, original: description, suggestion: rewrite.text });
    }
  });
  const summary =
    summarySuggestion !== undefined && isUsable(original, summarySuggestion, RESUME_LIMITS.summary)
      ? { original, suggestion: summarySuggestion }
      : null;
  return { summary, experience, tips };
}

/** What a model must answer; indexes name the experience entries of the data. */
export const ZModelContentSchema = z.object({
  summary: z.string().max(20_000).nullable(),
  experience: z.array(z.object({ index: z.number().int().min(0), suggestion: z.string().max(20_000) })).max(100),
  tips: z
    .array(z.object({ index: z.number().int().min(0).nullable(), text: z.string().trim().min(1).max(300) }))
    .max(20),
});

export const CONTENT_INSTRUCTIONS =
  "You improve the wording of a resume, in English, as plain text (no Markdown, no HTML). For `summary` " +
  "(the professional summary; write one from the experience, education and skills when it is empty) and " +
  "for each experience entry's `description` (by its `index`), answer a rewrite that opens lines with " +
  "strong verbs and removes filler, keeping the line breaks of the original. Keep every number, name, " +
  "product and employer of the original; never invent an employer, a number, a degree or a skill; never " +
  "put placeholders such as [X] in the text. Answer `summary` null and leave an entry out when it needs no " +
  "change. `tips` are at most five short suggestions for the person (e.g. where a number would help), each " +
  "with the index of the experience entry it is about, or null for the summary. " +
  DATA_RULE;

async function modelContent(
  context: Pick<TAppContext, "ai">,
  input: TContentInput,
  signal: AbortSignal | undefined,
): Promise<Omit<TGeneratedContent, "assistant">> {
  const original = clean(input.personalInfo.summary);
  const data = {
    summary: original,
    experience: input.experience.map((entry, index) => ({
      index,
      position: entry.position,
      company: entry.company,
      startDate: entry.startDate,
      endDate: entry.current ? "present" : entry.endDate,
      description: entry.description ?? "",
    })),
    education: input.education,
    skills: input.skills,
  };
  let answer: z.output<typeof ZModelContentSchema>;
  try {
    answer = await context.ai.generateObject(ZModelContentSchema, {
      system: CONTENT_INSTRUCTIONS,
      prompt: asData(data),
      maxOutputTokens: 3000,
      signal,
    });
  } catch (error) {
    throw asAppError(error);
  }
  const suggestion = answer.summary?.trim() ?? "";
  const summary = isUsable(original, suggestion, RESUME_LIMITS.summary) ? { original, suggestion } : null;
  const seen = new Set<number>();
  const experience: TGeneratedContent["experience"] = [];
  for (const item of answer.experience) {
    const description = input.experience[item.index]?.description?.trim() ?? "";
    const rewrite = item.suggestion.replace(/\r\n/g, "\n").trim();
    if (!description || seen.has(item.index)) continue;
    seen.add(item.index);
    if (isUsable(description, rewrite, RESUME_LIMITS.description)) {
      experience.push({ index: item.index, original: description, suggestion: rewrite });
    }
  }
  experience.sort((a, b) => a.index - b.index);
  const tips = answer.tips
    .filter((tip) => tip.index === null || tip.index < input.experience.length)
    .slice(0, 5)
    .map((tip) => ({ index: tip.index, text: tip.text.replace(/\s+/g, " ") }));
  return { summary, experience, tips };
}

/**
 * POST /api/resumes/generate-content: for job seekers (they keep resumes); BAD_REQUEST when the
 * form holds nothing to enhance (nothing is asked of the AI then), 429 past the limits, 503 when a
 * configured model fails.
 */
export async function generateContent(
  context: Pick<TAppContext, "db" | "env" | "ai">,
  options: { input: TContentInput; userId: string; t: TTranslate; now?: Date; signal?: AbortSignal },
): Promise<TGeneratedContent> {
  const { input } = options;
  if (!hasContent(input)) throw new AppError("BAD_REQUEST", "resumes.errors.nothingToEnhance");
  await spendAiCall(context, options.userId);
  const assistant = context.ai.kind === "built-in" ? options.t("ai.builtInLabel") : context.ai.label;
  const content =
    context.ai.kind === "built-in"
      ? builtInContent(input, options.t, options.now ?? new Date())
      : await modelContent(context, input, options.signal);
  return { ...content, assistant };
}
