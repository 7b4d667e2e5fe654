// The AI layer (server/platform/ai/, decision 027): which assistant is in use and what the API
// answers when it cannot help.
export const ai = {
  ai: {
    builtInLabel: "Built-in assistant",
    tips: {
      addNumber: "Add a number to “{{excerpt}}”: how many, how much, how often or by what percent.",
    },
    errors: {
      unavailable: "The AI assistant is not available right now. Please try again in a minute.",
      timeout: "The AI assistant took too long to answer. Please try again.",
      invalidOutput: "The AI assistant gave an answer we could not use. Please try again.",
      tooLarge: "The AI assistant's answer was too long to use. Please try again.",
      budget: "The AI assistant has answered as many requests as it may today. Please try again later.",
      tooManyRequests: "You have used the AI assistant many times in the last hour. Please try again later.",
      unsupported: "The built-in assistant cannot answer free questions yet.",
    },
  },
} as const;
