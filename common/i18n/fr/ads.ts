// The ad slot's label and the ads consent banner, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const ads = {
  ads: {
    label: "Publicité",
    choices: "Choix publicitaires",
    banner: {
      heading: "Publicités sur cette page",
      body: "Google AdSense affiche ici des publicités et utilise des cookies pour les afficher et les mesurer. Son script ne se charge que si vous acceptez ; si vous refusez, aucun script publicitaire ne se charge.",
      gdpr: "Les publicités ne sont personnalisées qu’avec votre consentement.",
      policy: "Notre usage de la publicité",
      accept: "Accepter les publicités",
      decline: "Refuser",
      declineCcpa: "Ne pas vendre ni partager mes informations personnelles",
    },
    current: {
      granted: "Vous avez accepté les publicités. Vous pouvez modifier votre choix ici à tout moment.",
      denied: "Vous avez refusé les publicités. Vous pouvez modifier votre choix ici à tout moment.",
    },
  },
} satisfies TCatalogueArea;
