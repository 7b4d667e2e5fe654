// The built-in assistant engine's replies and action labels, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantReplies = {
  assistantReplies: {
    suggestions: {
      findJobs: "Trouver des offres dans mon domaine",
      improveSkills: "Aidez-moi à améliorer mes compétences",
      reviewResume: "Examinez mon CV",
      findCandidates: "Trouver de bons candidats",
      careerAdvice: "Conseils pour évoluer dans ma carrière",
      matchJob: "Où en suis-je pour cette offre ?",
      interviewPrep: "Comment préparer un entretien ?",
      hiringTips: "Donnez-moi des conseils de recrutement",
      marketInsights: "Montrez-moi les tendances du marché",
      remoteJobs: "Trouver des offres à distance",
      postJob: "Comment publier une offre ?",
      createAccount: "Comment créer un compte ?",
      applyJob: "Comment postuler à une offre ?",
      jobAlerts: "Comment fonctionnent les alertes emploi ?",
      downloadPdf: "Comment télécharger mon CV en PDF ?",
      pipeline: "Comment faire avancer les candidats dans le processus de recrutement ?",
      candidateDirectory: "Comment fonctionne l’annuaire des candidats ?",
      companyProfile: "Comment modifier le profil de mon entreprise ?",
      savedJobs: "Où sont mes offres enregistrées ?",
      applications: "Où suivre mes candidatures ?",
      assessment: "Comment fonctionne l’évaluation des compétences ?",
      settings: "Comment modifier mes paramètres ?",
      searchHelp: "Comment rechercher un emploi ?",
      messages: "Comment fonctionnent les messages ?",
    },
    actions: {
      searchJobs: "Rechercher ces offres",
      broaderSearch: "Élargir la recherche",
      bestMatches: "Offres par meilleure correspondance",
      findJobs: "Rechercher un emploi",
      openJob: "Ouvrir l’offre",
      openResumeBuilder: "Ouvrir le créateur de CV",
      buildResume: "Créer un CV",
      signIn: "Se connecter",
      register: "Créer un compte",
      registerCompany: "Inscrire votre entreprise",
      openCandidates: "Ouvrir l’annuaire des candidats",
      postJob: "Publier une offre",
      openSettings: "Ouvrir les paramètres",
      openDashboard: "Aller au tableau de bord",
      openMessages: "Ouvrir les messages",
      openSkillsAssessment: "Passer l’évaluation des compétences",
      openCompanies: "Parcourir les entreprises",
    },
    jobs: {
      linkText: "{{title}}, {{company}} ({{place}})",
      linkTextNoPlace: "{{title}}, {{company}}",
      words: "« {{words}} »",
      workType: {
        remote: "à distance",
        hybrid: "hybride",
        onsite: "sur site",
      },
      everything: "toutes les offres ouvertes",
      separator: ", ",
      withMatch: "{{job}} : {{score}} % de correspondance",
      found_one: "J’ai trouvé {{count, number}} offre ouverte pour {{search}} :",
      found_many: "J’ai trouvé {{count, number}} d’offres ouvertes pour {{search}} :",
      found_other: "J’ai trouvé {{count, number}} offres ouvertes pour {{search}} :",
      newest_one: "Hirewise propose {{count, number}} offre ouverte :",
      newest_many: "Hirewise propose {{count, number}} d’offres ouvertes. Les plus récentes :",
      newest_other: "Hirewise propose {{count, number}} offres ouvertes. Les plus récentes :",
      more_one: "",
      more_many: "Voir les {{count, number}} d’offres dans la recherche d’emploi.",
      more_other: "Voir les {{count, number}} offres dans la recherche d’emploi.",
      none: "Je n’ai trouvé aucune offre ouverte pour {{search}} pour le moment.",
      noneHint:
        "Essayez avec moins de mots ou des mots plus larges, une autre ville, ou créez une alerte emploi pour être informé des nouvelles offres.",
      broader_one: "{{count, number}} offre ouverte correspond à « {{words}} » sans le lieu ni le mode de travail.",
      broader_many:
        "{{count, number}} d’offres ouvertes correspondent à « {{words}} » sans le lieu ni le mode de travail.",
      broader_other:
        "{{count, number}} offres ouvertes correspondent à « {{words}} » sans le lieu ni le mode de travail.",
      recommended:
        "Ces offres ouvertes correspondent le mieux à votre CV « {{resumeTitle}} » (pour chercher autre chose, indiquez-moi le poste et le lieu) :",
      recommendedMore: "La page de chaque offre explique son score de correspondance.",
    },
    resume: {
      signIn:
        "Connectez-vous en tant que chercheur d’emploi et j’examinerai votre dernier CV enregistré : ce qui manque, ce qui peut être renforcé et sa correspondance avec les offres que vous avez consultées. Pas encore de compte ? Vous pouvez commencer un CV dans le créateur de CV.",
      seekersOnly:
        "L’examen de CV concerne les CV des chercheurs d’emploi : un compte entreprise ne contient pas de CV. Je peux plutôt trouver des candidats pour vos offres.",
      none: "Vous n’avez pas encore de CV enregistré. Créez-en un dans le créateur de CV et interrogez-moi à nouveau : je vous dirai quoi ajouter et comment il correspond aux offres que vous consultez.",
      intro: "Voici mon examen de votre CV le plus récent, « {{title}} ».",
      missingTitle: "Ce qui manque",
      nothingMissing:
        "Rien d’essentiel : il contient un résumé, des compétences, une expérience datée, des coordonnées et une formation.",
      strengthenTitle: "Ce qui peut être renforcé",
      nothingToStrengthen:
        "Il se lit bien : vos descriptions chiffrent vos résultats et vos compétences sont indiquées.",
      matchTitle: "Par rapport aux offres consultées récemment",
      noRecentJobs:
        "Vous n’avez récemment consulté, enregistré aucune offre ouverte, ni postulé à aucune. Ouvrez quelques offres qui vous plaisent et interrogez-moi à nouveau.",
      mostLacking:
        "Compétences demandées par ces offres qui manquent à votre CV : {{skills}}. Si vous les avez, ajoutez-les.",
      missing: {
        summary: "Un résumé : deux ou trois phrases sur votre poste, votre expérience et vos principales compétences.",
        skills: "Compétences : indiquez les outils et savoir-faire que vous utilisez, les plus importants d’abord.",
        experience: "Expérience : ajoutez vos emplois, stages ou projets, avec ce que vous avez accompli dans chacun.",
        dates: "Dates pour « {{role}} » : un mois de début, et un mois de fin si vous n’y travaillez plus.",
        contact: "Coordonnées : {{parts}}.",
        education: "Formation : votre diplôme le plus élevé, votre école ou votre formation.",
      },
      contact: {
        email: "votre e-mail",
        phone: "votre numéro de téléphone",
        location: "votre ville et votre pays",
      },
      strengthen: {
        shortSummary:
          "Votre résumé est court : dites ce que vous faites, depuis combien de temps et ce dans quoi vous excellez.",
        moreSkills_one:
          "Vous indiquez {{count}} compétence : visez-en au moins {{enough}} parmi celles que demandent les offres qui vous intéressent.",
        moreSkills_many:
          "Vous indiquez {{count}} de compétences : visez-en au moins {{enough}} parmi celles que demandent les offres qui vous intéressent.",
        moreSkills_other:
          "Vous indiquez {{count}} compétences : visez-en au moins {{enough}} parmi celles que demandent les offres qui vous intéressent.",
        describe: "Décrivez votre poste de « {{role}} » : deux ou trois lignes sur ce que vous avez fait et accompli.",
        addLink:
          "Ajoutez un lien vers votre profil LinkedIn, GitHub ou votre portfolio pour que les employeurs voient davantage votre travail.",
      },
      match: {
        viewed: "{{job}} (consultée) : {{score}} % de correspondance.",
        applied: "{{job}} (vous avez postulé) : {{score}} % de correspondance.",
        saved: "{{job}} (enregistrée) : {{score}} % de correspondance.",
        missing: "Manquantes : {{skills}}.",
        complete: "Votre CV couvre toutes les compétences importantes demandées.",
      },
    },
    match: {
      signIn:
        "Connectez-vous en tant que chercheur d’emploi avec un CV enregistré et je vous expliquerai votre correspondance avec une offre : les compétences que vous avez, celles qui manquent, et l’adéquation de votre expérience et de votre lieu.",
      seekersOnly:
        "Les scores de correspondance comparent le CV d’un chercheur d’emploi à une offre. En tant qu’employeur, demandez-moi de trouver de bons candidats : je classe les candidats visibles selon leur correspondance avec votre offre.",
      noJob:
        "Ouvrez la page d’une offre et interrogez-moi à nouveau : je vous expliquerai votre correspondance avec cette offre. Vous n’avez récemment consulté, enregistré aucune offre ouverte, ni postulé à aucune.",
      notOpen:
        "Cette offre n’est pas ouverte : elle n’a donc pas de score de correspondance. Demandez-moi de trouver des offres ouvertes similaires.",
      noResume:
        "Pour calculer votre correspondance avec {{job}}, il me faut un CV enregistré. Créez-en un dans le créateur de CV et interrogez-moi à nouveau.",
      score: "Votre CV « {{resumeTitle}} » obtient **{{score}} sur 100** pour {{job}} : {{band}}",
      matched: "Compétences que vous avez : {{skills}}.",
      missing: "Compétences importantes manquantes : {{skills}}.",
      advice:
        "Pour améliorer votre score, ajoutez ces compétences à votre CV si vous les avez, ou apprenez-les : {{skills}}. Le score ne tient compte que de ce qu’indique votre CV.",
    },
    candidates: {
      visitorRefusal:
        "La recherche de candidats est réservée aux employeurs. Inscrivez votre entreprise pour publier des offres et parcourir les candidats qui ont choisi d’être visibles, classés selon leur correspondance avec vos offres.",
      seekerRefusal:
        "La recherche de candidats est réservée aux employeurs. En tant que chercheur d’emploi, vous pouvez permettre aux entreprises de vous trouver : rendez votre profil visible dans les paramètres.",
      forJob_one: "{{count, number}} candidat visible pour votre offre « {{title}} ». Les meilleures correspondances :",
      forJob_many:
        "{{count, number}} de candidats visibles pour votre offre « {{title}} ». Les meilleures correspondances :",
      forJob_other:
        "{{count, number}} candidats visibles pour votre offre « {{title}} ». Les meilleures correspondances :",
      forListedJob_one:
        "{{count, number}} candidat visible pour l’offre « {{title}} ». Les meilleures correspondances :",
      forListedJob_many:
        "{{count, number}} de candidats visibles pour l’offre « {{title}} ». Les meilleures correspondances :",
      forListedJob_other:
        "{{count, number}} candidats visibles pour l’offre « {{title}} ». Les meilleures correspondances :",
      noJob_one:
        "Vous n’avez aucune offre ouverte à laquelle comparer les candidats : voici donc le candidat de l’annuaire mis à jour le plus récemment (sur {{count, number}}). Publiez une offre pour les classer par correspondance.",
      noJob_many:
        "Vous n’avez aucune offre ouverte à laquelle comparer les candidats : voici donc les candidats de l’annuaire mis à jour le plus récemment (sur {{count, number}}). Publiez une offre pour les classer par correspondance.",
      noJob_other:
        "Vous n’avez aucune offre ouverte à laquelle comparer les candidats : voici donc les candidats de l’annuaire mis à jour le plus récemment (sur {{count, number}}). Publiez une offre pour les classer par correspondance.",
      directory_one: "L’annuaire des candidats compte {{count, number}} candidat visible :",
      directory_many:
        "L’annuaire des candidats compte {{count, number}} de candidats visibles. Les plus récemment mis à jour :",
      directory_other:
        "L’annuaire des candidats compte {{count, number}} candidats visibles. Les plus récemment mis à jour :",
      none: "Aucun candidat n’a encore rendu son profil visible.",
      outro: "Ouvrez un nom pour voir le candidat dans l’annuaire, où vous pouvez lire son CV et le contacter.",
      years_one: "{{count}} année d’expérience",
      years_many: "{{count}} d’années d’expérience",
      years_other: "{{count}} ans d’expérience",
      match: "{{score}} % de correspondance",
      skills: "compétences : {{skills}}",
    },
    insights: {
      public_one:
        "Hirewise propose actuellement {{count, number}} offre ouverte ; {{remote, number}} d’entre elles à distance.",
      public_many:
        "Hirewise propose actuellement {{count, number}} d’offres ouvertes ; {{remote, number}} d’entre elles à distance.",
      public_other:
        "Hirewise propose actuellement {{count, number}} offres ouvertes ; {{remote, number}} d’entre elles à distance.",
      signIn:
        "Connectez-vous en tant que chercheur d’emploi avec un CV pour obtenir vos propres tendances : compétences recherchées, salaires habituels et télétravail dans les offres qui vous correspondent.",
      seekersOnly: "Les tendances du marché personnalisées sont tirées du CV d’un chercheur d’emploi.",
    },
  },
} satisfies TCatalogueArea;
