// The monetization readiness check: its checks and their reasons, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const adminMonetizationReadiness = {
  monetizationReadiness: {
    checks: {
      listedJobs: "Offres en ligne",
      originalContent: "Contenu original",
      ownJobs: "Offres publiées ici",
      navigationLinks: "Liens de navigation",
      notFoundPage: "Réponse « page introuvable »",
      legalPages: "Politique de confidentialité et conditions d’utilisation",
      operatorDetails: "Coordonnées de l’exploitant",
      contactPage: "Page Contact",
      https: "HTTPS",
      sitemap: "Plan du site",
      robots: "robots.txt",
      traffic: "Trafic",
      engagement: "Engagement",
      prohibitedContent: "Contenu restreint",
      freshContent: "Contenu récent",
    },
    reasons: {
      unexpectedError:
        "Cette vérification n’a pas pu aboutir. Relancez-la ; si elle échoue encore, consultez le journal du serveur.",
      listedJobs: {
        passed_one: "{{count, number}} offre est en ligne.",
        passed_many: "{{count, number}} d’offres sont en ligne.",
        passed_other: "{{count, number}} offres sont en ligne.",
        few_one:
          "Seulement {{count, number}} offre en ligne : publiez-en au moins {{minimum, number}} pour que les visiteurs trouvent assez à lire.",
        few_many:
          "Seulement {{count, number}} d’offres en ligne : publiez-en au moins {{minimum, number}} pour que les visiteurs trouvent assez à lire.",
        few_other:
          "Seulement {{count, number}} offres en ligne : publiez-en au moins {{minimum, number}} pour que les visiteurs trouvent assez à lire.",
        none: "Aucune offre n’est en ligne.",
      },
      originalContent: {
        passed: "Vos pages publiées contiennent {{words, number}} mots rédigés par vous.",
        short:
          "Vos pages publiées ne contiennent que {{words, number}} mots : rédigez-en au moins {{minimum, number}} (À propos, Conseils carrière, un centre d’aide).",
        none: "Aucune page de contenu n’est publiée : rédigez et publiez vos propres pages (À propos, Conseils carrière, un centre d’aide).",
      },
      ownJobs: {
        passed: "{{percent, number}} % des offres en ligne ont été publiées ici.",
        low: "Seulement {{percent, number}} % des offres en ligne ont été publiées ici : pour AdSense, les offres importées ne sont pas du contenu original.",
        failed:
          "Seulement {{percent, number}} % des offres en ligne ont été publiées ici : la plupart sont importées, et pour AdSense, les offres importées ne sont pas du contenu original.",
        none: "Aucune offre n’est en ligne, donc aucune n’a été publiée ici.",
      },
      navigationLinks: {
        passed_one: "Le lien de l’en-tête et du pied de page répond.",
        passed_many: "Les {{count, number}} liens de l’en-tête et du pied de page répondent.",
        passed_other: "Les {{count, number}} liens de l’en-tête et du pied de page répondent.",
        broken_one: "{{count, number}} lien de l’en-tête ou du pied de page ne répond pas : {{links}}.",
        broken_many: "{{count, number}} liens de l’en-tête ou du pied de page ne répondent pas : {{links}}.",
        broken_other: "{{count, number}} liens de l’en-tête ou du pied de page ne répondent pas : {{links}}.",
        noLinks: "L’en-tête et le pied de page de la page d’accueil ne contiennent aucun lien vers les pages du site.",
        homeFailed: "La page d’accueil n’a pas pu être affichée pour un visiteur (réponse {{status}}).",
      },
      notFoundPage: {
        passed: "Une adresse inconnue renvoie la page « page introuvable » du site.",
        failed: "Une adresse inconnue a renvoyé {{status}} au lieu de la page « page introuvable » du site.",
      },
      legalPages: {
        passed: "La politique de confidentialité et les conditions d’utilisation sont publiées.",
        failed: "Ces pages légales ne répondent pas : {{pages}}.",
      },
      operatorDetails: {
        passed: "Le nom, l’adresse postale, l’e-mail de contact et la juridiction de l’exploitant sont renseignés.",
        missing:
          "Renseignez les informations manquantes de l’exploitant ({{missing}}) dans Paramètres > Général : d’ici là, la politique de confidentialité et les conditions d’utilisation affichent des textes provisoires.",
      },
      operatorFields: {
        name: "nom",
        postalAddress: "adresse postale",
        contactEmail: "e-mail de contact",
        jurisdiction: "juridiction",
      },
      contactPage: {
        passed: "Une page Contact est publiée.",
        missing: "Aucune page Contact n’est publiée : publiez une page de contenu à l’adresse /pages/contact.",
      },
      https: {
        passed: "Le site est servi en HTTPS ({{url}}).",
        failed:
          "L’adresse publique du site n’est pas en HTTPS ({{url}}) : servez-le en HTTPS et réglez PUBLIC_URL en conséquence.",
      },
      sitemap: {
        passed: "Le plan du site liste les pages du site.",
        empty: "Le plan du site répond mais ne liste aucune page.",
        failed: "Le plan du site ne répond pas (réponse {{status}}).",
      },
      robots: {
        passed: "robots.txt laisse entrer les robots d’exploration et AdSense, et indique le plan du site.",
        noSitemap: "robots.txt n’indique pas le plan du site (ligne Sitemap:).",
        blocked: "robots.txt bloque {{agent}} sur tout le site (Disallow: /).",
        failed: "robots.txt ne répond pas (réponse {{status}}).",
      },
      traffic: {
        none: "Aucune page vue ces 30 derniers jours : AdSense attend un trafic régulier, {{minimum, number}} ou plus.",
        passed: "{{count, number}} pages vues ces 30 derniers jours.",
        low: "{{count, number}} pages vues ces 30 derniers jours : AdSense attend un trafic régulier, {{minimum, number}} ou plus.",
        failed:
          "Seulement {{count, number}} pages vues ces 30 derniers jours : AdSense attend un trafic régulier, {{minimum, number}} ou plus.",
      },
      engagement: {
        passed: "Le taux de rebond des 30 derniers jours est de {{rate, number}} %.",
        high: "Le taux de rebond des 30 derniers jours est de {{rate, number}} % : beaucoup de visiteurs partent après une seule page.",
        failed:
          "Le taux de rebond des 30 derniers jours est de {{rate, number}} % : la plupart des visiteurs partent après une seule page.",
        tooFewVisits:
          "Pas assez de visites pour mesurer : {{count, number}} ces 30 derniers jours, il en faut au moins {{minimum, number}}.",
      },
      prohibitedContent: {
        passed: "Aucune offre en ligne ni page publiée n’utilise de termes restreints par AdSense.",
        found_one:
          "{{count, number}} offre ou page utilise des termes restreints par AdSense ; vérifiez-la : {{titles}}.",
        found_many:
          "{{count, number}} d’offres ou de pages utilisent des termes restreints par AdSense ; vérifiez-les, par exemple : {{titles}}.",
        found_other:
          "{{count, number}} offres ou pages utilisent des termes restreints par AdSense ; vérifiez-les, par exemple : {{titles}}.",
      },
      freshContent: {
        today: "Une offre a été publiée ou une page mise à jour aujourd’hui.",
        passed_one: "L’offre ou la page la plus récente date de {{count, number}} jour.",
        passed_many: "L’offre ou la page la plus récente date de {{count, number}} jours.",
        passed_other: "L’offre ou la page la plus récente date de {{count, number}} jours.",
        stale:
          "L’offre ou la page la plus récente date de {{count, number}} jours : publiez ou mettez à jour du contenu au moins une fois par mois.",
        failed:
          "L’offre ou la page la plus récente date de {{count, number}} jours : les visiteurs et AdSense voient un site que personne ne met à jour.",
        none: "Aucune offre n’est en ligne et aucune page n’est publiée.",
      },
    },
  },
} satisfies TCatalogueArea;
