// The employer walkthrough with sample data, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const employerDemo = {
  employerDemo: {
    metaTitle: "Visite guidée employeur",
    metaDescription:
      "Une courte visite guidée du recrutement sur Hirewise, avec des données d’exemple : publiez une offre, voyez les candidats classés et les candidatures, faites avancer un candidat dans le processus de recrutement et écrivez à un candidat.",
    title: "Découvrez comment recruter sur Hirewise",
    intro:
      "Une courte visite guidée de l’espace employeur. Elle se déroule toute seule ; mettez-la en pause ou avancez étape par étape, à votre rythme. Chaque offre, entreprise et personne présentée est un exemple.",
    playerLabel: "Visite guidée employeur",
    stageLabel: "Scène de la visite guidée",
    exampleBadge: "Exemple",
    exampleNote: "Données d’exemple : cette entreprise, cette offre et ces personnes sont fictives.",
    progress: "Étape {{step}} sur {{count}}",
    keyboardHint: "La barre d’espace met en pause et relance la visite guidée lorsque la scène a le focus.",
    reducedMotion:
      "Votre appareil demande moins d’animations : la visite guidée vous attend. Appuyez sur « Lecture » ou « Suivant ».",
    controls: {
      label: "Commandes de la visite guidée",
      previous: "Précédent",
      next: "Suivant",
      pause: "Pause",
      play: "Lecture",
      replay: "Revoir",
    },
    scenes: {
      postJob: {
        title: "Publier une offre",
        caption: "Publiez une offre en quelques minutes : l’intitulé, le lieu, le salaire et les exigences du poste.",
      },
      candidates: {
        title: "Voir les candidats classés",
        caption:
          "Hirewise classe les chercheurs d’emploi au profil visible selon leur correspondance avec votre offre, et explique pourquoi.",
      },
      applicants: {
        title: "Examiner vos candidats",
        caption:
          "Chaque personne qui a postulé apparaît avec son score de correspondance et l’étape où elle se trouve.",
      },
      pipeline: {
        title: "Faire avancer un candidat dans le processus de recrutement",
        caption:
          "Faites passer un candidat de « Postulé » à « Examinée », puis à « Entretien » ; il voit chaque changement sur son tableau de bord.",
      },
      message: {
        title: "Écrire à un candidat",
        caption: "Écrivez à un candidat depuis sa fiche : le message arrive dans sa messagerie Hirewise et par e-mail.",
      },
      start: {
        title: "Commencez à recruter dès aujourd’hui",
        caption:
          "Voilà tout le cycle : publiez une offre, rencontrez des candidats qui correspondent, faites-les avancer et échangez avec eux.",
        text: "La publication d’une offre est gratuite. Votre tableau de bord se remplit de vos propres offres, candidats et candidatures.",
      },
    },
    pipeline: {
      label: "Étapes du processus de recrutement de {{name}}",
      moved: "{{name}} est passé de « Postulé » à « Entretien »",
    },
    otherTab:
      "Cet exemple montre les onglets Candidats et Candidatures ; votre propre tableau de bord remplit cet onglet avec vos données.",
    appliedFor: "A postulé à {{job}}",
    sample: {
      companyName: "Exemple SA",
      companyEmail: "jobs@example.com",
      jobTitle: "Développeur frontend senior",
      description:
        "Concevez les écrans que nos clients utilisent chaque jour avec React et TypeScript, aux côtés d’un designer et de deux développeurs backend.",
      requirements:
        "5 ans d’expérience en développement frontend, React, TypeScript et un souci des interfaces accessibles.",
      benefits: "Des jours de télétravail, un budget formation et 30 jours de congés.",
      messageSubject: "Votre candidature au poste de Développeur frontend senior",
      messageBody:
        "Bonjour Maya, merci pour votre candidature. Nous aimerions vous inviter à un entretien la semaine prochaine. Quel jour vous convient ?",
      headlines: {
        maya: "Développeuse frontend, React et TypeScript",
        omar: "Développeur full-stack qui se tourne vers le frontend",
        lena: "Ingénieure UI avec une formation en design",
      },
    },
  },
} satisfies TCatalogueArea;
