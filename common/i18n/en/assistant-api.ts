// What POST /api/ai-agent/chat and the conversations endpoints answer when they cannot.
export const assistantApi = {
  assistantApi: {
    errors: {
      messageRequired: "Type a message for the assistant.",
      messageTooLong: "This message is too long for the assistant. Please keep it to 4,000 characters or fewer.",
      conversationNotFound: "This conversation was not found. It may have been deleted.",
      visitorLimit:
        "You have sent the assistant many messages in the last hour. Please try again later, or sign in to keep going.",
    },
  },
} as const;
