// The AI layer: which assistant is in use and what the server answers when it cannot help, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const ai = {
  ai: {
    builtInLabel: "Assistant intégré",
    tips: {
      addNumber:
        "Ajoutez un chiffre à « {{excerpt}} » : combien, quelle quantité, à quelle fréquence ou dans quelle proportion.",
    },
    errors: {
      unavailable: "L’assistant IA n’est pas disponible pour le moment. Veuillez réessayer dans une minute.",
      timeout: "L’assistant IA a mis trop de temps à répondre. Veuillez réessayer.",
      invalidOutput: "L’assistant IA a donné une réponse inutilisable. Veuillez réessayer.",
      tooLarge: "La réponse de l’assistant IA était trop longue pour être utilisée. Veuillez réessayer.",
      budget: "L’assistant IA a atteint le nombre de demandes autorisé pour aujourd’hui. Veuillez réessayer plus tard.",
      tooManyRequests:
        "Vous avez beaucoup sollicité l’assistant IA au cours de la dernière heure. Veuillez réessayer plus tard.",
      unsupported: "L’assistant intégré ne peut pas encore répondre aux questions libres.",
    },
  },
} satisfies TCatalogueArea;
