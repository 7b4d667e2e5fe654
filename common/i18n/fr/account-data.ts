// Download my data and delete my account (the Security tab of the settings), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const accountData = {
  accountData: {
    downloadTitle: "Télécharger mes données",
    downloadBody:
      "Un fichier JSON avec tout ce que Hirewise conserve sur vous : votre compte, votre profil, vos CV, vos offres enregistrées, vos candidatures, votre entreprise, vos sessions, votre journal de sécurité, vos e-mails, vos fichiers téléversés et votre activité.",
    download: "Télécharger mes données",
    dangerZone: "Zone de danger",
    deleteTitle: "Supprimer mon compte",
    deleteBody:
      "La suppression de votre compte efface définitivement vos données de Hirewise et vous déconnecte. Cette action est irréversible.",
    delete: "Supprimer mon compte",
    dialogTitle: "Supprimer votre compte ?",
    dialogIntro: "Cette action est irréversible. Nous supprimons :",
    removedProfile: "votre compte, votre profil, vos CV et vos offres enregistrées",
    removedCompany: "pour un compte entreprise, le profil de votre entreprise et ses offres d’emploi",
    removedSessions: "vos sessions, vos photos téléversées et les e-mails que nous conservons pour vous",
    anonymised:
      "Notre journal de sécurité et nos statistiques de pages conservent leurs entrées, sans votre nom ni votre adresse e-mail.",
    password: "Mot de passe",
    passwordHint: "Saisissez votre mot de passe pour confirmer.",
    confirm: "Supprimer mon compte",
    deleting: "Suppression...",
    cancel: "Annuler",
    close: "Fermer",
    deletedTitle: "Compte supprimé",
    deletedBody: "Votre compte et vos données ont été supprimés.",
    failedTitle: "Échec de la suppression",
    failedBody: "Nous n’avons pas pu supprimer votre compte. Veuillez réessayer.",
    tooManyAttempts: "Trop de tentatives de suppression de votre compte. Veuillez réessayer dans une heure.",
    lastAdmin: "Vous êtes le seul administrateur. Nommez d’abord un autre administrateur, puis supprimez votre compte.",
  },
} satisfies TCatalogueArea;
