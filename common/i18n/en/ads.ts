// What a visitor sees of ads on a page that shows them: the slot's label and the consent banner.
// Joins the catalogue when the ads' code loads (app/components/ads/), so a page without ads never
// carries it.
export const ads = {
  ads: {
    label: "Advertisement",
  },
} as const;
