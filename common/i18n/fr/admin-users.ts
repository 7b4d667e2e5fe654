// The administrator console's Users tab and its actions, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const adminUsers = {
  adminUsers: {
    searchPlaceholder: "Rechercher par nom ou e-mail",
    roleFilter: "Rôle",
    filters: { all: "Tous", jobseeker: "Chercheur d’emploi", company: "Entreprise", admin: "Administrateur" },
    columns: {
      name: "Nom",
      email: "E-mail",
      role: "Rôle",
      emailConfirmed: "E-mail confirmé",
      verified: "Vérifié",
      joined: "Inscrit le",
      lastSignIn: "Dernière connexion",
      actions: "Actions",
    },
    roles: { jobseeker: "Chercheur d’emploi", company: "Entreprise", admin: "Administrateur" },
    yes: "Oui",
    no: "Non",
    never: "Jamais",
    suspendedBadge: "Suspendu",
    empty: "Aucun utilisateur ne correspond à votre recherche.",
    actions: {
      makeAdmin: "Nommer administrateur",
      removeAdmin: "Retirer le rôle d’administrateur",
      markVerified: "Marquer comme vérifié",
      removeVerified: "Retirer la vérification",
      suspend: "Suspendre",
      reinstate: "Rétablir",
      delete: "Supprimer",
    },
    confirm: {
      suspendTitle: "Suspendre {{name}} ?",
      suspendBody:
        "Le compte est aussitôt déconnecté partout et ne peut plus se connecter avant d’être rétabli. Les offres actives d’une entreprise sont mises en pause et reviennent à son rétablissement.",
      reinstateTitle: "Rétablir {{name}} ?",
      reinstateBody:
        "Le compte peut de nouveau se connecter, et les offres mises en pause par la suspension sont de nouveau publiées.",
      deleteTitle: "Supprimer {{name}} ?",
      deleteBody:
        "Le compte est supprimé et anonymisé comme s’il était supprimé par son titulaire : ses CV, son profil, ses sessions et, pour une entreprise, sa page entreprise et ses offres. Cette action est irréversible.",
    },
    done: {
      roleGranted: "{{name}} est désormais administrateur.",
      roleRemoved: "{{name}} n’est plus administrateur.",
      verified: "{{name}} est marqué comme vérifié.",
      unverified: "{{name}} n’est plus marqué comme vérifié.",
      suspended: "{{name}} est suspendu.",
      reinstated: "{{name}} est rétabli.",
      deleted: "Le compte a été supprimé.",
    },
    errors: {
      accountSuspended: "Ce compte est suspendu. Contactez l’assistance.",
      lastAdmin: "C’est le dernier administrateur : nommez d’abord un autre compte administrateur.",
      adminCannotBeSuspended: "Un administrateur ne peut pas être suspendu : retirez d’abord le rôle d’administrateur.",
      suspendedCannotBeAdmin: "Un compte suspendu ne peut pas être nommé administrateur : rétablissez-le d’abord.",
    },
  },
} satisfies TCatalogueArea;
