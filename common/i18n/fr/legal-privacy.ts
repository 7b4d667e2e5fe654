// The Privacy Policy page, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const privacy = {
  metaTitle: "Politique de confidentialité",
  metaDescription:
    "Comment Hirewise collecte, utilise, partage et conserve les données personnelles des chercheurs d’emploi, des employeurs et des visiteurs, et les droits dont vous disposez.",
  title: "Politique de confidentialité",
  intro:
    "La présente Politique de confidentialité explique quelles données personnelles Hirewise collecte lorsque vous utilisez notre plateforme d’emploi et notre créateur de CV, pourquoi nous les collectons, avec qui nous les partageons, combien de temps nous les conservons, ainsi que les choix et les droits dont vous disposez. Elle s’applique aux chercheurs d’emploi, aux employeurs et aux visiteurs.",
  sections: [
    {
      id: "who-we-are",
      title: "Qui sommes-nous",
      body: [
        "Hirewise est une plateforme d’emploi et de carrière en ligne. Elle met en relation les chercheurs d’emploi et les employeurs, et propose des outils assistés par l’IA, comme un créateur de CV. Dans la présente politique, « Hirewise » et « nous » désignent l’exploitant du service Hirewise, qui détermine comment et pourquoi vos données personnelles sont traitées (le responsable du traitement).",
        "Si vous avez une question sur la présente politique ou sur vos données, {{contact}}.",
      ],
    },
    {
      id: "data-we-collect",
      title: "Les données que nous collectons",
      body: [
        "Nous ne collectons que ce dont nous avons besoin pour faire fonctionner le service. Selon votre utilisation de Hirewise, il s’agit notamment des données suivantes :",
        {
          terms: [
            {
              term: "Données de compte",
              detail:
                "vos nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte irréversible, jamais sous une forme lisible), type de compte (chercheur d’emploi ou entreprise) et date d’inscription.",
            },
            {
              term: "Données de profil",
              detail:
                "ce que vous ajoutez à votre profil, comme votre localisation et votre photo de profil ; pour les comptes entreprise, le nom, le site web, le secteur, la taille et la description de l’entreprise, ainsi que le nom et l’intitulé de poste de la personne à contacter.",
            },
            {
              term: "Données de CV",
              detail:
                "les CV que vous créez ou enregistrez : coordonnées, expérience professionnelle, formation, compétences et résumé, y compris les textes générés avec nos outils d’IA.",
            },
            {
              term: "Profil de chercheur d’emploi",
              detail:
                "si vous avez activé « Visible par les employeurs », le CV que vous avez choisi pour les employeurs, votre titre de profil, votre disponibilité, votre pays et votre ville, et si vous êtes prêt à déménager ; nous calculons vos années d’expérience à partir de ce CV.",
            },
            {
              term: "Données de candidature",
              detail:
                "les offres auxquelles vous postulez, le CV avec lequel vous avez postulé, la date et le statut de chaque candidature ; pour les employeurs, les offres que vous publiez et les candidatures que vous recevez.",
            },
            {
              term: "Messages",
              detail:
                "les messages que vous envoyez et recevez sur Hirewise, avec leur date d’envoi et de lecture ; pour les chercheurs d’emploi, les entreprises que vous avez bloquées ; pour les entreprises, les candidats que vous avez enregistrés et vos notes privées à leur sujet, que le candidat ne voit jamais.",
            },
            {
              term: "Évaluations des compétences et alertes emploi",
              detail:
                "si vous êtes connecté en tant que chercheur d’emploi, vos réponses à l’évaluation des compétences et les scores que nous en tirons ; les recherches que vous enregistrez comme alertes emploi, les offres que chaque alerte vous a envoyées par e-mail et à quelle date, ainsi que les semaines où nous vous avons envoyé un récapitulatif hebdomadaire.",
            },
            {
              term: "Statistiques d’utilisation",
              detail:
                "les pages vues, comptées par notre propre serveur au moyen d’un code visiteur dérivé de votre adresse IP et de votre navigateur, combinés à un secret qui change chaque jour : une visite peut ainsi être comptée, mais pas suivie d’un jour à l’autre ; l’adresse IP brute n’est jamais conservée. Nous enregistrons également les actions clés, comme l’inscription, la connexion, l’ouverture d’une offre, le téléchargement d’un CV et la publication d’une offre, avec le compte qui les a effectuées.",
            },
            {
              term: "Journal de sécurité",
              detail:
                "les événements de sécurité de votre compte, comme les connexions, les modifications et réinitialisations de mot de passe, les changements d’adresse e-mail et la suppression du compte, avec l’adresse e-mail et l’adresse IP dont ils proviennent.",
            },
            {
              term: "Requêtes d’IA",
              detail:
                "le texte que vous saisissez dans l’assistant IA ou que vous envoyez à nos outils d’IA, afin que nous puissions y répondre.",
            },
          ],
        },
        "Nous ne demandons pas de données sensibles, comme des informations de santé, des convictions religieuses ou des opinions politiques. Merci de ne pas les faire figurer dans vos CV et vos messages.",
      ],
    },
    {
      id: "why-we-use-it",
      title: "Pourquoi nous utilisons vos données",
      body: [
        "Nous utilisons les données personnelles aux fins suivantes, chacune avec sa base légale :",
        {
          list: [
            "Créer et sécuriser votre compte, et vous connecter (exécution de notre contrat avec vous).",
            "Vous permettre de créer des CV, de rechercher des offres et de postuler, et permettre aux employeurs de publier des offres et d’examiner les candidatures reçues (exécution de notre contrat avec vous).",
            "Suggérer des correspondances entre CV et offres, et générer les textes que vous demandez à nos outils d’IA (exécution de notre contrat avec vous).",
            "Montrer votre profil de chercheur d’emploi et le CV que vous avez choisi aux entreprises connectées, uniquement tant que « Visible par les employeurs » est activé (votre consentement, que vous pouvez retirer à tout moment en le désactivant).",
            "Assurer la sécurité du service : prévenir la fraude, le spam et les abus, limiter les échecs de connexion répétés et enquêter sur les incidents de sécurité (notre intérêt légitime à disposer d’un service sûr).",
            "Comprendre comment le service est utilisé et l’améliorer, principalement au moyen de statistiques agrégées (notre intérêt légitime à proposer un service utile).",
            "Envoyer les e-mails de service concernant votre compte et vos candidatures ; les nouvelles offres correspondant aux recherches que vous enregistrez comme alertes emploi ; et, uniquement si vous y consentez, le récapitulatif hebdomadaire et les e-mails marketing (votre consentement, que vous pouvez retirer à tout moment : chaque alerte peut être mise en pause, et chacun de ces e-mails contient un lien qui désactive les envois de ce type).",
            "Respecter nos obligations légales.",
          ],
        },
        "Nous ne vendons pas vos données personnelles. Nous ne prenons à votre égard aucune décision fondée sur un traitement automatisé produisant des effets juridiques ou des effets similaires significatifs : les scores de correspondance sont des suggestions, et ce sont les employeurs qui décident qui contacter ou embaucher.",
      ],
    },
    {
      id: "sharing",
      title: "Quand nous partageons vos données",
      body: [
        {
          terms: [
            {
              term: "Avec les employeurs, lorsque vous postulez",
              detail:
                "lorsque vous postulez à une offre, l’employeur qui l’a publiée reçoit votre candidature, le CV que vous avez choisi et les coordonnées qu’il contient. Dès lors, l’employeur est responsable de cette copie de vos données, conformément à sa propre politique de confidentialité.",
            },
            {
              term: "Avec les entreprises, lorsque votre profil est visible",
              detail:
                "si vous êtes chercheur d’emploi et activez « Visible par les employeurs » dans Paramètres > Profil, les comptes entreprise connectés peuvent voir votre fiche de candidat (vos nom, photo, titre de profil, localisation, disponibilité, années d’expérience, si vous êtes prêt à déménager et vos principales compétences), ouvrir le seul CV que vous avez choisi pour elle, vous enregistrer dans une liste privée avec leurs propres notes, et vous écrire. Les visiteurs non connectés voient uniquement le nombre de candidats trouvés par une recherche. Votre profil reste masqué tant que vous ne l’activez pas, et vous pouvez le désactiver à tout moment : il est alors masqué immédiatement. Il est également masqué lorsque vous supprimez le CV choisi. Vos autres CV ne sont pas montrés aux employeurs auprès desquels vous n’avez pas postulé. Une entreprise auprès de laquelle vous avez postulé peut aussi vous écrire ; vous pouvez empêcher toute entreprise de vous écrire depuis Messages.",
            },
            {
              term: "Avec nos prestataires",
              detail:
                "les sociétés qui hébergent nos serveurs, envoient nos e-mails et traitent les requêtes d’IA pour notre compte. Elles agissent uniquement sur nos instructions, dans le cadre de contrats qui les obligent à protéger vos données.",
            },
            {
              term: "Pour des raisons légales",
              detail:
                "lorsque la loi, un tribunal ou une autorité publique l’exige, ou lorsque cela est nécessaire pour protéger les droits, la sécurité et les biens de nos utilisateurs ou de Hirewise.",
            },
            {
              term: "En cas de changement de propriétaire",
              detail:
                "si Hirewise fait l’objet d’une fusion ou d’une cession, vos données peuvent être transférées au nouvel exploitant, qui reste lié par la présente politique.",
            },
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies et technologies similaires",
      body: [
        "Hirewise utilise un seul cookie : un cookie de session qui vous maintient connecté. Il est strictement nécessaire, il n’est déposé que lorsque vous vous connectez, les scripts de la page ne peuvent pas le lire, et il est supprimé lorsque vous vous déconnectez ou que la session prend fin.",
        "Nous n’utilisons ni cookies publicitaires, ni cookies de mesure d’audience, ni traceurs tiers, et nos polices et nos images sont servies depuis nos propres serveurs. Les pages vues sont comptées par notre propre serveur, sans cookies (voir « Statistiques d’utilisation » ci-dessus). Le stockage local de votre navigateur conserve quelques éléments pratiques, comme la page à laquelle revenir après votre connexion ; ces informations restent sur votre appareil.",
        "Si cela devait changer, nous mettrions d’abord à jour la présente politique et demanderions votre consentement lorsque la loi l’exige.",
      ],
    },
    {
      id: "retention",
      title: "Combien de temps nous conservons vos données",
      body: [
        "Nous ne conservons les données personnelles que le temps nécessaire aux finalités décrites ci-dessus :",
        {
          terms: [
            { term: "Données de compte", detail: "jusqu’à la suppression de votre compte." },
            {
              term: "Données de CV",
              detail: "2 ans après votre dernière activité, sauf si vous les supprimez plus tôt.",
            },
            {
              term: "Profil de chercheur d’emploi",
              detail:
                "jusqu’à la suppression de votre compte ; il est masqué aux employeurs dès que vous le désactivez.",
            },
            {
              term: "Historique des candidatures",
              detail:
                "5 ans, afin que les chercheurs d’emploi et les employeurs puissent se reporter aux candidatures passées et que nous puissions traiter les litiges et les réclamations juridiques.",
            },
            {
              term: "Statistiques d’utilisation",
              detail:
                "les pages vues sont conservées, car elles ne contiennent ni adresse IP brute ni compte ; les actions clés perdent leur lien avec votre compte lorsque vous le supprimez.",
            },
            {
              term: "Journal de sécurité",
              detail:
                "conservé pour protéger le service : les connexions réussies pendant 3 ans, les autres événements pendant 2 ans ; lorsque vous supprimez votre compte, ses entrées perdent votre adresse e-mail et votre adresse IP.",
            },
            {
              term: "Conversations avec l’assistant IA",
              detail:
                "conservées jusqu’à ce que vous les supprimiez sur la page de l’assistant IA, ou que vous supprimiez votre compte. Lorsque vous n’êtes pas connecté, vos messages reçoivent une réponse mais ne sont pas conservés.",
            },
            {
              term: "Données marketing",
              detail: "jusqu’à votre désinscription ou après 3 ans d’inactivité.",
            },
          ],
        },
        "À la fin d’une période, nous supprimons les données ou les anonymisons. Nous ne pouvons conserver des données plus longtemps que lorsque la loi l’exige ou pour la constatation, l’exercice ou la défense de droits en justice.",
      ],
    },
    {
      id: "account-deletion",
      title: "Supprimer votre compte",
      body: [
        "Vous pouvez supprimer votre compte à tout moment avec « Supprimer mon compte » dans Paramètres > Sécurité ; nous vous demandons d’abord votre mot de passe. Ensuite :",
        {
          terms: [
            {
              term: "Supprimé immédiatement",
              detail:
                "votre compte, vos sessions sur tous les appareils, vos CV, votre profil de chercheur d’emploi, votre photo de profil, vos offres enregistrées, vos évaluations des compétences, vos alertes emploi, vos conversations avec l’assistant IA et les e-mails que nous vous avons envoyés.",
            },
            {
              term: "Conservé sans rien qui vous identifie",
              detail:
                "les entrées du journal de sécurité concernant votre compte, sans votre adresse e-mail ni votre adresse IP, ainsi que les statistiques de pages vues.",
            },
            {
              term: "Candidatures envoyées",
              detail:
                "la fiche que l’employeur voit sur Hirewise est conservée, anonymisée : l’offre, les dates et l’historique des statuts restent ; votre nom, vos coordonnées et le CV envoyé sont supprimés. Les copies qu’un employeur a déjà extraites de Hirewise relèvent de sa responsabilité, comme indiqué ci-dessus.",
            },
            {
              term: "Offres publiées par un compte entreprise",
              detail:
                "le profil de l’entreprise et ses offres d’emploi sont supprimés, de même que les notes privées associées aux candidatures reçues. Les personnes qui ont postulé conservent leurs candidatures, avec l’historique, les entretiens et chaque offre telle qu’elle était au moment de leur candidature.",
            },
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Comment nous protégeons vos données",
      body: [
        "Les connexions à Hirewise sont chiffrées, les mots de passe ne sont conservés que sous forme d’empreintes irréversibles, et l’accès aux données personnelles est limité aux personnes qui en ont besoin pour faire fonctionner le service. Aucun système n’est parfaitement sûr ; si une violation de données vous expose à un risque, nous vous en informerons, ainsi que les autorités, comme la loi l’exige.",
      ],
    },
    {
      id: "your-rights",
      title: "Vos droits et vos choix",
      body: [
        "Selon votre lieu de résidence, vous avez le droit :",
        {
          list: [
            "d’obtenir une copie des données personnelles que nous détenons sur vous ;",
            "de faire rectifier les données inexactes ;",
            "de faire effacer vos données ;",
            "de recevoir vos données dans un format portable ;",
            "de vous opposer à certaines utilisations de vos données ou d’en demander la limitation ;",
            "de retirer votre consentement à tout moment, par exemple en vous désinscrivant des e-mails marketing.",
          ],
        },
        "Vous pouvez modifier vous-même la plupart de vos données dans les paramètres de votre compte et supprimer vos CV à tout moment. Dans Paramètres > Sécurité, « Télécharger mes données » vous fournit un fichier JSON contenant tout ce que nous détenons sur vous, et « Supprimer mon compte » le supprime comme décrit ci-dessus ; dans Paramètres > Profil, « Visible par les employeurs » active et désactive votre profil de chercheur d’emploi. Pour toute autre demande, {{contact}}. Nous répondons dans un délai d’un mois et pouvons d’abord vous demander de confirmer votre identité. Vous avez également le droit d’introduire une réclamation auprès de votre autorité locale de protection des données.",
      ],
    },
    {
      id: "minimum-age",
      title: "Âge minimum",
      body: [
        "Hirewise ne s’adresse pas aux personnes de moins de 16 ans. Vous devez avoir au moins 16 ans pour créer un compte. Si nous apprenons que nous détenons des données personnelles d’une personne de moins de 16 ans, nous les supprimons.",
      ],
    },
    {
      id: "international-transfers",
      title: "Transferts internationaux",
      body: [
        "Nos prestataires peuvent traiter des données dans d’autres pays que le vôtre. Dans ce cas, nous les protégeons par les garanties exigées par la loi, comme les clauses contractuelles types.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de la présente politique",
      body: [
        "Nous mettons à jour la présente politique lorsque le service ou la loi change. La date indiquée en haut de la page correspond à la dernière révision. Si une modification est importante, nous vous en informerons par e-mail ou sur le site avant son entrée en vigueur.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      body: ["Pour toute question sur la présente politique ou pour exercer vos droits, {{contactHere}}."],
    },
  ],
} satisfies TCatalogueArea;
