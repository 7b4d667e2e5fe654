// The unsubscribe page a notification e-mail links to, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const unsubscribe = {
  unsubscribe: {
    metaTitle: "Se désabonner",
    metaDescription: "Arrêtez un type d’e-mail envoyé par Hirewise.",
    title: "Se désabonner",
    lists: {
      notifications: "les notifications par e-mail sur vos candidatures, vos candidats, vos entretiens et vos messages",
      "job-alerts": "les e-mails d’alerte emploi",
      digest: "le récapitulatif hebdomadaire",
    },
    question: "Ne plus recevoir {{list}} ?",
    explanation:
      "Les e-mails de sécurité, comme la réinitialisation du mot de passe, vous parviennent toujours. Vous pouvez réactiver cet envoi à tout moment dans Paramètres, rubrique Notifications.",
    confirm: "Se désabonner",
    confirming: "Désabonnement...",
    doneTitle: "Désabonnement effectué",
    done: "Vous ne recevrez plus {{list}}.",
    settingsLink: "Gérer les paramètres e-mail",
    linkInvalid:
      "Ce lien de désabonnement n’est pas valide ou a expiré. Connectez-vous et modifiez vos paramètres e-mail dans Paramètres, rubrique Notifications.",
    failedTitle: "Désabonnement impossible",
    signIn: "Se connecter",
  },
} satisfies TCatalogueArea;
