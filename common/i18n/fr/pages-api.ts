// The server answers of the pages and media calls, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const pagesApi = {
  pagesApi: {
    errors: {
      slugFormat: "Utilisez des lettres minuscules, des chiffres et des tirets",
      slugTaken: "Une autre page utilise déjà cette adresse",
      pageNotFound: "Cette page n’existe pas",
      mediaNotFound: "Cette image n’existe pas",
      mediaTooLarge: "L’image ne doit pas dépasser 5 Mo",
      mediaInUse: "Cette image est utilisée : la supprimer casserait les pages qui l’affichent",
    },
  },
} satisfies TCatalogueArea;
