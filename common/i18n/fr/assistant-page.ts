// The AI assistant's chat page: tabs, welcome, suggestions, quick actions, tips and chats, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantPage = {
  assistantPage: {
    metaTitle: "Assistant IA de carrière",
    metaDescription:
      "Demandez à l’assistant IA de Hirewise de trouver des offres qui vous correspondent, de relire votre CV, de préparer votre prochaine étape professionnelle ou de trouver de bons candidats, avec des réponses tirées des offres publiées sur Hirewise.",
    title: "Assistant IA",
    intro:
      "Posez vos questions sur les offres, votre CV, le recrutement ou votre prochaine étape. Les réponses s’appuient sur les vraies offres et les vrais profils de Hirewise.",
    tabsLabel: "Assistant IA",
    tabs: { chat: "Discussion", quickActions: "Actions rapides" },
    welcome:
      "Bonjour ! Je suis votre assistant IA Hirewise. Je peux trouver des offres qui vous correspondent, relire votre CV, vous suggérer des compétences à acquérir, vous aider à recruter et vous conseiller sur votre carrière. Que souhaitez-vous faire ?",
    chips: {
      label: "Essayez de demander",
      findJobs: "Trouver des offres dans mon domaine",
      improveSkills: "M’aider à développer mes compétences",
      reviewResume: "Relire mon CV",
      findCandidates: "Trouver de bons candidats",
      careerAdvice: "Des conseils pour progresser",
    },
    chat: {
      logLabel: "Conversation avec l’assistant IA",
      you: "Vous",
      assistant: "Assistant",
      inputLabel: "Écrire à l’assistant IA",
      placeholder: "Posez une question sur les offres ou votre carrière...",
      hint: "Entrée envoie ; Maj+Entrée passe à la ligne.",
      send: "Envoyer",
      writing: "L’assistant rédige sa réponse...",
      failed:
        "L’assistant n’a pas pu répondre pour le moment. Votre message est toujours dans la zone de saisie : essayez de le renvoyer.",
      brokeOff: "Cette réponse a été interrompue.",
      suggestionsLabel: "Questions suggérées",
      actionsLabel: "Étapes suivantes",
      notStored: "Vous n’êtes pas connecté : cette conversation n’est donc pas enregistrée.",
      signIn: "Connectez-vous pour conserver vos conversations",
    },
    quickActions: {
      intro: "Choisissez une tâche : l’assistant s’y met dans la conversation.",
      prompt: "Aidez-moi : {{title}}",
      start: "Demander à l’assistant",
      jobSearch: {
        title: "Recherche d’emploi",
        body: "Des postes adaptés à vos compétences, à votre lieu et à votre façon de travailler.",
      },
      skillDevelopment: {
        title: "Développement des compétences",
        body: "Les compétences recherchées par les employeurs et comment les acquérir.",
      },
      resumeHelp: { title: "Aide pour le CV", body: "Ce qui manque à votre CV enregistré et ce qu’il faut renforcer." },
      findCandidates: {
        title: "Trouver des candidats",
        body: "Des candidats visibles qui correspondent à l’une de vos offres ouvertes.",
      },
      hiringTips: {
        title: "Conseils de recrutement",
        body: "Rédigez des offres qui attirent et menez de bons entretiens.",
      },
      marketInsights: {
        title: "Tendances du marché",
        body: "La demande, les salaires et les compétences en vogue là où vous cherchez.",
      },
    },
    proTips: {
      title: "Conseils de pro",
      specific:
        "Soyez précis : indiquez le poste, la ville et le mode de travail, par exemple « offres React à distance à Dubaï ».",
      resume: "Enregistrez d’abord un CV dans le créateur de CV : l’assistant le relit et le compare aux offres.",
      followUp:
        "Posez une question à la fois et précisez l’offre, le lieu ou la compétence visés : les questions courtes et précises obtiennent les meilleures réponses.",
      links:
        "Ouvrez les liens et les boutons sous une réponse pour accéder directement à une offre ou à une recherche.",
    },
    conversations: {
      title: "Conversations récentes",
      new: "Nouvelle conversation",
      loading: "Chargement de vos conversations...",
      loadFailed: "Impossible de charger vos conversations.",
      retry: "Réessayer",
      emptyTitle: "Aucune conversation pour l’instant",
      emptyBody: "Vos conversations sont conservées ici : vous pourrez en reprendre une plus tard.",
      current: "Ouverte",
      delete: "Supprimer « {{title}} »",
      deleteTitle: "Supprimer cette conversation ?",
      deleteBody: "« {{title}} » et tous ses messages seront définitivement supprimés.",
      cancel: "Annuler",
      close: "Fermer",
      deleteConfirm: "Supprimer",
      deleting: "Suppression...",
      deleted: "Conversation supprimée",
      deleteFailed: "Impossible de supprimer la conversation.",
      openFailed: "Impossible d’ouvrir cette conversation.",
      opening: "Ouverture...",
      keptNote: "Les conversations sont conservées jusqu’à ce que vous les supprimiez.",
    },
  },
} satisfies TCatalogueArea;
