// The profile photo on the Profile tab of the settings, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const avatar = {
  avatar: {
    title: "Photo de profil",
    change: "Changer la photo",
    remove: "Supprimer la photo",
    hint: "JPG, GIF ou PNG, 1 Mo max.",
    uploading: "Téléversement…",
    removing: "Suppression…",
    successTitle: "Photo mise à jour",
    successBody: "Votre nouvelle photo s’affiche sur tout le site.",
    failedTitle: "Échec du téléversement",
    failedBody: "Impossible de téléverser votre photo. Veuillez réessayer.",
    removedTitle: "Photo supprimée",
    removedBody: "Vos initiales s’affichent à la place.",
    removeFailedTitle: "Échec de la mise à jour",
    removeFailedBody: "Impossible de supprimer votre photo. Veuillez réessayer.",
  },
} satisfies TCatalogueArea;
