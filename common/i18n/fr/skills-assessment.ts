// The skills assessment: the page, the dashboard's technical-skills modal, their questions and results, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const skillsAssessment = {
  skillsAssessment: {
    metaTitle: "Évaluation des compétences",
    metaDescription:
      "Répondez à cinq questions courtes sur les compétences techniques, la communication, le leadership, la résolution de problèmes et l’analyse de données, et obtenez pour chacune un score, un niveau et des pistes pour progresser.",
    title: "Évaluation des compétences",
    intro:
      "Cinq questions courtes, une par domaine. Choisissez la réponse la plus proche de ce que vous faites aujourd’hui : il n’y a pas de mauvaise réponse.",
    progress: "Question {{current}} sur {{total}}",
    percentComplete: "{{percent}} % terminé",
    progressLabel: "Progression de l’évaluation",
    previous: "Précédent",
    next: "Suivant",
    getResults: "Voir les résultats",
    completeAssessment: "Terminer l’évaluation",
    viewDashboard: "Voir le tableau de bord",
    retakeAssessment: "Refaire l’évaluation",
    buildResume: "Créer votre CV",
    findMatchingJobs: "Trouver des offres adaptées",
    takeAgain: "Refaire l’évaluation",
    saving: "Enregistrement de vos résultats…",
    resultsTitle: "Vos résultats",
    resultsIntro: "Votre score dans chaque domaine, sur 100, avec son niveau.",
    scoreOutOf: "{{score}} / 100",
    stars: "Note de {{count}} sur 5",
    savedNote: "Enregistré dans Progression des compétences, sur votre tableau de bord.",
    nextSteps: "Que faire ensuite",
    keepTitle: "Conservez vos résultats",
    keepBody:
      "Connectez-vous avec un compte chercheur d’emploi pour enregistrer vos résultats, suivre votre progression sur votre tableau de bord et recevoir des offres adaptées à votre profil.",
    keepSignIn: "Se connecter pour enregistrer",
    keepRegister: "Créer un compte chercheur d’emploi",
    toastSavedTitle: "Évaluation terminée !",
    toastSavedBody: "Votre évaluation des compétences a bien été enregistrée.",
    toastFailedTitle: "Échec de l’évaluation",
    toastFailedBody: "Impossible d’enregistrer votre évaluation. Veuillez réessayer.",
    levels: {
      beginner: "Débutant",
      intermediate: "Intermédiaire",
      advanced: "Avancé",
      expert: "Expert",
    },
    kinds: {
      page: "Évaluation des compétences",
      modal: "Bilan des compétences techniques",
    },
    skills: {
      technicalSkills: "Compétences techniques",
      communication: "Communication",
      leadership: "Leadership",
      problemSolving: "Résolution de problèmes",
      dataAnalysis: "Analyse de données",
      javascript: "JavaScript",
      react: "React",
      nodejs: "Node.js",
      database: "Gestion de bases de données",
    },
    page: {
      questions: {
        technicalSkills: {
          prompt: "Comment maîtrisez-vous les outils et les technologies sur lesquels repose votre travail ?",
          options: {
            "1": "J’apprends encore les bases et j’ai souvent besoin d’aide",
            "2": "J’utilise les fonctions courantes en autonomie",
            "3": "Je mène à bien la plupart des tâches, y compris les moins courantes",
            "4": "Je résous des problèmes techniques complexes et j’adopte vite de nouveaux outils",
            "5": "On vient me demander conseil sur la technique, et c’est moi qui définis nos façons de travailler",
          },
        },
        communication: {
          prompt: "Comment partagez-vous d’habitude une idée complexe avec votre équipe ?",
          options: {
            "1": "J’ai du mal et j’ai tendance à garder mes idées pour moi",
            "2": "Je l’explique quand on me le demande, surtout à l’oral",
            "3": "Je la mets clairement par écrit et je réponds aux questions",
            "4": "J’adapte le message à chaque public et je vérifie qu’il est bien passé",
            "5": "Je présente devant un groupe avec aisance et j’aide les autres à mieux communiquer",
          },
        },
        leadership: {
          prompt: "Quand un projet a besoin de quelqu’un pour prendre les choses en main, que faites-vous ?",
          options: {
            "1": "Je préfère suivre le plan fixé par quelqu’un d’autre",
            "2": "Je pilote de petites tâches quand on me le demande",
            "3": "Je me porte volontaire pour coordonner une partie du travail",
            "4": "Je fixe les objectifs, répartis le travail et garde l’équipe sur la bonne voie",
            "5": "Je mène des équipes à travers le changement et j’aide les autres à devenir des leaders",
          },
        },
        problemSolving: {
          prompt: "Comment abordez-vous un problème que vous n’avez jamais rencontré ?",
          options: {
            "1": "J’attends des consignes avant de commencer",
            "2": "J’essaie la première solution qui me vient à l’esprit",
            "3": "Je cherche des cas similaires et j’adapte ce qui a fonctionné",
            "4": "Je le décompose, je compare les options et je teste la meilleure",
            "5": "Je trouve la cause profonde et je mets en place des correctifs pour qu’il ne se reproduise pas",
          },
        },
        dataAnalysis: {
          prompt: "Êtes-vous à l’aise pour travailler avec des données ?",
          options: {
            "1": "Je travaille rarement avec des données",
            "2": "Je lis des rapports et des graphiques simples",
            "3": "Je crée des tableurs avec des formules et des graphiques simples",
            "4": "J’interroge et je nettoie des données, et j’en tire des conclusions",
            "5": "Je conçois des analyses et des modèles, et je les traduis en décisions",
          },
        },
      },
    },
    modal: {
      title: "Évaluation des compétences techniques",
      intro:
        "Cinq questions sur vos compétences techniques. Vos réponses mettent à jour Progression des compétences sur votre tableau de bord.",
      doneTitle: "Évaluation terminée",
      doneBody: "Vos scores sont enregistrés. Voici où vous en êtes :",
      close: "Fermer",
      questions: {
        javascript: {
          prompt: "Comment décririez-vous votre expérience en JavaScript ?",
          options: {
            "0": "Je connais les bases : variables, fonctions et boucles",
            "1": "J’écris du JavaScript moderne avec des promesses et async/await",
            "2": "J’organise de grandes bases de code avec des modules, des types et des tests",
            "3": "Je connais le langage en profondeur : la boucle d’événements, les performances et l’outillage",
          },
        },
        react: {
          prompt: "Quel est votre niveau en React ?",
          options: {
            "0": "J’ai suivi un ou deux tutoriels",
            "1": "Je crée des composants avec des props, un état et des hooks",
            "2": "Je crée des applications complètes avec routage, chargement de données et hooks personnalisés",
            "3": "Je conçois des bibliothèques de composants et j’optimise les performances de rendu",
          },
        },
        nodejs: {
          prompt: "Qu’avez-vous construit avec Node.js ?",
          options: {
            "0": "Rien pour l’instant",
            "1": "De petits scripts et des serveurs simples",
            "2": "Des API REST avec authentification et base de données",
            "3": "Des services en production avec files d’attente, supervision et montée en charge",
          },
        },
        database: {
          prompt: "Comment travaillez-vous avec les bases de données ?",
          options: {
            "0": "Je sais lire des données avec des requêtes simples",
            "1": "J’écris des requêtes avec jointures et je conçois des tables simples",
            "2": "Je conçois des schémas, des index et des migrations",
            "3": "J’optimise les requêtes, je planifie la capacité et je gère la réplication et les sauvegardes",
          },
        },
        problemSolving: {
          prompt: "Comment vous attaquez-vous à un bug que vous ne savez pas expliquer ?",
          options: {
            "0": "Je demande tout de suite de l’aide à quelqu’un",
            "1": "J’ajoute des logs et j’essaie des modifications jusqu’à ce que ça marche",
            "2": "Je le reproduis, je le cerne et je corrige la cause",
            "3": "Je trouve la cause profonde, j’ajoute un test et je partage ce que j’ai appris",
          },
        },
      },
    },
    recommendations: {
      practiseJobs: "Renforcez {{skill}} (votre score : {{score}}) : voyez les offres qui le demandent",
      practiseResume: "Travaillez {{skill}} (votre score : {{score}}) et mettez-le en valeur dans votre CV",
      learn: "Apprenez {{skill}} : {{jobs}} des offres qui vous correspondent le mieux le demandent",
      apply: "Vos compétences sont solides : postulez aux offres qui vous correspondent le mieux",
    },
    errors: {
      unknownQuestion: "Cette question ne fait pas partie de l’évaluation",
      invalidAnswer: "Choisissez l’une des réponses proposées",
      seekersOnly: "Seuls les comptes chercheur d’emploi peuvent enregistrer des évaluations des compétences",
      tooMany:
        "Vous avez enregistré beaucoup d’évaluations au cours de la dernière heure. Veuillez réessayer plus tard.",
    },
  },
} satisfies TCatalogueArea;
