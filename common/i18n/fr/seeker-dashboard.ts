// The job seeker's applications on the dashboard: the tiles, recent applications and their details, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const seekerDashboard = {
  seekerDashboard: {
    statsLabel: "Vos candidatures en un coup d’œil",
    stats: {
      applied: "Postulé",
      reviewing: "En cours d’examen",
      interviews: "Entretiens",
      offers: "Offres",
    },
    recentTitle: "Candidatures récentes",
    viewAll_one: "{{count, number}} candidature",
    viewAll_many: "{{count, number}} de candidatures",
    viewAll_other: "{{count, number}} candidatures",
    appliedOn: "Postulé le {{date}}",
    open: "Détails",
    openLabel: "Détails de votre candidature au poste {{jobTitle}} chez {{company}}",
    emptyTitle: "Aucune candidature pour l’instant",
    emptyBody:
      "Quand vous postulez à une offre avec l’un de vos CV, vous pouvez suivre votre candidature ici, de l’envoi jusqu’à l’offre.",
    browseJobs: "Parcourir les offres",
    failed: "Impossible de charger les données du tableau de bord. Veuillez réessayer.",
    noStats: "Aucune donnée de candidature disponible",
    retry: "Réessayer",
    details: {
      close: "Fermer",
      status: "Statut",
      sentResume: "CV envoyé : {{title}}",
      asSent: "L’offre telle qu’elle était lorsque vous avez postulé",
      viewJob: "Voir l’offre d’emploi",
      jobRemoved: "L’entreprise a depuis fermé son compte Hirewise, et cette offre avec lui.",
      history: "Historique",
      interviews: "Entretiens",
      interviewDetails: "{{minutes}} minutes · {{location}}",
      historyLoading: "Chargement de l’historique...",
      historyFailed: "Impossible de charger l’historique et les entretiens. Veuillez réessayer.",
      change: {
        applicant: "{{status}}, par vous",
        company: "{{status}}, par l’entreprise",
        admin: "{{status}}, par Hirewise",
      },
      withdraw: "Retirer la candidature",
      withdrawQuestion:
        "Retirer votre candidature ? L’entreprise la verra comme retirée, et vous ne pourrez plus postuler à cette offre.",
      withdrawConfirm: "Oui, la retirer",
      withdrawCancel: "Garder ma candidature",
      withdrawing: "Retrait...",
      withdrawnTitle: "Candidature retirée",
      withdrawn: "Votre candidature au poste {{jobTitle}} a été retirée.",
      withdrawFailedTitle: "Échec du retrait",
    },
  },
} satisfies TCatalogueArea;
