// The administrator console's records (outbox, test e-mail, CSV exports), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const adminRecords = {
  adminRecords: {
    mailStatuses: { queued: "En file d’attente", sent: "Envoyé", outbox: "Dans la boîte d’envoi", failed: "Échec" },
    outbox: {
      notFound: "Ce message n’est pas dans la boîte d’envoi (les messages sont conservés 30 jours)",
      notFailed: "Seul un message dont l’envoi a échoué peut être remis en file d’attente",
    },
    testEmail: {
      subject: "E-mail de test {{siteName}}",
      intro: "Ceci est un e-mail de test envoyé par {{name}} depuis la console d’administration de {{siteName}}.",
      received:
        "Si vous le lisez, les paramètres e-mail du site fonctionnent : les messages de {{from}} parviennent à cette adresse.",
      outboxFrom: "la boîte d’envoi locale",
      outboxNote:
        "Aucun serveur SMTP n’est configuré (SMTP_URL et adresse d’expéditeur) : le message est dans la boîte d’envoi locale et n’a pas été envoyé.",
      rateLimited: "Trop d’e-mails de test : attendez quelques minutes et réessayez",
    },
    csv: {
      yes: "Oui",
      no: "Non",
      jobs: {
        id: "ID",
        title: "Intitulé",
        company: "Entreprise",
        location: "Lieu",
        country: "Pays",
        workType: "Mode de travail",
        status: "Statut",
        salaryMin: "Salaire min.",
        salaryMax: "Salaire max.",
        currency: "Devise",
        applications: "Candidatures",
        created: "Créée le",
        expires: "Expire le",
      },
      users: {
        id: "ID",
        name: "Nom",
        email: "E-mail",
        type: "Type",
        role: "Rôle",
        emailConfirmed: "E-mail confirmé",
        verified: "Vérifié",
        joined: "Inscrit le",
      },
      applications: {
        id: "ID",
        applicant: "Candidat",
        email: "E-mail",
        job: "Offre d’emploi",
        company: "Entreprise",
        status: "Statut",
        applied: "Date de candidature",
      },
    },
  },
} satisfies TCatalogueArea;
