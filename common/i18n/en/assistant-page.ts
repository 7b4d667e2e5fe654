// The /ai-agent chat page: tabs, welcome, chips, quick actions, Pro Tips, conversations (spec-2 "AI chat page").
export const assistantPage = {
  assistantPage: {
    chat: {
      failed: "The assistant could not answer just now. Your message is still in the box: try sending it again.",
      brokeOff: "This reply was cut off.",
    },
  },
} as const;
