// A company's public page, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const companyPage = {
  companyPage: {
    meta: {
      title: "{{name}} : profil de l’entreprise et offres d’emploi ouvertes",
      description_one: "{{name}} recrute sur Hirewise : {{count}} offre d’emploi ouverte.",
      description_many: "{{name}} recrute sur Hirewise : {{count}} d’offres d’emploi ouvertes.",
      description_other: "{{name}} recrute sur Hirewise : {{count}} offres d’emploi ouvertes.",
      descriptionNoJobs: "{{name}} sur Hirewise : le profil de l’entreprise et ses offres d’emploi.",
    },
    header: {
      location: "Siège",
      industry: "Secteur",
      openJobs_one: "{{count}} offre ouverte",
      openJobs_many: "{{count}} d’offres ouvertes",
      openJobs_other: "{{count}} offres ouvertes",
    },
    facts: {
      title: "L’entreprise en bref",
      industry: "Secteur",
      size: "Taille de l’entreprise",
      headquarters: "Siège",
      founded: "Fondée en",
      website: "Site web",
      websiteLabel: "{{host}}, site web de {{name}} (s’ouvre dans un nouvel onglet)",
    },
    about: {
      title: "À propos de {{name}}",
      noDescription: "{{name}} n’a pas encore ajouté de description.",
    },
    social: {
      title: "{{name}} en ligne",
      linkedin: "LinkedIn",
      x: "X",
      facebook: "Facebook",
      instagram: "Instagram",
      linkLabel: "{{network}}, {{name}} sur {{network}} (s’ouvre dans un nouvel onglet)",
    },
    jobs: {
      title: "Offres ouvertes chez {{name}}",
      postedOn: "Publiée le {{date}}",
      viewAll: "Rechercher toutes les offres de {{name}}",
      emptyTitle: "Aucune offre ouverte pour le moment",
      emptyBody:
        "{{name}} n’a aucune offre publiée pour le moment. Revenez plus tard, ou parcourez les autres offres sur Hirewise.",
      emptyAction: "Parcourir les offres",
    },
    error: {
      title: "La page de cette entreprise n’a pas pu se charger",
      message: "Un problème est survenu lors du chargement de cette entreprise. Veuillez réessayer dans un instant.",
      retry: "Réessayer",
      back: "Parcourir les offres",
    },
    link: {
      viewCompany: "Voir la page de l’entreprise",
      viewCompanyOf: "Voir la page de l’entreprise {{company}}",
      companyOf: "{{company}}, page de l’entreprise",
    },
  },
} satisfies TCatalogueArea;
