// The floating assistant's button, on every page's first load: its name, and what it says when
// its panel cannot be fetched. The panel's own texts are in assistant-panel.ts, loaded with it.
export const assistantWidget = {
  assistantWidget: {
    button: "AI Assistant",
    unavailable: "The assistant could not be loaded. Check your connection, then reload the page.",
  },
} as const;
