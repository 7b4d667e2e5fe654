// The language switch in the header, the phone drawer and the footer. Each language's own name
// comes from LANGUAGE_NAMES (common/i18n/index.ts), never from a catalogue.
export const languageSwitch = {
  languageSwitch: {
    label: "Language",
    trigger: "Language: {{language}} ({{code}})",
  },
};
