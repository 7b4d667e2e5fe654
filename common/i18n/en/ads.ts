// What a visitor sees of ads on a page that shows them: the slot's label and the consent banner.
// Joins the catalogue when the ads' code loads (app/components/ads/), so a page without ads never
// carries it.
export const ads = {
  ads: {
    label: "Advertisement",
    choices: "Ad choices",
    banner: {
      heading: "Ads on this page",
      body: "Google AdSense shows ads here and uses cookies to show and measure them. Its script loads only if you accept; if you decline, no ad script loads.",
      gdpr: "Ads are personalised only with your consent.",
      policy: "How we use ads",
      accept: "Accept ads",
      decline: "Decline",
      declineCcpa: "Do Not Sell or Share My Personal Information",
    },
    current: {
      granted: "You accepted ads. You can change your answer here at any time.",
      denied: "You declined ads. You can change your answer here at any time.",
    },
  },
} as const;
