// Importing a JSON Resume document, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const resumeImport = {
  resumeImport: {
    notAnObject: "Ce fichier n’est pas un JSON Resume : il doit contenir un seul objet JSON.",
    nothingToImport:
      "Ce fichier ne contient rien à importer : ni nom, ni coordonnées, ni expérience, ni formation, ni compétences.",
    unreadable: "Ce fichier n’a pas pu être lu comme un JSON Resume.",
    invalidJson: "Ce fichier n’est pas un JSON valide.",
    title: "Importer un JSON Resume",
    imported: "CV importé. Vérifiez chaque section, puis enregistrez-le.",
    unmappedIntro: "Ces parties du fichier n’ont pas leur place dans un CV Hirewise et ont été ignorées :",
  },
} satisfies TCatalogueArea;
