// The floating assistant widget on every page: its button, panel, local commands' replies (spec-2 sections 8 and 9).
export const assistantWidget = {
  assistantWidget: {},
} as const;
