// The floating assistant's button and its loading error, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantWidget = {
  assistantWidget: {
    button: "Assistant IA",
    unavailable: "L’assistant n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.",
  },
} satisfies TCatalogueArea;
