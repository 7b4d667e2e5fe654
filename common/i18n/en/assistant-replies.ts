// The built-in engine's replies: jobs, resume review, match, candidates, suggestions and action labels.
export const assistantReplies = {
  assistantReplies: {},
} as const;
