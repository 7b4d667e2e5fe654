// "Forgot password?" and the reset link's page, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const passwordReset = {
  passwordReset: {
    forgotLink: "Mot de passe oublié ?",
    forgot: {
      metaTitle: "Réinitialiser votre mot de passe",
      metaDescription: "Recevez un lien pour définir un nouveau mot de passe Hirewise.",
      title: "Réinitialiser votre mot de passe",
      intro:
        "Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour définir un nouveau mot de passe.",
      email: "E-mail",
      submit: "Envoyer le lien",
      submitting: "Envoi...",
      sentTitle: "Consultez vos e-mails",
      sent: "Si un compte utilise {{email}}, un lien pour définir un nouveau mot de passe est en route. Il ne fonctionne qu’une fois, pendant une heure.",
      failedTitle: "Échec de la demande",
      failedFallback: "Nous n’avons pas pu envoyer le lien. Veuillez réessayer.",
      backToSignIn: "Retour à la connexion",
      remembered: "Vous vous en souvenez ?",
    },
    reset: {
      metaTitle: "Définir un nouveau mot de passe",
      metaDescription: "Définissez un nouveau mot de passe pour votre compte Hirewise.",
      title: "Définir un nouveau mot de passe",
      intro:
        "Choisissez un nouveau mot de passe pour votre compte. Tous les appareils connectés à ce compte seront déconnectés.",
      password: "Nouveau mot de passe",
      confirmPassword: "Confirmer le nouveau mot de passe",
      submit: "Définir le mot de passe",
      submitting: "Enregistrement...",
      successTitle: "Mot de passe mis à jour",
      failedTitle: "Échec de la réinitialisation",
      failedFallback: "Nous n’avons pas pu définir votre mot de passe. Veuillez réessayer.",
      missingToken:
        "Cette page a besoin du lien contenu dans l’e-mail que nous vous avons envoyé. Demandez un nouveau lien si vous ne l’avez plus.",
      requestNewLink: "Demander un nouveau lien",
    },
  },
} satisfies TCatalogueArea;
