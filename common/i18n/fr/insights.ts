// The seeker dashboard's matching: "Recommended for you" and "Market insights", in French.
import type { TCatalogueArea } from "../catalogue-area";

export const insights = {
  insights: {
    recommended: {
      title: "Recommandées pour vous",
      intro:
        "Les offres ouvertes qui correspondent le mieux à votre CV « {{resumeTitle}} », le dernier que vous avez mis à jour.",
      count_one: "{{count, number}} offre",
      count_many: "{{count, number}} d’offres",
      count_other: "{{count, number}} offres",
      match: "{{score}} % de correspondance",
      viewJob: "Voir l’offre",
      noResumeTitle: "Créez un CV pour recevoir des recommandations",
      noResumeBody:
        "Nous rapprochons les offres ouvertes des compétences, de l’expérience et du lieu indiqués dans votre CV.",
      buildResume: "Créer mon CV",
      emptyTitle: "Aucune recommandation pour l’instant",
      emptyBody:
        "Aucune offre ouverte ne correspond assez à votre CV pour le moment. Ajoutez des compétences à votre CV ou recherchez parmi toutes les offres.",
      findJobs: "Rechercher un emploi",
      improveResume: "Mettre à jour le CV",
      loadFailed: "Impossible de charger les recommandations.",
      loading: "Chargement des recommandations...",
    },
    why: {
      skillsOne: "Correspond à {{first}}",
      skillsTwo: "Correspond à {{first}} et {{second}}",
      skillsThree: "Correspond à {{first}}, {{second}} et {{third}}",
    },
    card: {
      title: "Tendances du marché",
      description:
        "Compétences recherchées, salaires habituels et télétravail dans les offres qui correspondent à votre CV.",
    },
    dialog: {
      title: "Tendances du marché",
      intro_one: "D’après {{count, number}} offre ouverte qui correspond à votre CV « {{resumeTitle}} ».",
      intro_many: "D’après {{count, number}} d’offres ouvertes qui correspondent à votre CV « {{resumeTitle}} ».",
      intro_other: "D’après {{count, number}} offres ouvertes qui correspondent à votre CV « {{resumeTitle}} ».",
      close: "Fermer",
      loading: "Chargement des tendances du marché...",
      loadFailed: "Impossible de charger les tendances du marché.",
      retry: "Réessayer",
      noResumeTitle: "Créez d’abord un CV",
      noResumeBody: "Les tendances du marché sont tirées des offres ouvertes qui correspondent à votre CV.",
      buildResume: "Créer mon CV",
      noJobsTitle: "Pas encore assez d’offres correspondantes",
      noJobsBody:
        "Aucune offre ouverte ne correspond assez à votre CV pour dire ce que demande le marché. Ajoutez des compétences à votre CV ou réessayez plus tard.",
    },
    skills: {
      title: "Compétences recherchées que vous pourriez ajouter",
      jobs_one: "{{count, number}} offre",
      jobs_many: "{{count, number}} d’offres",
      jobs_other: "{{count, number}} offres",
      none: "Votre CV contient déjà les compétences que ces offres demandent le plus.",
    },
    salary: {
      title: "Salaire habituel en {{country}}",
      titleNoCountry: "Salaire habituel",
      range: "{{min}} - {{max}} annuels",
      from: "À partir de {{min}} annuels",
      upTo: "Jusqu’à {{max}} annuels",
      basedOn_one: "Médiane de {{count, number}} offre correspondante en {{country}} qui indique un salaire.",
      basedOn_many: "Médiane de {{count, number}} d’offres correspondantes en {{country}} qui indiquent un salaire.",
      basedOn_other: "Médiane de {{count, number}} offres correspondantes en {{country}} qui indiquent un salaire.",
      tooFew: "Trop peu d’offres correspondantes en {{country}} indiquent un salaire pour l’estimer.",
      noCountry:
        "Ajoutez votre pays à votre profil dans les paramètres pour voir les salaires habituels là où vous vivez.",
    },
    remote: {
      title: "Télétravail",
      share: "{{share}} des offres correspondantes sont à distance ({{remote, number}} sur {{total, number}}).",
    },
  },
} satisfies TCatalogueArea;
