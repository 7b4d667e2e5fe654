// Admin > Content: its sub-tabs, testimonials, FAQs and figures (joins with the console's code:
// app/features/admin/site-catalogue.ts). The spec names the sub-tabs Testimonials, FAQs, Pages
// and Media; Figures holds the marketing figures.
export const adminContent = {
  adminContent: {
    sectionLabel: "Content section",
    sectionsLabel: "Content sections",
    sections: {
      testimonials: "Testimonials",
      faqs: "FAQs",
      pages: "Pages",
      media: "Media",
      figures: "Figures",
    },
  },
} as const;
