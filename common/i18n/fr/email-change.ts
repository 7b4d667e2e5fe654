// Changing the account's e-mail address, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const emailChange = {
  emailChange: {
    email: "E-mail",
    emailHint: "Le modifier envoie un lien de confirmation à la nouvelle adresse ; l’ancienne en est informée.",
    currentPassword: "Mot de passe actuel",
    currentPasswordHint: "Nécessaire pour modifier votre adresse e-mail.",
    pending: "Nous avons envoyé un lien de confirmation à {{email}}. Votre adresse change dès que vous l’ouvrez.",
    sentTitle: "Confirmation envoyée",
    sentBody: "Ouvrez le lien envoyé à {{email}} pour confirmer votre nouvelle adresse.",
    tooManyRequests: "Trop de demandes de modification d’e-mail. Réessayez dans une heure.",
    addressTaken:
      "Un autre compte utilise désormais cette adresse : elle ne peut donc pas devenir la vôtre. Refaites la demande avec une autre adresse.",
    changedTitle: "E-mail modifié",
    changed: "Votre adresse e-mail est désormais {{email}}. Utilisez-la pour vous connecter à partir de maintenant.",
  },
} satisfies TCatalogueArea;
