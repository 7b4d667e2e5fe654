// Location detection and its toast.
export const location = {
  locationDetection: {
    detectedTitle: "Location Detected",
    detectedDescription: "Auto-filled location: {{city}}, {{country}}",
    detectedCountryDescription: "Auto-filled location: {{country}}",
    detecting: "Detecting location...",
    failed: "We couldn't detect your location. Please enter it yourself.",
  },
} as const;
