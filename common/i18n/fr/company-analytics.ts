// The company dashboard's Analytics tab: views, applications and conversion per job, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const companyAnalytics = {
  companyAnalytics: {
    tab: "Statistiques",
    title: "30 derniers jours",
    intro: "Les vues de vos pages d’offres et les candidatures qu’elles ont apportées, jour par jour (UTC).",
    pickJob: "Offre",
    allJobs: "Toutes les offres",
    jobOption: "{{title}} ({{status}})",
    loading: "Chargement des statistiques",
    failed: "Impossible de charger les statistiques. Veuillez réessayer.",
    noJobs: "Publiez une offre : ses vues et ses candidatures s’afficheront ici.",
    emptyTitle: "Aucune vue ni candidature ces 30 derniers jours",
    emptyBody:
      "Une vue est comptée quand quelqu’un ouvre la page d’une offre ; partagez vos offres pour attirer du monde.",
    emptyJob: "Aucune vue ni candidature pour cette offre ces 30 derniers jours.",
    totalsLabel: "Totaux des 30 derniers jours",
    totals: {
      views: "Vues",
      applications: "Candidatures",
      conversion: "Conversion",
    },
    noConversion: "Aucune vue",
    daily: {
      title: "Vues et candidatures par jour",
      titleFor: "Vues et candidatures par jour : {{title}}",
      caption: "Vues et candidatures par jour, 30 derniers jours",
      tableLabel: "Vues et candidatures par jour, sous forme de tableau",
      day: "Jour",
    },
    conversion: {
      title: "Conversion par offre",
      description: "Candidatures pour 100 vues de la page de l’offre.",
      caption: "Vues, candidatures et conversion par offre, 30 derniers jours",
      tableLabel: "Conversion par offre, sous forme de tableau",
      job: "Offre",
      noViews: "Aucune offre n’a été vue : il n’y a donc pas encore de conversion à afficher.",
    },
  },
} satisfies TCatalogueArea;
