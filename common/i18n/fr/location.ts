// Location detection and its toast, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const location = {
  locationDetection: {
    detectedTitle: "Localisation détectée",
    detectedDescription: "Localisation remplie automatiquement : {{city}}, {{country}}",
    detectedCountryDescription: "Localisation remplie automatiquement : {{country}}",
    detecting: "Détection de la localisation...",
    failed: "Nous n’avons pas pu détecter votre localisation. Veuillez la saisir vous-même.",
  },
} satisfies TCatalogueArea;
