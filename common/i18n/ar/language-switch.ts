// The language switch in the header, the phone drawer and the footer, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const languageSwitch = {
  languageSwitch: {
    label: "اللغة",
    trigger: "اللغة: {{language}} ({{code}})",
  },
} satisfies TCatalogueArea;
