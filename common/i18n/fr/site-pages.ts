// The site's content pages (/pages/<slug>), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const sitePages = {
  sitePages: {
    lastUpdated: "Dernière mise à jour : <time>{{date}}</time>",
    operator: {
      title: "Qui gère ce site",
      name: "Exploitant",
      postalAddress: "Adresse postale",
      contactEmail: "E-mail",
    },
    error: {
      title: "Impossible de charger cette page",
      message: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
      retry: "Réessayer",
    },
  },
} satisfies TCatalogueArea;
