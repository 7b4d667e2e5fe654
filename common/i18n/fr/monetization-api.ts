// The monetization calls' answers in the admin console, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const monetizationApi = {
  monetizationApi: {
    validation: {
      publisherId:
        "Saisissez votre identifiant d’éditeur AdSense : pub- suivi de 16 chiffres (ca-pub- est également accepté)",
      publisherIdRequired: "Saisissez votre identifiant d’éditeur AdSense avant d’activer les annonces",
      unitId: "Utilisez uniquement des lettres minuscules, des chiffres et le tiret (-), 40 caractères au maximum",
      slotId: "Saisissez l’identifiant d’emplacement du bloc d’annonces indiqué dans AdSense : chiffres uniquement",
      tooManyUnits: "12 blocs d’annonces au maximum",
      duplicateUnit: "Chaque bloc d’annonces doit avoir son propre identifiant",
    },
    revenue: {
      notConnected:
        "Aucune donnée de revenus n’est connectée. Hirewise ne lit pas votre compte AdSense : consultez vos revenus directement dans AdSense.",
    },
  },
} satisfies TCatalogueArea;
