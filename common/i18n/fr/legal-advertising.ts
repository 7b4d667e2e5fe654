// The privacy policy's advertising section, shown while ads are enabled, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const legalAdvertising = {
  legalAdvertising: {
    heading: "Publicité",
    cookies: {
      title: "Cookies et technologies similaires",
      body: [
        "Hirewise dépose lui-même deux cookies. Un cookie de session vous maintient connecté : il est strictement nécessaire, il n’est déposé que lorsque vous vous connectez, les scripts de la page ne peuvent pas le lire, et il est supprimé lorsque vous vous déconnectez ou que la session prend fin. Sur les pages qui affichent des publicités, un cookie nommé hw_ad_consent conserve pendant 180 jours votre choix d’accepter ou de refuser les publicités.",
        "Google AdSense, qui diffuse les publicités sur ces pages, dépose et lit ses propres cookies une fois son script publicitaire chargé (voir « Publicité » ci-dessous). Nous n’utilisons aucun cookie de mesure d’audience, et nos polices et images sont servies depuis nos propres serveurs. Les pages vues sont comptées par notre propre serveur, sans cookies (voir « Statistiques d’utilisation » ci-dessus). Le stockage local de votre navigateur conserve quelques éléments pratiques, comme la page à laquelle revenir après votre connexion ; ces informations restent sur votre appareil.",
      ],
    },
    section: {
      id: "advertising",
      title: "Publicité",
      intro:
        "Les pages d’offres d’emploi, les pages d’entreprise et les pages d’information (celles situées sous /pages/) affichent des publicités diffusées par Google AdSense, un service de Google. Aucune autre page n’affiche de publicités : ni le créateur de CV, ni vos paramètres, ni votre tableau de bord, ni vos messages, ni les pages d’administration, ni aucune page où vous remplissez un formulaire.",
      asked:
        "Avant le chargement de tout script publicitaire, nous vous demandons votre accord : la première page qui affiche des publicités propose « Accepter les publicités » et « Refuser ». Le script publicitaire de Google ne se charge qu’après votre acceptation. Si vous refusez, il ne se charge pas, Google ne dépose aucun cookie par l’intermédiaire de nos pages et les espaces publicitaires restent vides.",
      notAsked:
        "Le script publicitaire de Google se charge sur les pages qui affichent des publicités sans demande préalable. Si vous refusez les publicités via « Choix publicitaires », il ne se charge plus sur nos pages.",
      choice:
        "Nous conservons votre réponse dans le cookie hw_ad_consent pendant 180 jours, afin de ne vous la demander qu’une fois. Pour la modifier, choisissez « Choix publicitaires » en bas de toute page qui affiche des publicités. Vous pouvez également décider de la manière dont Google personnalise les publicités que vous voyez dans les paramètres publicitaires de Google (https://adssettings.google.com), et lire comment Google utilise les informations provenant des sites qui affichent ses publicités (https://policies.google.com/technologies/partner-sites).",
      received: "Lorsque le script publicitaire se charge, Google reçoit :",
      data: [
        "votre adresse IP et les caractéristiques de votre navigateur (son agent utilisateur et sa langue) ;",
        "l’adresse de la page où vous vous trouvez et celle de la page qui vous y a mené ;",
        "les cookies que Google a déposés sur votre appareil, le cas échéant.",
      ],
      use: "Google utilise ces informations pour choisir, afficher et mesurer les publicités et pour détecter la fraude, conformément à sa propre politique de confidentialité (https://policies.google.com/privacy). Nous ne transmettons à Google ni votre compte, ni vos CV, ni vos candidatures, ni vos messages, ni rien de ce que vous saisissez sur le site.",
    },
  },
} satisfies TCatalogueArea;
