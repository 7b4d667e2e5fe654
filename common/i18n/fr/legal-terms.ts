// The Terms of Service page, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const terms = {
  metaTitle: "Conditions d’utilisation",
  metaDescription:
    "Les conditions d’utilisation de Hirewise en tant que chercheur d’emploi ou employeur : conditions d’accès, comptes, offres d’emploi, candidatures, fonctionnalités d’IA, frais et résiliation.",
  title: "Conditions d’utilisation",
  intro:
    "Les présentes conditions d’utilisation constituent le contrat conclu entre vous et l’exploitant de Hirewise pour l’utilisation de notre plateforme d’emploi, de notre créateur de CV et de nos outils d’IA. Veuillez les lire attentivement : en créant un compte ou en utilisant Hirewise, vous acceptez ces conditions ainsi que notre politique de confidentialité.",
  sections: [
    {
      id: "the-service",
      title: "Le service",
      body: [
        "Hirewise (« nous ») aide les chercheurs d’emploi à trouver des offres, à créer leur CV et à postuler, et aide les employeurs à publier des offres et à trouver des candidats. Certaines fonctionnalités sont proposées gratuitement et d’autres peuvent être payantes.",
        "Nous améliorons Hirewise en permanence : nous pouvons donc ajouter, modifier ou supprimer des fonctionnalités. Les fonctionnalités encore en cours de développement portent la mention « Bientôt disponible ».",
      ],
    },
    {
      id: "eligibility-and-accounts",
      title: "Conditions d’accès et comptes",
      body: [
        {
          list: [
            "Vous devez avoir au moins 16 ans pour utiliser Hirewise.",
            "Un compte par personne : vous ne pouvez pas créer plus d’un compte personnel, ni partager votre compte avec qui que ce soit. Un compte entreprise est utilisé au nom d’une seule organisation, par les personnes qu’elle autorise.",
            "Les informations que vous nous fournissez doivent être exactes, et vous devez les tenir à jour.",
            "Gardez votre mot de passe secret et prévenez-nous rapidement si vous pensez qu’une autre personne a utilisé votre compte. Vous êtes responsable de ce qui se passe sous votre compte.",
          ],
        },
      ],
    },
    {
      id: "job-seekers",
      title: "Chercheurs d’emploi",
      body: [
        {
          list: [
            "Vos CV et vos candidatures doivent être sincères et vous concerner.",
            "Lorsque vous postulez à une offre, nous transmettons votre candidature et le CV que vous avez choisi à l’employeur, comme le décrit notre politique de confidentialité.",
            "Nous ne garantissons ni entretien, ni offre, ni embauche, et nous ne sommes partie à aucune relation de travail entre vous et un employeur.",
          ],
        },
      ],
    },
    {
      id: "employers",
      title: "Employeurs",
      body: [
        {
          list: [
            "Ne publiez que des postes réels et ouverts que vous êtes autorisé à pourvoir, avec un intitulé, un lieu, une rémunération et une description exacts.",
            "Ne demandez jamais aux candidats de frais, de coordonnées de paiement ou de documents dont le processus de recrutement n’a pas besoin.",
            "Respectez les lois sur le travail, la lutte contre les discriminations et la protection des données qui s’appliquent à vous, et n’utilisez les données des candidats que pour examiner leur candidature à vos postes ouverts.",
            "Vous êtes responsable de vos décisions de recrutement et du contenu de vos offres. Nous pouvons modifier ou retirer les offres qui enfreignent les présentes conditions.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Utilisation acceptable",
      body: [
        "Vous vous engagez à ne pas :",
        {
          list: [
            "publier de contenu faux, trompeur, discriminatoire, offensant ou illicite ;",
            "usurper l’identité d’une personne ni présenter de façon trompeuse vos liens avec une personne ou une organisation ;",
            "envoyer de spam ou d’offres non sollicitées, ni utiliser le service pour des opérations qui ne sont pas de véritables emplois ;",
            "copier, extraire ou collecter des données du service par des moyens automatisés sans notre autorisation écrite ;",
            "sonder, perturber ou contourner la sécurité du service, ni téléverser de code malveillant.",
          ],
        },
      ],
    },
    {
      id: "your-content",
      title: "Votre contenu",
      body: [
        "Vous restez propriétaire de ce que vous publiez sur Hirewise, comme vos CV, votre profil et vos offres d’emploi. Vous nous autorisez à le stocker, l’afficher, le copier et le traiter dans la mesure nécessaire au fonctionnement du service, notamment pour l’envoyer aux employeurs auprès desquels vous postulez et, tant que l’option « Visible par les employeurs » est activée, pour montrer votre profil de chercheur d’emploi et le CV que vous avez choisi aux entreprises connectées. Cette autorisation prend fin lorsque vous supprimez le contenu ou votre compte, à l’exception des copies que d’autres ont déjà reçues ou que la loi nous oblige à conserver.",
        "Vous confirmez avoir le droit de partager le contenu que vous téléversez.",
      ],
    },
    {
      id: "ai-features",
      title: "Fonctionnalités d’IA",
      body: [
        "Nos outils d’IA produisent des suggestions, comme des résumés de CV, des réponses et des scores de correspondance. Elles peuvent être erronées ou incomplètes : vérifiez tout avant de vous en servir. Un score de correspondance est une estimation de l’adéquation entre un CV et une offre ; ce n’est ni une évaluation de votre personne ni la promesse d’un quelconque résultat.",
      ],
    },
    {
      id: "fees-and-cancellation",
      title: "Frais, facturation et résiliation",
      body: [
        "La création d’un compte, la recherche d’emploi, la création d’un CV et les candidatures sont gratuites pour les chercheurs d’emploi. La publication d’une offre est actuellement gratuite.",
        "Si vous souscrivez une formule payante, son prix et sa période de facturation vous sont indiqués avant le paiement, et elle se renouvelle pour la même période jusqu’à ce que vous la résiliiez. Vous pouvez résilier à tout moment ; la résiliation prend effet à la fin de la période de facturation en cours, et vous conservez l’accès aux fonctionnalités payantes jusque-là. Les sommes déjà versées ne sont pas remboursées, sauf lorsque la loi l’exige.",
      ],
    },
    {
      id: "termination",
      title: "Suspension et résiliation",
      body: [
        "Vous pouvez cesser d’utiliser Hirewise et supprimer votre compte à tout moment. Nous pouvons suspendre ou fermer un compte qui enfreint les présentes conditions ou met d’autres utilisateurs en danger ; lorsque c’est raisonnable, nous vous prévenons d’abord et vous en expliquons la raison. Après la fermeture d’un compte, nous conservons ou supprimons ses données comme le décrit notre politique de confidentialité.",
      ],
    },
    {
      id: "our-rights",
      title: "Notre propriété intellectuelle",
      body: [
        "Le service Hirewise, son logiciel, sa conception, son nom et son logo nous appartiennent ou appartiennent à nos concédants de licence. Les présentes conditions vous donnent le droit d’utiliser le service conformément à sa destination, et aucun autre droit.",
      ],
    },
    {
      id: "disclaimers",
      title: "Exclusions de garantie",
      body: [
        "Nous nous efforçons de maintenir Hirewise disponible et exact, mais nous le fournissons « en l’état ». Nous ne vérifions pas chaque offre, chaque employeur ni chaque candidat, et nous ne sommes pas responsables de ce que disent ou font les utilisateurs. Rien dans les présentes conditions ne limite les droits dont vous disposez en tant que consommateur et que la loi ne nous permet pas de limiter.",
      ],
    },
    {
      id: "liability",
      title: "Limitation de responsabilité",
      body: [
        "Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, telles que le manque à gagner ou la perte d’opportunités, et notre responsabilité totale envers vous est limitée au montant que vous nous avez versé au cours des douze mois précédant la réclamation. Ces limites ne s’appliquent pas à la responsabilité qui ne peut être limitée par la loi, notamment en cas de décès ou de dommage corporel causé par une négligence, ou en cas de fraude.",
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable et litiges",
      body: [
        "Les présentes conditions sont régies par {{governingLaw}}. Si vous êtes un consommateur, vous conservez également la protection des dispositions impératives de la loi du pays où vous résidez et pouvez saisir ses tribunaux. Veuillez d’abord nous contacter : la plupart des problèmes peuvent être résolus rapidement et à l’amiable.",
      ],
    },
    {
      id: "changes",
      title: "Modifications des présentes conditions",
      body: [
        "Nous pouvons mettre à jour les présentes conditions. La date indiquée en haut de la page correspond à la dernière révision. Si une modification est importante, nous vous en informerons par e-mail ou sur le site avant son entrée en vigueur ; si vous continuez à utiliser Hirewise ensuite, les nouvelles conditions s’appliquent.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      body: ["Pour toute question sur les présentes conditions, {{contactHere}}."],
    },
  ],
} satisfies TCatalogueArea;
