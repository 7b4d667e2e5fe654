// The monetization calls' answers (/api/admin/adsense/*): joins the catalogue with the console's
// code (app/features/admin/site-catalogue.ts) and on the server (server/services/monetization/catalogue.ts).
export const monetizationApi = {
  monetizationApi: {
    validation: {
      publisherId: "Enter your AdSense publisher ID: pub- followed by 16 digits (ca-pub- is accepted too)",
      publisherIdRequired: "Enter your AdSense publisher ID before enabling ads",
      unitId: "Use lower-case letters, digits and - only, at most 40 characters",
      slotId: "Enter the ad unit's slot ID from AdSense: digits only",
      tooManyUnits: "At most 12 ad units",
      duplicateUnit: "Each ad unit needs its own ID",
    },
    revenue: {
      notConnected:
        "No revenue data is connected. Hirewise does not read your AdSense account: see your earnings in AdSense itself.",
    },
  },
} as const;
