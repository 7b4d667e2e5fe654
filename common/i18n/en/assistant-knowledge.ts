// The assistant's curated knowledge base: career advice, how to use each feature, hiring tips, interview preparation.
export const assistantKnowledge = {
  assistantKnowledge: {},
} as const;
