// What POST /api/ai-agent/chat and the conversations endpoints answer when they cannot.
export const assistantApi = {
  assistantApi: {},
} as const;
