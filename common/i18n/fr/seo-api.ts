// The SEO calls' server answers: errors and the score's checks, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const seoApi = {
  seoApi: {
    errors: {
      notFound: "Cette configuration SEO n’existe plus.",
      pathStart: "Saisissez un chemin de page commençant par /, par exemple /jobs",
      pathQuery: "Saisissez le chemin sans requête (?) ni fragment (#)",
      pathFormat: "Saisissez un chemin sans espaces, barres obliques inverses ni //",
      unknownPage:
        "Aucune page de ce site ne répond à ce chemin. Utilisez une page comme /jobs, /jobs/12 pour une offre, la page d’une entreprise ou /pages/about pour une page publiée.",
      duplicatePage: "Cette page a déjà une configuration SEO. Modifiez plutôt celle-ci.",
      url: "Saisissez une adresse web complète (commençant par https ou http) ou un chemin de ce site commençant par /",
      tooManyKeywords: "Saisissez 20 mots-clés au maximum",
      keywordTooLong: "Chaque mot-clé peut compter au maximum 100 caractères",
      signedInOnly:
        "Cette page n’est affichée qu’aux personnes connectées : les moteurs de recherche ne la voient donc jamais. Vérifiez une page publique.",
      renderFailed: "La page n’a pas pu être générée pour être vérifiée. Réessayez dans un instant.",
    },
    checkNames: {
      title: "Titre",
      description: "Méta-description",
      h1: "Titre principal (h1)",
      canonical: "Adresse canonique",
      robots: "Directive robots",
      jsonLd: "Données structurées (JSON-LD)",
      imageAlt: "Texte alternatif des images",
      openGraph: "Balises Open Graph",
    },
    checks: {
      title: {
        missing: "La page n’a pas de titre.",
        short: "Le titre compte {{length}} caractères : visez {{min}}-{{max}}.",
        long: "Le titre compte {{length}} caractères : les résultats de recherche le coupent après environ {{max}}.",
        good: "Le titre compte {{length}} caractères, dans la plage {{min}}-{{max}}.",
      },
      description: {
        missing: "La page n’a pas de méta-description.",
        short: "La description compte {{length}} caractères : visez {{min}}-{{max}}.",
        long: "La description compte {{length}} caractères : les résultats de recherche la coupent après environ {{max}}.",
        good: "La description compte {{length}} caractères, dans la plage {{min}}-{{max}}.",
      },
      h1: {
        one: "La page a un seul titre principal.",
        none: "La page n’a pas de titre principal (h1).",
        many: "La page a {{count}} titres principaux (h1) : gardez-en un seul.",
      },
      canonical: {
        missing: "La page n’indique aucune adresse canonique.",
        many: "La page indique {{count}} adresses canoniques : gardez-en une seule.",
        relative: "L’adresse canonique n’est pas une adresse http(s) absolue.",
        absolute: "La page indique son adresse canonique.",
      },
      robots: {
        noindex: "La page demande aux moteurs de recherche de ne pas l’indexer (noindex).",
        nofollow: "La page demande aux moteurs de recherche de ne pas suivre ses liens (nofollow).",
        indexed: "Les moteurs de recherche peuvent indexer la page et suivre ses liens.",
      },
      jsonLd: {
        invalid: "{{count}} blocs de données structurées sur {{total}} ne sont pas du JSON valide.",
        missingType: "Il manque à la page les données structurées qu’elle devrait contenir : {{types}}.",
        noneExpected: "La page ne contient aucune donnée structurée, et aucune n’est attendue ici.",
        valid: "{{count}} blocs de données structurées, tous valides.",
      },
      imageAlt: {
        noImages: "La page n’a pas d’images.",
        all: "Les {{total}} images ont toutes un texte alternatif.",
        missing: "{{count}} images sur {{total}} n’ont pas de texte alternatif.",
      },
      openGraph: {
        both: "La page a un titre et une description Open Graph.",
        noTitle: "La page a une description Open Graph, mais pas de titre.",
        noDescription: "La page a un titre Open Graph, mais pas de description.",
        missing: "La page n’a ni titre ni description Open Graph.",
      },
    },
  },
} satisfies TCatalogueArea;
