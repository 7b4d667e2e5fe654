// Resumes: validation and API messages, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const resumes = {
  resumes: {
    validation: {
      fullNameRequired: "Le nom complet est obligatoire",
      invalidEmail: "Adresse e-mail non valide",
      phoneRequired: "Le numéro de téléphone est obligatoire",
      locationRequired: "La localisation est obligatoire",
      companyRequired: "L’entreprise est obligatoire",
      positionRequired: "Le poste est obligatoire",
      startDateRequired: "La date de début est obligatoire",
      institutionRequired: "L’établissement est obligatoire",
      degreeRequired: "Le diplôme est obligatoire",
      fieldRequired: "Le domaine d’études est obligatoire",
      graduationDateRequired: "La date d’obtention du diplôme est obligatoire",
      languageRequired: "La langue est obligatoire",
      certificationRequired: "Le nom de la certification est obligatoire",
      nameRequired: "Saisissez un nom",
      skillRequired: "Saisissez une compétence",
      duplicateSkill: "Chaque compétence ne peut figurer qu’une fois",
      titleRequired: "Le titre du CV est obligatoire",
      month: "Saisissez un mois au format AAAA-MM",
      endBeforeStart: "La date de fin ne peut pas précéder la date de début",
      list: "Saisissez une liste",
      tooMany: "Trop d’entrées",
    },
    errors: {
      notFound: "CV introuvable.",
      seekersOnly: "Seuls les comptes chercheur d’emploi peuvent conserver des CV.",
      adminReadOnly: "Les administrateurs peuvent lire les CV des autres utilisateurs, mais pas les modifier.",
      nothingToEnhance: "Rédigez d’abord un résumé ou la description d’une expérience, puis améliorez-le avec l’IA.",
      nothingToSummarize:
        "Renseignez d’abord votre expérience, votre formation ou vos compétences, puis générez le résumé.",
      invalidJsonResume: "Ce fichier n’est pas un document JSON Resume.",
      pdfBusy: "De nombreux PDF sont en cours de préparation. Réessayez dans quelques secondes.",
      pdfTooManyAtOnce: "Vos deux derniers téléchargements sont encore en préparation. Attendez-les, puis réessayez.",
      pdfCancelled: "Le téléchargement a été annulé avant de commencer.",
    },
    copySuffix: " (copie)",
    choice: "{{title}} (mis à jour le {{date}})",
    importedTitle: "Importé le {{date}}",
  },
} satisfies TCatalogueArea;
