// The signed-out landing page: hero facts, features, employer call to action, stories and FAQ, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const landing = {
  landing: {
    hero: {
      facts: ["Gratuit", "Des offres dans 29 pays", "Recherche sans compte"],
    },
    features: {
      title: "Tout ce qu’il vous faut pour votre prochain poste",
      subtitle: "Trois outils qui fonctionnent ensemble, de votre premier brouillon à votre premier entretien.",
      resumeBuilder: {
        title: "Créateur de CV avec IA",
        text: "Rédigez un CV clair et professionnel avec un résumé proposé par l’IA, puis téléchargez-le en PDF.",
        link: "Créer votre CV",
      },
      jobMatching: {
        title: "Correspondance intelligente",
        text: "Voyez dans quelle mesure chaque offre correspond à votre CV, avec les compétences que vous avez et celles qui vous manquent.",
        link: "Parcourir les offres",
      },
      skillsAssessment: {
        title: "Évaluation des compétences",
        text: "Répondez à cinq questions courtes pour découvrir vos points forts et ce que vous pouvez travailler ensuite.",
        link: "Faire l’évaluation",
      },
    },
    resumePromo: {
      eyebrow: "Créateur de CV",
      title: "Un CV qui se fait lire, prêt en quelques minutes",
      text: "Saisissez votre expérience une seule fois. Hirewise vous aide à la formuler, la met en page et vous fournit un fichier que vous pouvez envoyer partout.",
      aiContent: {
        title: "Contenu généré par l’IA",
        text: "Obtenez un résumé et des puces rédigés à partir de votre expérience, et ne gardez que ce que vous approuvez.",
      },
      templates: {
        title: "Plusieurs modèles",
        text: "Passez de Professionnel à Moderne, Créatif ou Cadre dirigeant ; l’aperçu suit chaque modification.",
      },
      pdf: {
        title: "Téléchargement PDF immédiat",
        text: "Téléchargez un PDF textuel, à votre nom, que les logiciels de recrutement savent lire.",
      },
      cta: "Commencer votre CV",
      illustration: {
        summaryLabel: "Résumé par l’IA",
        templateNames: ["Professionnel", "Moderne", "Créatif", "Cadre dirigeant"],
        pdf: "PDF",
      },
    },
    jobSearch: {
      title: "Trouvez votre prochain emploi",
      subtitle: "Recherchez par intitulé de poste ou mot-clé, puis affinez par ville ou par pays.",
      formLabel: "Rechercher un emploi",
      keywordsLabel: "Intitulé de poste ou mots-clés",
      keywordsPlaceholder: "ex. Designer produit",
      locationLabel: "Localisation",
      locationPlaceholder: "Ville ou pays",
      submit: "Rechercher",
      latestTitle: "Dernières offres",
      viewAll: "Voir toutes les offres",
      empty:
        "Aucune offre n’est ouverte pour le moment. Les nouvelles offres apparaissent ici dès que les entreprises les publient.",
      unavailable:
        "Les dernières offres n’ont pas pu être chargées pour le moment. Vous pouvez quand même parcourir toutes les offres ouvertes.",
    },
    stories: {
      title: "Témoignages",
      subtitle: "Exemples illustratifs de la façon dont les chercheurs d’emploi utilisent Hirewise.",
      siteSubtitle: "Ce que nous disent les personnes qui utilisent {{name}}.",
      items: [
        {
          quote:
            "Je n’avais pas touché à mon CV depuis quatre ans. Le créateur a transformé mes notes en un résumé clair, et chaque offre m’indiquait lesquelles de ses compétences j’avais oubliées.",
          name: "Layla",
          role: "Analyste de données",
        },
        {
          quote:
            "Filtrer par télétravail et par salaire dans ma propre devise m’a fait gagner des heures. J’ai postulé à cinq offres en une soirée avec le même CV enregistré, et j’ai suivi chacune depuis mon tableau de bord.",
          name: "Daniel",
          role: "Développeur front-end",
        },
        {
          quote:
            "Les scores de correspondance pointaient toujours les deux mêmes compétences manquantes. J’ai fait l’évaluation, suivi une formation, ajouté les deux à mon CV, et mes candidatures suivantes ont obtenu des réponses.",
          name: "Amina",
          role: "Coordinatrice marketing",
        },
      ],
    },
    employers: {
      eyebrow: "Pour les employeurs",
      title: "Recrutez les bonnes personnes, plus vite",
      subtitle:
        "Publiez vos offres gratuitement, voyez les candidats dont les compétences correspondent à chaque poste et faites-les avancer dans un processus de recrutement clair et unique.",
      watchDemo: "Voir la démo",
      opensInNewTab: "(s’ouvre dans un nouvel onglet)",
      statsLabel: "Hirewise en chiffres",
      stats: [
        { value: "50 000+", label: "Chercheurs d’emploi actifs" },
        { value: "95 %", label: "Précision de la correspondance" },
        { value: "2,5 jours", label: "Délai moyen de recrutement" },
        { value: "1 000+", label: "Entreprises" },
      ],
      benefitsTitle: "Pourquoi les entreprises recrutent sur Hirewise",
      benefits: {
        matching: {
          title: "Correspondance des candidats par IA",
          text: "Chaque candidat reçoit un score selon vos exigences, avec les compétences correspondantes et manquantes.",
        },
        speed: {
          title: "Recrutez en jours, pas en semaines",
          text: "Réduisez de 60 % le délai de recrutement grâce à des présélections classées plutôt qu’à une boîte de réception en vrac.",
        },
        free: {
          title: "Publication gratuite",
          text: "Votre première offre est gratuite et reste en ligne 30 jours.",
        },
        reach: {
          title: "Présence dans 29 pays",
          text: "Affichez les salaires en devise locale, avec une forte présence au Moyen-Orient et en Afrique du Nord.",
        },
      },
      checklistTitle: "Tout est inclus",
      checklist: [
        "Des offres avec salaire, exigences et avantages",
        "Des annonces de 30 jours que vous pouvez modifier ou clôturer",
        "Des candidats classés par l’IA pour chaque offre",
        "Les compétences correspondantes et manquantes de chaque candidat",
        "Un annuaire de candidats consultable",
        "Un processus de recrutement, de la candidature à l’embauche",
        "Des messages aux candidats, dans la messagerie et par e-mail",
        "Une page entreprise avec vos offres ouvertes",
      ],
      testimonialLabel: "Le témoignage d’un employeur (illustratif)",
      testimonial: {
        quote:
          "Nous avons publié notre premier poste gratuitement et avions une présélection classée dans la semaine. Voir pourquoi chaque candidat correspondait a rendu chaque premier appel plus court et plus utile.",
        name: "Karim",
        role: "Responsable du recrutement",
      },
      readyTitle: "Prêt à recruter ?",
      readyText: "Publiez votre première offre gratuitement. Elle est en ligne immédiatement et le reste 30 jours.",
      callToAction: {
        postJob: "Publier une offre gratuitement",
        signUpAndPostJob: "S’inscrire et publier une offre",
        startHiring: "Commencez à recruter dès aujourd’hui",
        signUpToStartHiring: "S’inscrire pour recruter",
      },
    },
    faq: {
      title: "Questions fréquentes",
      items: [
        {
          question: "Comment rechercher un emploi sur Hirewise ?",
          answer:
            "Ouvrez Rechercher un emploi et cherchez par intitulé de poste ou par mots-clés. Vous pouvez affiner la liste par pays, ville, mode de travail (à distance, hybride ou sur site), fourchette de salaire et taille d’entreprise, et trier par pertinence, date ou salaire. Aucun compte n’est nécessaire pour rechercher et consulter les offres.",
        },
        {
          question: "Les offres publiées sur Hirewise sont-elles vérifiées ?",
          answer:
            "Chaque offre provient d’un compte entreprise inscrit ou d’un site d’emploi public dont nous importons les annonces. Les offres importées sont contrôlées pour éviter les doublons, chaque annonce expire après 30 jours sauf si l’entreprise la renouvelle, et nos administrateurs retirent les annonces contraires à nos conditions. Nous ne vérifions pas chaque employeur à la main : postulez donc avec la même prudence que partout ailleurs.",
        },
        {
          question: "Puis-je postuler sans compte ?",
          answer:
            "Non. Vous pouvez parcourir et lire toutes les offres sans compte, mais pour postuler il faut un compte gratuit et un CV enregistré. Ainsi, l’employeur reçoit votre CV et vous suivez le statut de chaque candidature sur votre tableau de bord.",
        },
        {
          question: "Comment fonctionne la correspondance des offres par IA ?",
          answer:
            "Lorsque vous êtes connecté et avez enregistré un CV, chaque offre affiche un score de correspondance de 0 à 100. Il est calculé sur notre serveur en comparant les compétences et l’expérience de votre propre CV aux exigences de l’offre, et il liste les compétences que vous avez et celles qui vous manquent. Considérez-le comme un repère, pas comme un verdict.",
        },
        {
          question: "Le créateur de CV est-il gratuit ?",
          answer:
            "Oui. Tout le monde peut remplir le formulaire de CV gratuitement. Un compte gratuit est nécessaire pour enregistrer votre CV, le télécharger et utiliser l’aide à la rédaction par l’IA.",
        },
        {
          question: "Comment l’IA rédige-t-elle le contenu de mon CV ?",
          answer:
            "L’IA rédige un résumé professionnel et reformule les puces de votre expérience à partir de ce que vous avez saisi. Chaque suggestion s’affiche à côté de votre propre texte, et rien ne change tant que vous ne l’acceptez pas. Vérifiez les faits avant de l’utiliser : l’IA ne sait que ce que vous lui avez dit.",
        },
        {
          question: "Quels modèles et formats de CV sont proposés ?",
          answer:
            "Il existe quatre modèles : Professionnel, Moderne, Créatif et Cadre dirigeant. Vous pouvez télécharger votre CV en PDF dans chacun d’eux, et l’importer ou l’exporter au format ouvert JSON Resume : il n’est donc jamais enfermé dans Hirewise.",
        },
        {
          question: "Puis-je télécharger mon CV en PDF ?",
          answer:
            "Oui, une fois connecté et votre CV enregistré. Le PDF contient du vrai texte, sélectionnable, dans un ordre de lecture clair : les logiciels de recrutement peuvent donc le lire, et le fichier porte votre nom.",
        },
      ],
    },
    closing: {
      title: "Prêt à trouver l’emploi qui vous correspond ?",
      text: "Créez un compte gratuit pour enregistrer votre CV, le télécharger en PDF et postuler à des offres en quelques minutes.",
      getStarted: "Commencer gratuitement",
      learnMore: "En savoir plus",
    },
  },
} satisfies TCatalogueArea;
