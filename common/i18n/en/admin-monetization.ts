// Admin > Monetization: the readiness check and the ad settings (spec-2 "Monetization tool",
// sections 8 and 9). Joins the catalogue with the console's code (app/features/admin/site-catalogue.ts).
export const adminMonetization = {
  monetization: {
    title: "Monetization",
    readiness: {
      recheck: "Recheck",
      levels: {
        ready: "Ready for AdSense Application",
        nearlyReady: "Nearly Ready",
        notReady: "Not Ready",
      },
      apply: "Apply to AdSense",
      failedTitle: "Check Failed",
      failedMessage: "Unable to complete readiness check. Please try again.",
      categories: {
        contentQuality: "Content Quality",
        navigationUx: "Navigation & UX",
        legalCompliance: "Legal Compliance",
        technicalRequirements: "Technical Requirements",
        trafficEngagement: "Traffic & Engagement",
        contentGuidelines: "Content Guidelines",
      },
    },
    settings: {
      publisherRequiredTitle: "Publisher ID Required",
      publisherRequiredMessage: "Please enter your AdSense Publisher ID first.",
      saveFailed: "Save Failed",
      connectionFailed: "Connection Failed",
    },
  },
} as const;
