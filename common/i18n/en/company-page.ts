// A company's public page, /companies/{id}-{slug}.
export const companyPage = {
  companyPage: {
    meta: {
      title: "{{name}}: Company Profile and Open Jobs",
      description_one: "{{name}} is hiring on Hirewise: {{count}} open job.",
      description_other: "{{name}} is hiring on Hirewise: {{count}} open jobs.",
      descriptionNoJobs: "{{name}} on Hirewise: the company's profile and its jobs.",
    },
    header: {
      location: "Headquarters",
      industry: "Industry",
      openJobs_one: "{{count}} open job",
      openJobs_other: "{{count}} open jobs",
    },
    facts: {
      title: "Company facts",
      industry: "Industry",
      size: "Company size",
      headquarters: "Headquarters",
      founded: "Founded",
      website: "Website",
      // Starts with the address the link shows (WCAG 2.5.3, label in name).
      websiteLabel: "{{host}}, {{name}} website (opens in a new tab)",
    },
    about: {
      title: "About {{name}}",
      noDescription: "{{name}} has not added a description yet.",
    },
    social: {
      title: "{{name}} online",
      linkedin: "LinkedIn",
      x: "X",
      facebook: "Facebook",
      instagram: "Instagram",
      linkLabel: "{{network}}, {{name}} on {{network}} (opens in a new tab)",
    },
    jobs: {
      title: "Open jobs at {{name}}",
      postedOn: "Posted on {{date}}",
      viewAll: "Search all jobs at {{name}}",
      emptyTitle: "No open jobs right now",
      emptyBody: "{{name}} has no job listed at the moment. Come back later, or browse the other jobs on Hirewise.",
      emptyAction: "Browse Jobs",
    },
    error: {
      title: "This company page could not load",
      message: "Something went wrong while loading this company. Please try again in a moment.",
      retry: "Try Again",
      back: "Browse Jobs",
    },
    // The links other pages give to a company's page.
    link: {
      viewCompany: "View company page",
      viewCompanyOf: "View company page of {{company}}",
      companyOf: "{{company}}, company page",
    },
  },
} as const;
