// The job-seeker profile in settings and the candidate card, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const jobSeekerProfile = {
  seekerProfile: {
    title: "Profil de chercheur d’emploi",
    description:
      "Laissez les entreprises vous trouver. Lorsque votre profil est visible, les comptes entreprise connectés voient la fiche affichée dans l’aperçu et peuvent ouvrir le CV que vous choisissez.",
    visible: "Visible par les employeurs",
    visibleHint:
      "Les comptes entreprise connectés voient votre nom, votre photo, votre titre, votre lieu, votre disponibilité, vos années d’expérience, votre mobilité et vos principales compétences, et peuvent ouvrir le CV que vous choisissez. Désactivé par défaut ; vous pouvez le désactiver à tout moment.",
    resume: "CV visible par les employeurs",
    resumePlaceholder: "Choisissez un CV",
    noResumes: "Vous n’avez pas encore de CV. Les employeurs ne voient votre profil qu’avec un CV.",
    createResume: "Créer un CV dans le créateur de CV",
    headline: "Titre",
    headlineHint:
      "Une ligne sur vous, par exemple « Ingénieur frontend passionné par le design accessible » (120 caractères maximum).",
    availability: "Disponibilité",
    availabilityPlaceholder: "Non précisée",
    availabilities: {
      immediate: "Immédiate",
      "2-weeks": "2 semaines",
      "1-month": "1 mois",
    },
    country: "Pays",
    countryPlaceholder: "Non précisé",
    city: "Ville",
    cityPlaceholder: "Toutes les villes",
    relocate: "Prêt à déménager",
    relocateHint: "Des entreprises d’autres villes et d’autres pays peuvent vous contacter.",
    yearsOfExperience: "Années d’expérience",
    yearsOfExperienceHint: "Calculées à partir de l’expérience professionnelle de votre CV.",
    save: "Enregistrer le profil",
    successTitle: "Profil enregistré",
    successVisible: "Votre profil est visible par les employeurs.",
    successHidden: "Votre profil est masqué aux employeurs.",
    failedTitle: "Échec de la mise à jour",
    failedBody: "Votre profil de chercheur d’emploi n’a pas pu être enregistré. Veuillez réessayer.",
    previewTitle: "Aperçu",
    previewHint: "Exactement ce que voient les employeurs.",
    previewHidden:
      "Masqué : les employeurs ne voient pas cette fiche tant que vous n’activez pas « Visible par les employeurs » et n’enregistrez pas.",
    previewVisible: "Visible par les entreprises connectées.",
    previewUnsaved: "Les employeurs voient cette fiche dès que vous enregistrez.",
    seekersOnly: "Seuls les comptes chercheur d’emploi ont un profil de chercheur d’emploi",
    validation: {
      resumeRequired: "Choisissez le CV que verront les employeurs",
      resumeNotFound: "Choisissez l’un de vos propres CV",
      cityNeedsCountry: "Choisissez d’abord un pays",
    },
  },
  candidateCard: {
    label: "Candidat {{name}}",
    noHeadline: "Pas encore de titre",
    noLocation: "Lieu non précisé",
    years_one: "{{count}} année d’expérience",
    years_many: "{{count}} d’années d’expérience",
    years_other: "{{count}} ans d’expérience",
    availability: "Disponible : {{availability}}",
    availabilityUnknown: "Disponibilité non précisée",
    relocate: "Prêt à déménager",
    skills: "Principales compétences",
    resume: "CV : {{title}}",
    noResume: "Aucun CV choisi",
  },
} satisfies TCatalogueArea;
