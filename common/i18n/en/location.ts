// Location detection (spec-1 section 7) and its toast (spec-1 section 8 "location detected").
export const location = {
  locationDetection: {
    detectedTitle: "Location Detected",
    detectedDescription: "Auto-filled location: {{city}}, {{country}}",
    detectedCountryDescription: "Auto-filled location: {{country}}",
  },
} as const;
