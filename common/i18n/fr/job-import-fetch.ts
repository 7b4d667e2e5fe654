// Why a job import source could not be read, and what its fetcher left out, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const jobImportFetch = {
  jobImportFetch: {
    unreadable: "La source n’a pas pu être lue. Vérifiez ses paramètres et réessayez.",
    badAddress:
      "L’adresse de la source n’est pas une adresse web valide. Modifiez la source et saisissez une adresse https:// complète.",
    scheme:
      "Seules les adresses http et https peuvent être importées ; celle-ci utilise {{scheme}}. Modifiez la source et saisissez une adresse https://.",
    privateAddress:
      "{{host}} mène à une adresse réseau privée, locale ou réservée, à laquelle l’import d’offres ne se connecte pas. Utilisez l’adresse publique du flux ou, pour un flux sur votre propre réseau, demandez à l’exploitant de définir IMPORT_ALLOW_PRIVATE_ADDRESSES=1.",
    timeout_one:
      "{{host}} n’a pas répondu entièrement en {{count}} seconde. La prochaine synchronisation réessaiera ; si cela continue, demandez au propriétaire du flux pourquoi il est lent.",
    timeout_many:
      "{{host}} n’a pas répondu entièrement en {{count}} de secondes. La prochaine synchronisation réessaiera ; si cela continue, demandez au propriétaire du flux pourquoi il est lent.",
    timeout_other:
      "{{host}} n’a pas répondu entièrement en {{count}} secondes. La prochaine synchronisation réessaiera ; si cela continue, demandez au propriétaire du flux pourquoi il est lent.",
    tooLarge:
      "La réponse de {{host}} dépasse {{megabytes}} Mo, le maximum que l’import d’offres lit depuis une source. Demandez au propriétaire du flux un flux plus petit, ou répartissez-le en plusieurs sources.",
    incomplete: "{{host}} s’est interrompu avant la fin de sa réponse. La prochaine synchronisation réessaiera.",
    hostNotFound: "{{host}} est introuvable. Vérifiez que l’adresse de la source ne contient pas de faute de frappe.",
    refused: "{{host}} a refusé la connexion. Vérifiez l’adresse et le port, et que le site est en ligne.",
    tls: "La connexion sécurisée à {{host}} a échoué (son certificat n’est pas valide). Demandez au propriétaire du flux de le corriger.",
    unreachable: "{{host}} est injoignable ({{reason}}). La prochaine synchronisation réessaiera.",
    badRedirect: "{{host}} a redirigé sans indiquer vers où. Vérifiez l’adresse de la source.",
    tooManyRedirects:
      "La source a redirigé plus de {{count}} fois ; les redirections n’ont donc plus été suivies. Saisissez l’adresse à laquelle elle mène finalement.",
    notFound:
      "Rien n’a été trouvé à cette adresse sur {{host}} (statut 404). Vérifiez le jeton du tableau d’offres, le nom du site ou l’URL, et que le tableau d’offres est public.",
    status:
      "{{host}} a répondu avec le statut {{status}} au lieu des offres. Vérifiez les paramètres de la source ; s’ils sont corrects, la prochaine synchronisation réessaiera.",
    notJson:
      "La réponse n’est pas du JSON : ce ne sont donc pas les offres de {{format}}. Vérifiez le type de la source et ses paramètres.",
    wrongShape:
      "La réponse est du JSON, mais pas au format de {{format}} pour une liste d’offres. Vérifiez le type de la source et ses paramètres.",
    notXml:
      "Le flux n’est pas un XML bien formé (la première erreur est à la ligne {{line}}). Demandez au propriétaire du flux de le corriger.",
    xmlEntities:
      "Le flux déclare des entités XML dans un DOCTYPE, ce que l’import d’offres refuse par sécurité. Demandez au propriétaire du flux de retirer les déclarations d’entités du DOCTYPE.",
    notJobFeed:
      "Le XML n’est pas un flux d’offres au format Indeed : il doit commencer par <source>, et non par <{{root}}>. Vérifiez l’adresse du flux.",
    noJsonLd:
      'La page ne contient pas de JSON-LD (aucun <script type="application/ld+json">) : elle ne présente donc aucune offre que l’import peut lire. Vérifiez l’adresse de la page.',
    noJobPosting:
      "Le JSON-LD de la page ne contient aucun JobPosting schema.org. Vérifiez l’adresse de la page, ou demandez à son propriétaire d’ajouter des données JobPosting.",
    postingWithoutId: "L’offre {{position}} ({{title}}) n’a ni identifiant ni numéro de référence et a été écartée.",
    postingWithoutTitle: "L’offre {{position}} n’a pas d’intitulé et a été écartée.",
    postingWithoutUrl:
      "L’offre {{position}} ({{title}}) n’a pas d’adresse http(s) absolue pour postuler et a été écartée.",
    duplicateId: "L’offre {{position}} reprend l’identifiant {{id}} d’une offre précédente et a été écartée.",
    tooManyPostings_one:
      "La source contient plus de {{limit, number}} offres ; {{count, number}} offre supplémentaire a été écartée.",
    tooManyPostings_many:
      "La source contient plus de {{limit, number}} offres ; {{count, number}} d’offres supplémentaires ont été écartées.",
    tooManyPostings_other:
      "La source contient plus de {{limit, number}} offres ; {{count, number}} offres supplémentaires ont été écartées.",
    brokenJsonLd: "Le bloc JSON-LD {{position}} de la page n’est pas un JSON valide et a été ignoré.",
  },
} satisfies TCatalogueArea;
