// Confirming the e-mail address, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const emailVerification = {
  emailVerification: {
    metaTitle: "Confirmez votre adresse e-mail",
    metaDescription: "Confirmez l’adresse e-mail de votre compte Hirewise.",
    title: "Confirmez votre adresse e-mail",
    intro:
      "Un clic confirme que cette adresse est la vôtre, pour que nous puissions vous contacter au sujet de vos candidatures.",
    confirm: "Confirmer mon adresse e-mail",
    confirming: "Confirmation...",
    confirmedTitle: "E-mail confirmé",
    failedTitle: "Échec de la confirmation",
    failedFallback: "Nous n’avons pas pu confirmer votre adresse. Veuillez réessayer.",
    missingToken:
      "Cette page a besoin du lien de l’e-mail que nous vous avons envoyé. Connectez-vous pour en demander un nouveau.",
    continue: "Aller à votre tableau de bord",
    signIn: "Se connecter",
    reminderTitle: "Confirmez votre adresse e-mail",
    reminder:
      "Nous avons envoyé un lien de confirmation à {{email}}. Ouvrez-le pour confirmer que cette adresse est la vôtre.",
    resend: "Envoyer un nouveau lien",
    resending: "Envoi...",
    resentTitle: "Lien envoyé",
    resendFailedTitle: "Envoi impossible",
  },
} satisfies TCatalogueArea;
