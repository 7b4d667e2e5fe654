// The job import's server answers, warnings and errors, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const jobImportApi = {
  jobImportApi: {
    errors: {
      sourceNotFound: "Cette source d’offres n’existe pas (elle a peut-être été supprimée)",
      duplicateSource: "Une source de ce type avec ces paramètres est déjà configurée",
      tooManySources:
        "Vous pouvez configurer au maximum {{max}} sources d’offres : supprimez-en une avant d’en ajouter une autre",
      syncRunning: "Une synchronisation des offres est déjà en cours. Attendez qu’elle se termine, puis réessayez",
      sourceFailed: "La source n’a pas pu être importée en raison d’une erreur inattendue",
      applyOnCompanySite:
        "Cette offre a été importée d’un autre site d’emploi : postulez sur le site de l’entreprise via le lien de l’offre",
    },
    sync: {
      noSources: "Aucune source d’offres n’est encore configurée : ajoutez une source, puis synchronisez",
      summary_one:
        "1 source synchronisée : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      summary_many:
        "{{count}} de sources synchronisées : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      summary_other:
        "{{count}} sources synchronisées : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      summaryWithErrors_one:
        "1 source synchronisée, en échec : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      summaryWithErrors_many:
        "{{count}} de sources synchronisées, {{failed}} en échec : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      summaryWithErrors_other:
        "{{count}} sources synchronisées, {{failed}} en échec : {{new}} nouvelles, {{updated}} mises à jour, {{expired}} expirées, {{skipped}} ignorées.",
      line: "{{source}} : {{message}}",
    },
    warnings: {
      countryUnknown: "« {{title}} » a été ignorée : son lieu « {{location}} » ne se trouve dans aucun de nos pays",
      salaryCurrency:
        "« {{title}} » : son salaire en {{currency}} a été omis (ici, les salaires sont dans la devise du pays, {{expected}})",
      salaryInvalid: "« {{title}} » : son salaire n’a pas pu être lu et a été omis",
      invalidField: "« {{title}} » a été ignorée : le champ {{field}} est manquant ou non valide",
      expiredAtSource: "« {{title}} » a été ignorée : la source indique qu’elle a été clôturée le {{date}}",
      duplicate: "« {{title}} » a été ignorée : c’est la même offre que « {{other}} » (offre {{jobId}})",
      repeated:
        "« {{title}} » apparaît plusieurs fois dans la source (identifiant {{externalId}}) : la première a été conservée",
    },
    fields: {
      jobTitle: "intitulé",
      companyName: "entreprise",
      description: "description",
      city: "ville",
      country: "pays",
      jobType: "type de contrat",
      workType: "mode de travail",
      salaryMin: "salaire",
      salaryMax: "salaire",
      requirements: "exigences",
    },
  },
} satisfies TCatalogueArea;
