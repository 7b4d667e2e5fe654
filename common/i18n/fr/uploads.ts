// The uploaded files' refusals, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const uploads = {
  uploads: {
    missingFile: "Choisissez un fichier à téléverser",
    unsupportedType: "Choisissez une image JPG, GIF ou PNG",
    unreadableImage: "Impossible de lire cette image : elle est peut-être endommagée ou incomplète",
    avatarTooLarge: "La photo ne doit pas dépasser 1 Mo",
    notFound: "Fichier introuvable",
  },
} satisfies TCatalogueArea;
