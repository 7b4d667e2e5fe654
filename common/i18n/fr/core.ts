// The core texts: product name, validation, API errors, error and 404 pages, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const core = {
  app: {
    name: "Hirewise",
    tagline: "La plateforme carrière propulsée par l’IA",
  },
  home: {
    metaTitle: "Hirewise : plateforme carrière propulsée par l’IA, offres d’emploi et créateur de CV",
    metaDescription:
      "Trouvez l’emploi qui vous correspond grâce aux outils d’IA et à des recommandations personnalisées : recherchez un emploi dans 29 pays, créez votre CV avec l’aide de l’IA et postulez en quelques minutes.",
    heroTitle: "Trouvez l’emploi qui vous correspond grâce à l’IA",
    heroSubtitle:
      "Créez un CV qui se démarque, découvrez des offres adaptées à vos compétences et postulez en quelques minutes, avec des outils d’IA et des recommandations personnalisées.",
    buildMyResume: "Créer mon CV",
    findJobs: "Rechercher un emploi",
  },
  notFound: {
    title: "404 Page introuvable",
    description: "La page que vous cherchez n’existe pas ou a été déplacée.",
    home: "Aller à la page d’accueil",
  },
  validation: {
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    invalidText: "Saisissez du texte",
    invalidCharacters: "Supprimez les caractères de contrôle de ce texte",
    invalidValue: "Cette valeur n’est pas valide",
    invalidEmail: "Adresse e-mail non valide",
    invalidUrl: "Saisissez une adresse web, par exemple example.com/vous",
    invalidOption: "Choisissez l’une des options proposées",
    invalidUserType: "Choisissez chercheur d’emploi ou entreprise",
    passwordMismatch: "Les mots de passe ne correspondent pas",
    acceptTerms:
      "Vous devez accepter les conditions d’utilisation et la politique de confidentialité, et avoir 16 ans ou plus",
    invalidNumber: "Saisissez un nombre entier",
    pageRange: "La page doit être comprise entre 1 et 10000",
    pageSizeRange: "La taille de page doit être comprise entre 1 et 100",
    invalidSalaryRange: "La fourchette de salaire doit avoir la forme 50000-100000 ou 150000+",
    invalidBody: "Le corps de la requête doit être un objet JSON",
    unsupportedLanguage: "Choisissez l’une des langues proposées",
  },
  errorPage: {
    title: "Un problème est survenu",
    body: "Une erreur inattendue a empêché le chargement de cette page. Elle a été enregistrée et nous allons l’examiner. Veuillez réessayer dans un instant.",
    requestId: "Référence : {{requestId}}",
    home: "Retour à la page d’accueil",
  },
  errors: {
    invalidInput: "Certains champs ne sont pas valides",
    notSignedIn: "Vous devez d’abord vous connecter",
    forbidden: "Vous n’êtes pas autorisé à faire cela",
    seekersOnly: "Seuls les comptes chercheur d’emploi peuvent faire cela",
    companiesOnly: "Seuls les comptes entreprise peuvent faire cela",
    adminsOnly: "Seuls les administrateurs peuvent faire cela",
    notFound: "Introuvable",
    apiNotFound: "Aucun point d’accès API à cette adresse",
    emailTaken: "Un compte existe déjà avec cette adresse e-mail",
    conflict: "Cela entre en conflit avec des données existantes",
    invalidCredentials: "E-mail ou mot de passe incorrect",
    tooManyAttempts: "Trop de tentatives de connexion échouées. Patientez une minute, puis réessayez.",
    accountLocked:
      "Trop de tentatives de connexion échouées sur ce compte. Réessayez dans une heure, ou depuis un appareil sur lequel vous vous êtes déjà connecté.",
    tooManyRegistrations: "Trop de comptes ont été créés depuis votre réseau. Réessayez dans une heure.",
    crossOrigin: "Les requêtes d’origine croisée ne sont pas autorisées",
    payloadTooLarge: "Le corps de la requête est trop volumineux",
    internal: "Un problème est survenu de notre côté. Veuillez réessayer.",
  },
} satisfies TCatalogueArea;
