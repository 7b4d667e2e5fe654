// POST /api/resumes/generate-content's answer ("Enhance with AI"; its body is ZGenerateContentSchema).

/**
 * The answer: a suggested rewrite beside each original that has one (`summary` null when the
 * summary gets none; `index` is the experience entry's place in the request), the tips written
 * in the request's language (`index` names the experience entry a tip is about, null for the
 * summary), and which assistant wrote them ("Built-in assistant" or the model's name).
 */
export interface TGeneratedContent {
  summary: { original: string; suggestion: string } | null;
  experience: Array<{ index: number; original: string; suggestion: string }>;
  tips: Array<{ index: number | null; text: string }>;
  assistant: string;
}
