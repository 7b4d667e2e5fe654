// The company profile's server answers (the profile and its logo), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const companyProfile = {
  companyProfile: {
    companiesOnly: "Seuls les comptes entreprise ont un profil d’entreprise",
    noCompany: "Ce compte n’a pas de profil d’entreprise",
    logoTooLarge: "Le logo ne doit pas dépasser 1 Mo",
    validation: {
      cityNeedsCountry: "Choisissez d’abord un pays",
      foundedYear: "Saisissez une année entre 1800 et l’année en cours",
    },
  },
} satisfies TCatalogueArea;
