// The app shell: skip link, header navigation, drawer, account menu, sign-out toasts, footer, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const shell = {
  shell: {
    skipToContent: "Aller au contenu principal",
    loading: "Chargement…",
    homeLink: "{{siteName}}, aller à la page d’accueil",
    nav: {
      label: "Navigation principale",
      home: "Accueil",
      dashboard: "Tableau de bord",
      findJobs: "Emplois",
      jobSeekers: "Candidats",
      findCandidates: "Trouver des candidats",
      companies: "Entreprises",
      aiAssistant: "Assistant IA",
      resumeBuilder: "Créer un CV",
      postAJob: "Publier une offre",
      admin: "Administration",
    },
    header: {
      signIn: "Se connecter",
      postJob: "Publier une offre",
    },
    drawer: {
      open: "Ouvrir le menu",
      close: "Fermer le menu",
      title: "Menu",
    },
    account: {
      trigger: "{{initials}}, menu du compte",
      dashboard: "Tableau de bord",
      settings: "Paramètres",
      adminDashboard: "Console d’administration",
      signOut: "Se déconnecter",
      signingOut: "Déconnexion…",
    },
    currentUser: {
      fetchFailed: "Impossible de récupérer l’utilisateur",
    },
    signOut: {
      successTitle: "Déconnecté",
      successDescription: "Vous avez bien été déconnecté.",
      errorTitle: "Erreur de déconnexion",
      errorFallback: "La déconnexion a échoué",
    },
    toasts: {
      label: "Notifications",
    },
    footer: {
      blurb: "Trouvez l’emploi qui vous correspond grâce aux outils d’IA et à des recommandations personnalisées.",
      platform: "Plateforme",
      support: "Assistance",
      resumeBuilder: "Créer un CV",
      jobSearch: "Recherche d’emploi",
      dashboard: "Tableau de bord",
      careerAdvice: "Conseils carrière",
      aboutUs: "À propos",
      helpCenter: "Centre d’aide",
      contactUs: "Nous contacter",
      privacyPolicy: "Politique de confidentialité",
      termsOfService: "Conditions d’utilisation",
      comingSoon: "Bientôt disponible",
      copyright: "© {{year}} {{name}}. Tous droits réservés.",
    },
  },
} satisfies TCatalogueArea;
