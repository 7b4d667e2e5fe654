// What the assistant's chat and conversations endpoints answer when they cannot, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantApi = {
  assistantApi: {
    errors: {
      messageRequired: "Saisissez un message pour l’assistant IA.",
      messageTooLong: "Ce message est trop long pour l’assistant IA. Limitez-le à 4 000 caractères.",
      conversationNotFound: "Cette conversation est introuvable. Elle a peut-être été supprimée.",
      visitorLimit:
        "Vous avez envoyé beaucoup de messages à l’assistant IA au cours de la dernière heure. Réessayez plus tard, ou connectez-vous pour continuer.",
    },
  },
} satisfies TCatalogueArea;
