// The e-mails the app sends: subject, greeting, paragraphs and link label of each template, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const mail = {
  mail: {
    greeting: "Bonjour {{firstName}},",
    signature: "L’équipe {{siteName}}",
    linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
    jobLine: "{{title}}, {{company}}, {{location}}",
    jobPlace: "{{company}}, {{location}}",
    labelled: "{{label}} :",
    verifyEmail: {
      subject: "Bienvenue sur {{siteName}} : confirmez votre adresse e-mail",
      intro: "Bienvenue sur {{siteName}} ! Veuillez confirmer que {{email}} est bien votre adresse e-mail.",
      action: "Confirmer mon adresse e-mail",
      expiry: "Le lien est valable 7 jours. Si vous n’avez pas créé de compte, ignorez ce message.",
    },
    passwordReset: {
      subject: "Réinitialisez votre mot de passe {{siteName}}",
      intro:
        "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {{siteName}}. Si c’était vous, choisissez un nouveau mot de passe :",
      action: "Choisir un nouveau mot de passe",
      expiry:
        "Le lien ne fonctionne qu’une fois et reste valable 1 heure. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.",
    },
    passwordChanged: {
      subject: "Votre mot de passe {{siteName}} a été modifié",
      intro:
        "Le mot de passe de votre compte {{siteName}} a été modifié le {{date}} (UTC), et toutes les sessions ont été déconnectées.",
      warning:
        "Si vous n’êtes pas à l’origine de ce changement, réinitialisez immédiatement votre mot de passe et prévenez-nous :",
      action: "Réinitialiser mon mot de passe",
    },
    emailChange: {
      subject: "Confirmez votre nouvelle adresse e-mail {{siteName}}",
      intro:
        "Vous avez demandé à utiliser {{email}} pour votre compte {{siteName}}. Veuillez confirmer que cette adresse est bien la vôtre :",
      action: "Confirmer ma nouvelle adresse e-mail",
      expiry:
        "Le lien ne fonctionne qu’une fois et reste valable 24 heures. Tant que vous ne l’avez pas confirmée, vous continuez à vous connecter avec votre adresse actuelle. Si vous n’avez rien demandé, ignorez ce message.",
    },
    emailChanged: {
      subject: "L’adresse e-mail de votre compte {{siteName}} est en cours de modification",
      intro:
        "Une personne connectée à votre compte {{siteName}} a demandé à remplacer l’adresse e-mail du compte par {{email}}. Le changement prend effet dès que la nouvelle adresse est confirmée.",
      warning:
        "Si vous n’êtes pas à l’origine de cette demande, réinitialisez immédiatement votre mot de passe : une réinitialisation déconnecte toutes les sessions.",
      action: "Réinitialiser mon mot de passe",
    },
    signInLimit: {
      subject: "Les connexions à votre compte {{siteName}} sont suspendues",
      intro:
        "Il y a eu trop de tentatives de connexion à votre compte {{siteName}} avec un mot de passe erroné : les nouvelles connexions sont donc suspendues pendant une heure. Les appareils déjà connectés le restent.",
      warning: "Si ces tentatives ne viennent pas de vous, choisissez dès maintenant un nouveau mot de passe :",
      action: "Réinitialiser mon mot de passe",
    },
    applicationStatus: {
      subject: "Du nouveau sur votre candidature : {{jobTitle}}",
      reviewing: "{{company}} examine votre candidature pour le poste {{jobTitle}}.",
      interview: "Bonne nouvelle : {{company}} souhaite vous proposer un entretien pour le poste {{jobTitle}}.",
      offer: "Félicitations : {{company}} vous fait une offre pour le poste {{jobTitle}}.",
      rejected:
        "{{company}} a décidé de ne pas donner suite à votre candidature pour le poste {{jobTitle}}. Merci d’avoir postulé, et bonne chance dans votre recherche.",
      hired: "Félicitations : {{company}} vous a embauché au poste {{jobTitle}}.",
      action: "Voir ma candidature",
    },
    newApplicant: {
      subject: "Nouveau candidat pour {{jobTitle}}",
      intro: "{{name}} a postulé à l’offre {{jobTitle}}.",
      action: "Examiner la candidature",
    },
    interviewScheduled: {
      subject: "Entretien pour {{jobTitle}} chez {{company}}",
      intro:
        "{{company}} vous invite à un entretien pour le poste {{jobTitle}} le {{when}}, pendant {{minutes}} minutes. Lieu (adresse ou lien vidéo) : {{location}}",
      calendar: "Le fichier d’agenda joint ajoute l’entretien à votre agenda.",
      action: "Voir les détails",
      eventTitle: "Entretien : {{jobTitle}} chez {{company}}",
    },
    newMessage: {
      subject: "Nouveau message de {{name}}",
      intro: "{{name}} vous a envoyé un message :",
      action: "Lire et répondre",
    },
    jobAlert: {
      subject_one: "{{count}} nouvelle offre pour « {{alertName}} »",
      subject_many: "{{count}} nouvelles offres pour « {{alertName}} »",
      subject_other: "{{count}} nouvelles offres pour « {{alertName}} »",
      intro_one: "{{count}} nouvelle offre correspond à votre alerte « {{alertName}} » :",
      intro_many: "{{count}} nouvelles offres correspondent à votre alerte « {{alertName}} » :",
      intro_other: "{{count}} nouvelles offres correspondent à votre alerte « {{alertName}} » :",
      more_one: "Et {{count}} autre nouvelle offre correspond à cette recherche.",
      more_many: "Et {{count}} autres nouvelles offres correspondent à cette recherche.",
      more_other: "Et {{count}} autres nouvelles offres correspondent à cette recherche.",
      action: "Voir toutes les offres correspondantes",
      pauseHint: "Trop de messages ? Suspendez cette seule alerte ; vos autres alertes continuent d’arriver.",
      pause: "Suspendre cette alerte",
    },
    weeklyDigest: {
      subject: "Votre semaine sur {{siteName}}",
      intro_one: "{{count}} nouvelle offre correspond cette semaine à votre profil :",
      intro_many: "{{count}} nouvelles offres correspondent cette semaine à votre profil :",
      intro_other: "{{count}} nouvelles offres correspondent cette semaine à votre profil :",
      changesIntro_one: "{{count}} de vos candidatures a avancé cette semaine :",
      changesIntro_many: "{{count}} de vos candidatures ont avancé cette semaine :",
      changesIntro_other: "{{count}} de vos candidatures ont avancé cette semaine :",
      change: "{{jobTitle}} chez {{company}} : {{status}}",
      action: "Trouver d’autres offres",
    },
    lists: {
      notifications:
        "Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres {{siteName}}.",
      "job-alerts":
        "Vous recevez cet e-mail parce que les alertes emploi sont activées dans vos paramètres {{siteName}}.",
      digest:
        "Vous recevez cet e-mail parce que le récapitulatif hebdomadaire est activé dans vos paramètres {{siteName}}.",
    },
    unsubscribe: "Se désabonner",
  },
} satisfies TCatalogueArea;
