// Messages between companies and job seekers: the inbox (/messages), a thread, the contact
// dialog ("Contact Candidate"), blocks, and the API's answers.
export const messages = {
  messages: {},
} as const;
