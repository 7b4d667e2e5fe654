// The language switch in the header, the phone drawer and the footer, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const languageSwitch = {
  languageSwitch: {
    label: "Langue",
    trigger: "Langue : {{language}} ({{code}})",
  },
} satisfies TCatalogueArea;
