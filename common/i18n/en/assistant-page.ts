// The /ai-agent chat page: tabs, welcome, chips, quick actions, Pro Tips, conversations (spec-2 "AI chat page").
export const assistantPage = {
  assistantPage: {},
} as const;
