// The legal pages' shared texts, with the Privacy Policy and the Terms of Service, in French.
import type { TCatalogueArea } from "../catalogue-area";
import { privacy } from "./legal-privacy";
import { terms } from "./legal-terms";

export const legal = {
  legal: {
    lastRevised: "Dernière mise à jour : <time>{{date}}</time>",
    contents: "Sommaire",
    backToTop: "Retour en haut",
    seeAlso: "Voir aussi :",
    contactWays: {
      elsewhere: {
        withDetails: "contactez-nous grâce aux coordonnées indiquées sous « Nous contacter » à la fin de cette page",
        without: "contactez-nous grâce aux coordonnées indiquées sur ce site",
      },
      here: {
        withDetails: "contactez-nous grâce aux coordonnées ci-dessous",
        without: "contactez-nous grâce aux coordonnées indiquées sur ce site",
      },
    },
    governingLaw: {
      set: "le droit de {{jurisdiction}}",
      unset: "le droit du lieu où l’exploitant de Hirewise est établi",
    },
    operator: {
      title: "Qui exploite ce site",
      name: "Exploitant",
      address: "Adresse postale",
      email: "E-mail",
    },
    privacy,
    terms,
  },
} satisfies TCatalogueArea;
