// The companies directory, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const companies = {
  companies: {
    metaTitle: "Entreprises",
    metaDescription:
      "Parcourez les entreprises qui recrutent sur Hirewise par secteur, pays et ville, voyez combien de postes chacune propose et accédez directement à leurs offres.",
    title: "Découvrir les entreprises",
    intro: "Découvrez les entreprises qui recrutent sur Hirewise et voyez combien de postes chacune propose.",
    signInRequired: {
      title: "Connexion requise",
      body: "Connectez-vous pour parcourir les entreprises qui recrutent sur Hirewise, les filtrer par secteur et par lieu, et voir leurs postes ouverts.",
      signIn: "Se connecter",
      noAccount: "Nouveau sur Hirewise ?",
      createAccount: "Créer un compte gratuit",
    },
    filters: {
      label: "Rechercher et filtrer les entreprises",
      search: "Rechercher des entreprises",
      searchPlaceholder: "Rechercher une entreprise par nom ou description",
      submit: "Rechercher",
      industry: "Secteur",
      allIndustries: "Tous les secteurs",
      country: "Pays",
      allCountries: "Tous les pays",
      city: "Ville",
      allCities: "Toutes les villes",
      cityDisabledHint: "Choisissez « Tous les pays » pour sélectionner une ville.",
    },
    chips: {
      label: "Filtres actifs",
      search: "Recherche",
      remove: "Retirer le filtre {{filter}}",
      clearAll: "Tout effacer",
    },
    results: {
      count_one: "{{count}} entreprise",
      count_many: "{{count}} d’entreprises",
      count_other: "{{count}} entreprises",
      truncated:
        "Affichage des {{shown}} premières entreprises sur {{total}}. Affinez votre recherche pour voir les autres.",
      loading: "Chargement des entreprises...",
    },
    card: {
      openPositions_one: "{{count}} poste ouvert",
      openPositions_many: "{{count}} de postes ouverts",
      openPositions_other: "{{count}} postes ouverts",
      viewJobs: "Voir les offres",
      viewJobsLabel: "Voir les offres de {{name}}",
      websiteLabel: "{{host}}, site web de {{name}} (s’ouvre dans un nouvel onglet)",
      industry: "Secteur",
      size: "Taille de l’entreprise",
      location: "Lieu",
    },
    empty: {
      filteredTitle: "Aucune entreprise ne correspond à vos filtres",
      filteredBody: "Essayez un autre terme de recherche ou retirez un filtre pour voir plus d’entreprises.",
      noneTitle: "Aucune entreprise pour l’instant",
      noneBody: "Les entreprises apparaissent ici dès qu’elles créent un compte entreprise et complètent leur profil.",
      noneAction: "Parcourir les offres",
    },
    error: {
      title: "Impossible de charger les entreprises",
      body: "Un problème est survenu lors du chargement des entreprises. Vérifiez votre connexion et réessayez.",
      retry: "Réessayer",
    },
  },
} satisfies TCatalogueArea;
