// The content calls' answers (testimonials, FAQs, figures), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const contentApi = {
  contentApi: {
    errors: {
      testimonials: {
        notFound: "Ce témoignage n’existe plus.",
        tooMany: "Le site contient au maximum 50 témoignages. Supprimez-en un avant d’en ajouter un autre.",
        notEmpty:
          "Des témoignages existent déjà. Les témoignages intégrés ne peuvent être ajoutés que si la liste est vide.",
      },
      faqs: {
        notFound: "Cette question n’existe plus.",
        tooMany: "Le site contient au maximum 50 questions. Supprimez-en une avant d’en ajouter une autre.",
        notEmpty:
          "Des questions existent déjà. Les questions intégrées ne peuvent être ajoutées que si la liste est vide.",
      },
      figures: {
        notFound: "Ce chiffre n’existe pas.",
        noLabel: "Ce chiffre n’a pas de libellé.",
      },
    },
  },
} satisfies TCatalogueArea;
