// What a message to the assistant asks for, as the built-in engine reads it: pure, the same on
// the server and in the evaluation (npm run eval:assistant). English, French and Arabic.
// CONTRACT (owned by the language helper; the stub below answers "unknown" until it is written).

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
  void text;
  return { intent: "unknown" };
}
