// The content calls' answers: testimonials, FAQs and figures (/api/admin/content).
export const contentApi = {
  contentApi: {
    errors: {
      testimonials: {
        notFound: "This testimonial no longer exists.",
        tooMany: "The site holds at most 50 testimonials. Delete one before adding another.",
        notEmpty: "There are testimonials already. The built-in ones can only be added while the list is empty.",
      },
      faqs: {
        notFound: "This question no longer exists.",
        tooMany: "The site holds at most 50 questions. Delete one before adding another.",
        notEmpty: "There are questions already. The built-in ones can only be added while the list is empty.",
      },
      figures: {
        notFound: "There is no such figure.",
        noLabel: "This figure has no label.",
      },
    },
  },
} as const;
