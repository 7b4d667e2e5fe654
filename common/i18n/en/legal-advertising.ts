// The Privacy Policy's advertising section, shown while ads are enabled. Joins the catalogue with the
// privacy policy's route module, so no other page carries it.
export const legalAdvertising = {
  legalAdvertising: {
    heading: "Advertising",
  },
} as const;
