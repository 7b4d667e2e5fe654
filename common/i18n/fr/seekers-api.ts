// The candidate directory's API answers and the CSV export's column headings, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const seekerSearch = {
  seekerSearch: {
    validation: {
      jobRequired: "Choisissez l’une de vos offres pour trier par meilleure correspondance.",
    },
    errors: {
      companyAccess:
        "Accès entreprise requis : seuls les comptes entreprise et les administrateurs peuvent parcourir les candidats.",
    },
    csv: {
      name: "Nom",
      headline: "Titre",
      location: "Lieu",
      availability: "Disponibilité",
      yearsOfExperience: "Années d’expérience",
      skills: "Compétences",
      resumeTitle: "CV",
      updated: "Mis à jour",
    },
  },
} satisfies TCatalogueArea;
