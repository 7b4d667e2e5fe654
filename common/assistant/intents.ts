// What a message to the assistant asks for, as the built-in engine reads it: pure, the same on
// the server and in the evaluation (npm run eval:assistant). English, French and Arabic.
// The rules and their order: docs/decisions/034-assistant-language.md; the phrases: intent-phrases.ts.
import { tokenise, type TToken } from "./normalise";
import { FEATURE_TOPICS, INTENT_PHRASES as P, namedFeatureOf, topicOf } from "./intent-phrases";
import { searchSlots } from "./search-slots";

export const ASSISTANT_INTENTS = [
  /** "find remote React jobs in Dubai": a job search, with what the words name. */
  "jobSearch",
  /** "review my resume". */
  "resumeReview",
  /** "how do I stand for this job": the match explanation. */
  "jobMatch",
  /** "find good candidates" (companies and administrators). */
  "findCandidates",
  /** "help me improve my skills". */
  "skills",
  /** "career advice for growth". */
  "careerAdvice",
  /** "how do I prepare for an interview". */
  "interviewPrep",
  /** "hiring tips" (writing a job post, screening, interviewing candidates). */
  "hiringTips",
  /** "market insights", salaries, skills in demand. */
  "marketInsights",
  /** "how do I ... on Hirewise": a question about using a feature (`topic` says which). */
  "howTo",
  /** "hello", "thanks". */
  "greeting",
  "unknown",
] as const;
export type TAssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** The features a "howTo" question can be about. */
export const HOW_TO_TOPICS = [
  "search",
  "apply",
  "resume",
  "pdf",
  "match",
  "applications",
  "alerts",
  "savedJobs",
  "assessment",
  "messages",
  "settings",
  "account",
  "postJob",
  "pipeline",
  "candidates",
  "companyProfile",
] as const;
export type THowToTopic = (typeof HOW_TO_TOPICS)[number];

export interface TDetectedIntent {
  intent: TAssistantIntent;
  /** For jobSearch: the words, without the place and the work type. */
  keywords?: string;
  /** For jobSearch: a country (its English name, common/locations) and a city the text names. */
  country?: string;
  city?: string;
  /** For jobSearch: "remote", "hybrid", "onsite" when the text says so. */
  workType?: string;
  /** For howTo: which feature. */
  topic?: THowToTopic;
}

/** What `text` asks for. */
export function detectIntent(text: string): TDetectedIntent {
  const tokens = tokenise(text);
  if (tokens.length === 0) return { intent: "unknown" };
  if (P.greeting.coversAll(tokens)) return { intent: "greeting" };
  return detectInTokens(tokens) ?? (P.greeting.startsWith(tokens) ? { intent: "greeting" } : { intent: "unknown" });
}

function detectInTokens(tokens: readonly TToken[]): TDetectedIntent | null {
  const asksHow = P.how.has(tokens);
  if (P.jobMatch.has(tokens)) return { intent: "jobMatch" };
  const namedFeature = asksHow ? (namedFeatureOf(tokens) as THowToTopic | null) : null;
  if (namedFeature) return { intent: "howTo", topic: namedFeature };
  const topic = asksHow ? (topicOf(tokens) as THowToTopic | null) : null;
  if (P.resume.has(tokens) && P.resumeReview.has(tokens)) return { intent: "resumeReview" };
  if (P.resumeReviewAlone.has(tokens)) return { intent: "resumeReview" };
  if (P.hiring.has(tokens) || (P.candidate.has(tokens) && P.choosing.has(tokens))) return { intent: "hiringTips" };
  // The pipeline's stages are named after interviews: a question about them is about the feature.
  if (topic === "pipeline") return { intent: "howTo", topic };
  if (P.interview.has(tokens))
    return { intent: P.candidate.has(tokens) || P.interviewer.has(tokens) ? "hiringTips" : "interviewPrep" };
  const slots = searchSlots(tokens);
  const named = Boolean(slots.country || slots.workType);
  // "where are the jobs in Tripoli" asks for jobs; "how do I find remote jobs" asks how.
  if (topic === "search" && named && !P.howStrict.has(tokens)) return { intent: "jobSearch", ...slots };
  if (topic) return { intent: "howTo", topic };
  if (P.myResume.has(tokens)) return { intent: "resumeReview" };
  if (P.candidate.has(tokens)) return { intent: "findCandidates" };
  if (P.careerFirst.has(tokens)) return { intent: "careerAdvice" };
  if (P.market.has(tokens)) return { intent: "marketInsights" };
  // "show my saved jobs", "delete my account": about a feature, though no "how" is asked.
  const feature = topicOf(tokens) as THowToTopic | null;
  if (feature && FEATURE_TOPICS.has(feature) && !named) return { intent: "howTo", topic: feature };
  // Jobs asked for with a place, a work type or a search verb: a search, whatever the words
  // ("find marketing manager positions in Canada" is not career advice).
  const jobsAskedFor = P.jobNoun.has(tokens) && (named || P.searchVerb.startsWith(tokens));
  if (jobsAskedFor) return { intent: "jobSearch", ...slots };
  if (P.skills.has(tokens)) return { intent: "skills" };
  if (P.career.has(tokens)) return { intent: "careerAdvice" };
  if (P.jobNoun.has(tokens) || P.searchVerb.startsWith(tokens) || named) {
    if (P.jobNoun.has(tokens) || named || slots.keywords) return { intent: "jobSearch", ...slots };
  }
  if (feature && P.question.has(tokens)) return { intent: "howTo", topic: feature };
  return null;
}
