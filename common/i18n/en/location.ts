// Location detection and its toast.
export const location = {
  locationDetection: {
    detectedTitle: "Location Detected",
    detectedDescription: "Auto-filled location: {{city}}, {{country}}",
    detectedCountryDescription: "Auto-filled location: {{country}}",
  },
} as const;
