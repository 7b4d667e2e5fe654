// The dashboard and the access gates of guarded pages, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const pages = {
  dashboard: {
    metaTitle: "Tableau de bord",
    metaDescription:
      "Votre tableau de bord Hirewise : vos candidatures, vos offres enregistrées et vos CV, ou vos offres publiées et vos candidats.",
    welcome: "Bon retour, {{firstName}}",
    welcomeFirst: "Bienvenue sur Hirewise, {{firstName}}",
    seekerIntro:
      "Reprenez là où vous vous étiez arrêté : trouvez des offres, peaufinez votre CV ou mettez à jour votre compte.",
    companyIntro:
      "Reprenez là où vous vous étiez arrêté : publiez une offre, trouvez des candidats ou mettez à jour votre compte.",
    shortcuts: "Raccourcis",
    quickActions: "Actions rapides",
    skills: {
      title: "Progression des compétences",
      take: "Passer l’évaluation des compétences",
      emptyTitle: "Aucune évaluation passée pour l’instant",
      emptyBody: "Répondez à cinq questions rapides pour savoir où vous en êtes et quoi travailler ensuite.",
      loading: "Chargement de vos compétences...",
      loadFailed: "Vos compétences n’ont pas pu être chargées.",
      retry: "Réessayer",
      scoreValue: "{{score}} / 100",
      history: "Évaluations récentes",
      historyItem: "{{kind}}, {{date}}",
      nextSteps: "Quoi travailler ensuite",
      fullPage: "Ouvrir l’évaluation des compétences complète",
    },
    tips: {
      title: "Conseils pour votre recherche",
      tailor: {
        title: "Adaptez chaque candidature",
        body: "Commencez votre résumé par les deux ou trois compétences que l’offre demande en premier.",
      },
      keywords: {
        title: "Reprenez les mots de l’offre",
        body: "Nommez les outils et les certifications exactement comme l’annonce, pour que les recruteurs et leurs logiciels les trouvent.",
      },
      followUp: {
        title: "Tenez votre CV à jour",
        body: "Ajoutez chaque nouvelle compétence, formation et réussite au fur et à mesure : c’est avec votre CV enregistré que vous postulez.",
      },
    },
    unsave: "Retirer",
    unsaveLabel: "Retirer {{title}} des offres enregistrées",
    resumes: {
      title: "Mes CV",
      count_one: "{{count, number}} CV",
      count_many: "{{count, number}} de CV",
      count_other: "{{count, number}} CV",
      untitled: "CV sans titre",
      updated: "Mis à jour {{date}}",
      emptyTitle: "Aucun CV pour l’instant",
      emptyBody: "Créez un CV ici et téléchargez-le en PDF ; il apparaîtra sur cette page.",
      build: "Créer mon CV",
      newResume: "Nouveau CV",
    },
    cards: {
      updateResume: {
        title: "Mettre à jour mon CV",
        description: "Ouvrez vos CV, mettez-les à jour et téléchargez-les en PDF.",
      },
      findNewJobs: {
        title: "Trouver de nouvelles offres",
        description: "Voyez les dernières offres par intitulé, lieu, mode de travail et salaire.",
      },
      findJobs: {
        title: "Rechercher un emploi",
        description: "Recherchez des postes ouverts par intitulé, lieu, mode de travail et salaire.",
      },
      resumeBuilder: {
        title: "Créateur de CV",
        description: "Créez un CV avec un résumé rédigé par l’IA et téléchargez-le en PDF.",
      },
      settings: {
        title: "Paramètres",
        description: "Mettez à jour votre profil, votre mot de passe et vos préférences de notification.",
      },
      postJob: {
        title: "Publier une offre",
        description: "Décrivez le poste, le salaire et les exigences, puis publiez votre annonce.",
      },
      findCandidates: {
        title: "Trouver des candidats",
        description: "Parcourez les chercheurs d’emploi par compétences, expérience, lieu et disponibilité.",
      },
    },
  },
  adminGate: {
    loginTitle: "Connexion administrateur requise",
    loginBody: "Connectez-vous avec un compte administrateur pour ouvrir la console d’administration.",
    goToLogin: "Aller à la connexion",
    deniedTitle: "Accès refusé",
    deniedBody: "Vous devez disposer des droits d’administrateur pour accéder à cette page.",
    goToDashboard: "Aller au tableau de bord",
  },
  settingsGate: {
    title: "Accès refusé",
    body: "Connectez-vous pour modifier votre profil, votre mot de passe et vos préférences de notification.",
    signIn: "Se connecter",
  },
  postJobGate: {
    title: "Publier une offre",
    body: "Créez un compte entreprise gratuit, ou connectez-vous, pour publier une offre et recevoir des candidatures.",
    createAccount: "Créer un compte gratuit",
    signIn: "Se connecter",
  },
  seekersGate: {
    title: "Accès entreprise requis",
    body: "La recherche de candidats est réservée aux comptes entreprise.",
    registerAsCompany: "S’inscrire en tant qu’entreprise",
  },
} satisfies TCatalogueArea;
