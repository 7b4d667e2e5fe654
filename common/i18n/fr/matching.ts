// The match score and its explanation, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const matching = {
  matching: {
    errors: {
      seekersOnly: "Les scores de correspondance sont calculés à partir des CV du chercheur d’emploi lui-même.",
      jobNotOpen: "Cette offre n’est plus ouverte : elle n’a donc pas de score de correspondance.",
      tooManySkills: "Envoyez 200 compétences au maximum.",
      sortNeedsSignIn:
        "Connectez-vous en tant que chercheur d’emploi pour trier les offres par meilleure correspondance.",
      sortSeekersOnly:
        "Le tri par meilleure correspondance est réservé aux chercheurs d’emploi : il compare les offres à votre CV.",
      sortNeedsResume: "Créez un CV pour trier les offres par meilleure correspondance.",
    },
    tile: {
      signIn: "Connectez-vous pour voir votre score de correspondance",
      noResume: "Créez un CV pour voir dans quelle mesure vous correspondez à cette offre.",
      buildResume: "Créer un CV",
      resume: "CV",
      loading: "Calcul de votre score de correspondance...",
      failed: "Votre score de correspondance n’a pas pu être calculé.",
      retry: "Réessayer",
      scoreOutOf: "{{score}} sur 100",
      matched: "Compétences que vous avez",
      matchedAs: "{{resumeSkill}} → {{jobSkill}}",
      related: "{{skill}} (proche)",
      noneMatched: "Aucune des compétences de l’offre ne figure encore dans ce CV.",
      missing: "Compétences importantes manquantes",
      noneMissing: "Ce CV couvre toutes les compétences importantes que l’offre demande.",
      why: "Pourquoi ce score",
    },
    band: {
      excellent: "Excellente correspondance !",
      good: "Bonne correspondance",
      improve: "Pensez à renforcer vos compétences",
    },
    level: {
      intern: "stagiaire",
      junior: "junior",
      mid: "confirmé",
      senior: "senior",
      lead: "responsable d’équipe",
      head: "chef de service ou directeur",
    },
    experience: {
      meets: "Vous avez {{years}} ans d’expérience ; l’offre en demande {{required}} ou plus.",
      short: "Vous avez {{years}} ans d’expérience ; l’offre en demande {{required}} ou plus, soit davantage que vous.",
      noRequirement: "Vous avez {{years}} ans d’expérience ; l’offre n’indique aucun minimum.",
      yearsUnknown:
        "Votre CV n’indique pas combien d’années vous avez travaillé ; l’offre en demande {{required}} ou plus.",
      none: "Ni votre CV ni l’offre n’indiquent d’années d’expérience.",
    },
    title: {
      sameRole: "Votre expérience de {{resumeTitle}} correspond au poste de {{jobTitle}}.",
      relatedRole: "Votre expérience de {{resumeTitle}} est proche du poste de {{jobTitle}}.",
      otherRole: "Le poste de {{jobTitle}} diffère de votre expérience de {{resumeTitle}}.",
      levelAbove:
        "{{jobTitle}} est un poste plus senior ({{jobLevelKey}}) que ce que montre votre CV ({{resumeLevelKey}}).",
      levelBelow:
        "{{jobTitle}} est un poste plus junior ({{jobLevelKey}}) que ce que montre votre CV ({{resumeLevelKey}}).",
    },
    location: {
      remote: "L’offre est à distance : elle vous convient où que vous viviez.",
      sameCity: "L’offre est à {{city}}, où vous vivez.",
      sameCountry: "L’offre se situe dans votre pays, {{country}}.",
      relocate: "Pays de l’offre : {{country}} ; votre profil indique que vous êtes prêt à déménager.",
      abroad:
        "Pays de l’offre : {{country}}. Elle est sur site, hors de votre pays, et votre profil n’indique pas que vous seriez prêt à déménager.",
      abroadHybrid:
        "Pays de l’offre : {{country}}. Elle est hybride, hors de votre pays, et votre profil n’indique pas que vous seriez prêt à déménager.",
      unknown: "Pays de l’offre : {{country}} ; votre CV n’indique pas où vous vivez.",
    },
  },
} satisfies TCatalogueArea;
