// The evaluation's job pool (bench/match-eval): written for the evaluation, not taken
// from the demo seed. Each role is a posting template; its variants change the level (title
// prefix and years asked), the place and the work type. `role` and `level` are the grader's
// annotations (grades.ts), `language` says which language a posting is written in: the engine
// never sees them. The French and Arabic templates are written whole in their language and
// added after the English ones of the same occupation (the Arabic ones at the end, so the ids
// of the earlier postings did not change when they were added).
import type { TMatchJobInput, TWorkType } from "../../server/matching";

export interface TEvalJob extends TMatchJobInput {
  /** The grader's annotation: which occupation this posting is for. */
  role: string;
  /** The grader's annotation: 1 junior, 2 mid, 3 senior, 4 lead or manager of managers. */
  level: 1 | 2 | 3 | 4;
  /** The language the posting is written in (for the per-language figures of eval-match). */
  language: "en" | "fr" | "ar";
}

interface TTemplate {
  role: string;
  title: string;
  description: string;
  requirements: string[];
  skills: string[];
  /** French ads say their years in French. */
  french?: boolean;
  /** Arabic ads say their years and levels in Arabic. */
  arabic?: boolean;
}

type TPlace = [country: string, city: string | null, workType: TWorkType];
type TVariant = [level: 1 | 2 | 3 | 4, place: TPlace];

const PREFIX = { en: ["", "Junior ", "", "Senior ", "Lead "], fr: ["", "", "", "", ""] } as const;
const SUFFIX_FR = ["", " junior", "", " confirmé", " (responsable d'équipe)"] as const;
const YEARS_EN = [
  [
    "",
    "1+ years of experience in the field",
    "3+ years of experience",
    "5+ years of experience",
    "8+ years of experience, including leading others",
  ],
  [
    "",
    "At least one year of hands-on experience",
    "At least three years of relevant experience",
    "A minimum of 5 years of relevant experience",
    "Minimum 8 years of experience, 2 of them leading a team",
  ],
  [
    "",
    "0-2 years of experience; graduates welcome",
    "2-4 years of experience in a similar role",
    "5-7 years of experience in a similar role",
    "10 years of experience or more",
  ],
] as const;
// Arabic: "at least a year, graduates welcome", "not less than three years", "not less than five
// years in a similar job", "eight years at least, three of them leading a team".
const SUFFIX_AR = ["", " (مبتدئ)", "", " أول", " - قائد فريق"] as const;
const YEARS_AR = [
  "",
  "خبرة سنة على الأقل، ويرحب بحديثي التخرج",
  "خبرة لا تقل عن ثلاث سنوات",
  "خبرة لا تقل عن خمس سنوات في وظيفة مماثلة",
  "خبرة ثماني سنوات على الأقل، منها ثلاث في قيادة فريق",
] as const;
const YEARS_FR = [
  "",
  "Une première expérience (1 an) réussie",
  "3 ans d'expérience minimum",
  "5 ans d'expérience au moins sur un poste similaire",
  "8 ans d'expérience dont 3 en management",
] as const;

const UAE: TPlace = ["United Arab Emirates", "Dubai", "onsite"];
const UAE_H: TPlace = ["United Arab Emirates", "Abu Dhabi", "hybrid"];
const KSA: TPlace = ["Saudi Arabia", "Riyadh", "onsite"];
const UK: TPlace = ["United Kingdom", "London", "onsite"];
const UK_H: TPlace = ["United Kingdom", "Manchester", "hybrid"];
const US: TPlace = ["United States", "New York", "onsite"];
const US_H: TPlace = ["United States", "Austin", "hybrid"];
const FR: TPlace = ["France", "Paris", "onsite"];
const FR_H: TPlace = ["France", "Lyon", "hybrid"];
const MA: TPlace = ["Morocco", "Casablanca", "onsite"];
const MA_H: TPlace = ["Morocco", "Casablanca", "hybrid"];
const EG: TPlace = ["Egypt", "Cairo", "onsite"];
const TN: TPlace = ["Tunisia", "Tunis", "hybrid"];
const IN: TPlace = ["India", "Bengaluru", "hybrid"];
const DE: TPlace = ["Germany", "Berlin", "hybrid"];
const QA: TPlace = ["Qatar", "Doha", "onsite"];
const REMOTE_US: TPlace = ["United States", null, "remote"];
const REMOTE_UK: TPlace = ["United Kingdom", null, "remote"];
const REMOTE_AE: TPlace = ["United Arab Emirates", null, "remote"];
const REMOTE_FR: TPlace = ["France", null, "remote"];
const REMOTE_EG: TPlace = ["Egypt", null, "remote"];
const JO_H: TPlace = ["Jordan", "Amman", "hybrid"];

const T = (role: string, title: string, description: string, requirements: string[], skills: string[]): TTemplate => ({
  role,
  title,
  description,
  requirements,
  skills,
});
const F = (role: string, title: string, description: string, requirements: string[], skills: string[]): TTemplate => ({
  role,
  title,
  description,
  requirements,
  skills,
  french: true,
});

const A = (role: string, title: string, description: string, requirements: string[], skills: string[]): TTemplate => ({
  role,
  title,
  description,
  requirements,
  skills,
  arabic: true,
});

const POOL: [TTemplate, TVariant[]][] = [
  // ---------- Software ----------
  [
    T(
      "fe-react",
      "Frontend Developer",
      "Our product team builds a customer portal used by thousands of small businesses. You will build accessible, fast interfaces with React and TypeScript, work closely with designers in Figma and review pull requests.",
      [
        "Strong React and TypeScript skills",
        "Good command of HTML, CSS and responsive layout",
        "Experience with Jest or Testing Library",
        "Next.js experience is a plus",
      ],
      ["React", "TypeScript", "CSS", "Jest", "Next.js", "Accessibility"],
    ),
    [
      [3, UAE_H],
      [2, REMOTE_US],
      [1, UK_H],
      [4, DE],
    ],
  ],
  [
    T(
      "fe-angular",
      "Frontend Developer",
      "Join the team behind our insurance quoting platform. You will develop new screens in Angular with RxJS and NgRx, write unit tests with Karma and keep our component library consistent.",
      [
        "Must have solid Angular (v14+) and RxJS experience",
        "TypeScript and SCSS",
        "Experience with state management (NgRx)",
      ],
      ["Angular", "RxJS", "NgRx", "TypeScript", "SCSS"],
    ),
    [
      [2, UAE_H],
      [3, UK],
    ],
  ],
  [
    T(
      "be-node",
      "Backend Engineer",
      "We run a payments API processing millions of requests a day. You will design REST and GraphQL services in Node.js and TypeScript on PostgreSQL, improve reliability and own features from design to production.",
      [
        "Production experience with Node.js and TypeScript",
        "Relational databases: PostgreSQL and writing efficient SQL",
        "Docker and a cloud provider (AWS preferred)",
        "Redis is nice to have",
      ],
      ["Node.js", "TypeScript", "PostgreSQL", "REST APIs", "Docker", "AWS"],
    ),
    [
      [2, MA_H],
      [3, REMOTE_US],
      [1, DE],
      [2, UK_H],
    ],
  ],
  [
    T(
      "be-java",
      "Java Developer",
      "A bank's digital channel team is hiring. You will build microservices in Java 17 and Spring Boot, integrate with core banking systems over Kafka and keep services secure and observable.",
      [
        "Required: Java and Spring Boot in production",
        "Microservices, Kafka and Oracle or PostgreSQL",
        "Experience with Kubernetes is an advantage",
      ],
      ["Java", "Spring Boot", "Microservices", "Kafka", "Oracle"],
    ),
    [
      [3, UAE],
      [2, IN],
      [4, UK_H],
    ],
  ],
  [
    T(
      "be-python",
      "Python Developer",
      "Build the APIs and background jobs behind our logistics marketplace using Python, Django REST Framework and Celery on PostgreSQL.",
      ["Python and Django in production", "PostgreSQL, Celery and Redis", "Good testing habits with pytest"],
      ["Python", "Django", "PostgreSQL", "Celery", "REST APIs"],
    ),
    [
      [2, DE],
      [3, REMOTE_UK],
    ],
  ],
  [
    T(
      "fullstack-js",
      "Full Stack JavaScript Developer",
      "A startup building scheduling software for clinics. You will ship features end to end, from Node.js APIs to React screens, and own our PostgreSQL schema.",
      [
        "JavaScript/TypeScript across the stack: React and Node.js",
        "SQL databases, preferably Postgres",
        "Automated tests and CI",
      ],
      ["JavaScript", "React", "Node.js", "Postgres", "CI/CD"],
    ),
    [
      [2, REMOTE_AE],
      [3, US_H],
    ],
  ],
  [
    F(
      "fullstack-js",
      "Développeur Full Stack JavaScript",
      "Éditeur d'une plateforme de paiement en ligne, nous renforçons notre équipe produit. Vous développez des fonctionnalités de bout en bout, de l'API en Node.js à l'interface en React, et écrivez des tests automatisés.",
      [
        "Bonne connaissance de React, Node.js et PostgreSQL",
        "Habitude des tests automatisés et de l'intégration continue",
        "Français courant, anglais technique",
      ],
      ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker"],
    ),
    [
      [2, MA_H],
      [3, FR_H],
    ],
  ],
  [
    T(
      "devops",
      "DevOps Engineer",
      "Own the platform our 40 engineers deploy to: Kubernetes clusters on AWS defined in Terraform, CI/CD pipelines in GitHub Actions and monitoring with Prometheus and Grafana.",
      [
        "Must have hands-on Kubernetes and Terraform",
        "AWS networking and IAM",
        "Linux and Bash scripting",
        "On-call experience",
      ],
      ["Kubernetes", "Terraform", "AWS", "CI/CD", "Linux", "Prometheus"],
    ),
    [
      [3, REMOTE_UK],
      [2, UAE_H],
      [4, US_H],
    ],
  ],
  [
    T(
      "devops",
      "Site Reliability Engineer",
      "Keep our trading platform fast and available. You will run K8s on GCP, write infrastructure as code, improve our SLOs and lead incident reviews.",
      [
        "Experience operating K8s in production",
        "IaC with Terraform or Pulumi",
        "Go or Python for tooling",
        "Incident management",
      ],
      ["K8s", "GCP", "IaC", "Observability", "Go"],
    ),
    [
      [3, UK],
      [2, REMOTE_US],
    ],
  ],
  [
    T(
      "mobile",
      "Mobile Developer",
      "Build our consumer app on iOS and Android with React Native, ship weekly releases and work with designers on smooth animations.",
      [
        "React Native and TypeScript",
        "Publishing to the App Store and Google Play",
        "Native modules in Swift or Kotlin are a plus",
      ],
      ["React Native", "TypeScript", "iOS", "Android", "Redux"],
    ),
    [
      [2, UAE_H],
      [3, IN],
    ],
  ],
  [
    T(
      "qa-engineer",
      "QA Automation Engineer",
      "Own test automation for our web and mobile apps: end-to-end tests with Playwright and Cypress, API tests and quality gates in CI.",
      ["Test automation with Cypress or Playwright", "JavaScript or TypeScript", "API testing with Postman"],
      ["Cypress", "Playwright", "Test Automation", "Postman", "CI/CD"],
    ),
    [
      [2, IN],
      [3, REMOTE_US],
    ],
  ],
  [
    T(
      "software-architect",
      "Software Architect",
      "Define the architecture of our cloud banking platform: domain boundaries, microservices, event streaming and security, and coach teams in Java and Kotlin.",
      [
        "Extensive experience designing distributed systems",
        "Java/Kotlin microservices on Kubernetes",
        "Event-driven architecture with Kafka",
      ],
      ["System Design", "Microservices", "Java", "Kafka", "Kubernetes"],
    ),
    [
      [4, UAE],
      [4, REMOTE_UK],
    ],
  ],
  [
    T(
      "it-pm",
      "IT Project Manager",
      "Lead the rollout of a new ERP and CRM across six countries: plan, budget, manage vendors and report to the steering committee.",
      [
        "PMP or PRINCE2 certification",
        "Delivering IT projects with Agile and waterfall methods",
        "Stakeholder and vendor management",
      ],
      ["PMP", "Agile", "Stakeholder Management", "Vendor Management", "Jira"],
    ),
    [
      [3, KSA],
      [2, UK_H],
    ],
  ],
  [
    T(
      "security-analyst",
      "Cybersecurity Analyst",
      "Work in our security operations centre: monitor alerts in the SIEM, investigate incidents, hunt for threats and improve detections.",
      [
        "SIEM tools such as Splunk or QRadar",
        "Incident response and network security fundamentals",
        "Security+ or similar certification",
      ],
      ["SIEM", "Splunk", "Incident Response", "Threat Hunting", "Network Security"],
    ),
    [
      [2, UAE],
      [3, REMOTE_US],
    ],
  ],
  // ---------- Data ----------
  [
    T(
      "data-engineer",
      "Data Engineer",
      "Build and maintain the data pipelines that feed our analytics platform: ingestion with Airflow, transformations in dbt and Spark, and a Snowflake warehouse.",
      [
        "Strong Python and SQL",
        "Airflow and dbt in production",
        "Spark or another distributed engine",
        "Data modelling for analytics",
      ],
      ["Python", "SQL", "Airflow", "dbt", "Spark", "Snowflake"],
    ),
    [
      [2, REMOTE_UK],
      [3, DE],
      [2, UAE_H],
    ],
  ],
  [
    T(
      "data-scientist",
      "Data Scientist",
      "Use machine learning to predict demand and personalise offers for 5 million customers. You will build models with Python and scikit-learn, run experiments and present results to business leaders.",
      [
        "Python, pandas and scikit-learn",
        "Statistics and experiment design",
        "SQL",
        "Deep learning experience is a bonus",
      ],
      ["Python", "Machine Learning", "Statistics", "SQL", "pandas", "A/B Testing"],
    ),
    [
      [2, US_H],
      [3, UAE_H],
      [1, MA_H],
    ],
  ],
  [
    T(
      "data-analyst",
      "Data Analyst",
      "Turn operational data into decisions: build Power BI dashboards, write SQL, automate reports and present insights to managers.",
      ["Advanced SQL", "Power BI or Tableau dashboards", "Excel", "Python is a plus"],
      ["SQL", "Power BI", "Excel", "Data Visualisation", "Python"],
    ),
    [
      [2, MA],
      [1, UK_H],
      [3, REMOTE_AE],
    ],
  ],
  [
    T(
      "data-analyst",
      "Business Intelligence Analyst",
      "Own reporting for our retail network: model data in the warehouse, design dashboards in Tableau and answer ad-hoc questions from the commercial team.",
      ["SQL and data modelling", "Tableau or Looker", "Stakeholder communication"],
      ["SQL", "Tableau", "Data Modelling", "Excel"],
    ),
    [
      [2, KSA],
      [3, UK],
    ],
  ],
  // ---------- Design / product ----------
  [
    T(
      "ux-designer",
      "UX/UI Designer",
      "Design flows for our mobile banking app from research to polished UI: interviews, prototypes in Figma, usability tests and our design system.",
      [
        "Portfolio showing user research and interaction design",
        "Figma and prototyping",
        "Design systems and accessibility",
      ],
      ["Figma", "User Research", "Prototyping", "Design Systems", "Usability Testing"],
    ),
    [
      [2, IN],
      [3, UAE_H],
      [1, REMOTE_UK],
    ],
  ],
  [
    T(
      "graphic-designer",
      "Graphic Designer",
      "Create campaigns, packaging and social visuals for lifestyle brands with Adobe Illustrator, Photoshop and InDesign.",
      ["Strong portfolio of brand and print work", "Adobe Creative Suite", "Typography and layout"],
      ["Adobe Illustrator", "Photoshop", "InDesign", "Typography", "Branding"],
    ),
    [
      [2, UAE],
      [2, FR_H],
    ],
  ],
  [
    T(
      "product-manager",
      "Product Manager",
      "Own the roadmap of our checkout product: discovery with customers, prioritisation with engineering, A/B tests and product metrics.",
      [
        "Experience as a product manager in a software company",
        "Discovery, user research and roadmapping",
        "Data-driven decisions with analytics and experiments",
      ],
      ["Product Strategy", "Roadmapping", "User Research", "A/B Testing", "Agile"],
    ),
    [
      [2, UAE_H],
      [3, REMOTE_US],
      [4, UK_H],
    ],
  ],
  // ---------- Nursing / healthcare ----------
  [
    T(
      "nurse-icu",
      "ICU Registered Nurse",
      "Provide nursing care to critically ill adults in our 24-bed intensive care unit: monitor vital signs, manage ventilators and infusions, administer medication and document care in Epic.",
      [
        "Registered Nurse licence (DHA/DOH eligible)",
        "Critical care experience with ventilated patients",
        "BLS and ACLS certification",
        "Must be able to work rotating shifts",
      ],
      ["Critical Care", "Patient Care", "Medication Administration", "ACLS", "Electronic Health Records"],
    ),
    [
      [2, UAE],
      [3, QA],
      [2, KSA],
    ],
  ],
  [
    T(
      "nurse-ward",
      "Staff Nurse",
      "Join a busy medical ward caring for adults with complex needs. You will assess and plan care, administer medicines, work with doctors and families and support student nurses.",
      [
        "NMC registration as an adult nurse",
        "Acute ward experience",
        "Medication administration and IV therapy",
        "Compassion and teamwork",
      ],
      ["Patient Care", "Medication Administration", "Care Planning", "Wound Care", "IV Therapy"],
    ),
    [
      [2, UK],
      [1, UK_H],
      [3, UAE],
    ],
  ],
  [
    F(
      "nurse-bloc",
      "Infirmier / Infirmière de bloc opératoire",
      "Clinique chirurgicale privée, nous recrutons un infirmier ou une infirmière de bloc pour nos salles d'orthopédie. Vous assurez l'instrumentation et la circulation pendant les interventions et veillez à l'hygiène et à la traçabilité.",
      [
        "Diplôme d'État d'infirmier ; le DE d'IBODE est un plus",
        "Expérience au bloc opératoire",
        "Rigueur et sens du travail en équipe",
      ],
      ["Instrumentation", "Circulation au bloc", "Hygiène hospitalière", "Traçabilité"],
    ),
    [
      [2, FR],
      [3, FR],
    ],
  ],
  [
    F(
      "nurse-ward",
      "Infirmier / Infirmière en service de médecine",
      "Hôpital privé à Casablanca, nous cherchons des infirmiers pour notre service de médecine interne : soins aux patients, administration des médicaments, surveillance et dossier patient informatisé.",
      ["Diplôme d'infirmier d'État", "Expérience en service hospitalier", "Français et arabe courants"],
      ["Soins infirmiers", "Administration des médicaments", "Dossier patient", "Surveillance clinique"],
    ),
    [[2, MA]],
  ],
  [
    T(
      "nursery-nurse",
      "Nursery Nurse",
      "Our day nursery cares for children from 3 months to 5 years. You will plan play-based activities following the EYFS, observe children's development, keep learning journals and work with parents.",
      [
        "Level 3 qualification in early years childcare",
        "Knowledge of the EYFS and safeguarding",
        "Paediatric first aid (or willing to train)",
      ],
      ["EYFS", "Childcare", "Safeguarding", "Observation and Assessment", "Paediatric First Aid"],
    ),
    [
      [2, UK],
      [1, UK_H],
      [3, UAE],
    ],
  ],
  [
    T(
      "care-assistant",
      "Healthcare Assistant",
      "Support nurses on a rehabilitation ward: personal care, mobility, observations and keeping patients comfortable.",
      [
        "Care certificate or experience in care",
        "Kindness and patience",
        "Basic observations (blood pressure, temperature)",
      ],
      ["Personal Care", "Patient Care", "Observations", "Elderly Care"],
    ),
    [
      [1, UK],
      [2, UAE],
    ],
  ],
  [
    T(
      "pharmacist",
      "Clinical Pharmacist",
      "Review prescriptions on the wards, advise doctors on drug interactions and doses, counsel patients at discharge and manage the hospital formulary.",
      ["Pharmacy degree and licence", "Hospital pharmacy experience", "Clinical pharmacy knowledge"],
      ["Medication Review", "Pharmacology", "Patient Counselling", "Dispensing"],
    ),
    [
      [2, UAE],
      [3, EG],
    ],
  ],
  [
    T(
      "physio",
      "Physiotherapist",
      "Treat outpatients with musculoskeletal injuries and patients after orthopaedic surgery: assessment, exercise programmes and manual therapy.",
      ["Physiotherapy degree and licence", "MSK outpatient experience", "Exercise prescription"],
      ["Musculoskeletal Assessment", "Rehabilitation", "Exercise Prescription", "Manual Therapy"],
    ),
    [
      [2, UAE],
      [3, UK],
    ],
  ],
  [
    F(
      "physio",
      "Masseur-kinésithérapeute",
      "Cabinet pluridisciplinaire à Lyon, nous accueillons un kinésithérapeute pour la rééducation orthopédique et sportive.",
      ["Diplôme d'État de masseur-kinésithérapeute", "Expérience en rééducation orthopédique"],
      ["Rééducation orthopédique", "Bilan kinésithérapique", "Thérapie manuelle"],
    ),
    [[2, FR_H]],
  ],
  // ---------- Finance ----------
  [
    T(
      "accountant",
      "Accountant",
      "Keep the books of a group of trading companies: general ledger, bank reconciliations, VAT returns and the monthly close under IFRS, in SAP.",
      [
        "Degree in accounting; ACCA or CPA in progress",
        "General ledger and month-end close",
        "IFRS and VAT",
        "Advanced Excel",
      ],
      ["General Ledger", "Reconciliations", "IFRS", "VAT", "SAP", "Month-End Close"],
    ),
    [
      [2, UAE],
      [3, KSA],
      [1, UK_H],
      [2, REMOTE_US],
    ],
  ],
  [
    F(
      "accountant",
      "Comptable",
      "Société de microfinance, nous recrutons un ou une comptable pour notre siège. Vous tenez la comptabilité générale, préparez les rapprochements bancaires et les déclarations fiscales et participez aux clôtures mensuelles.",
      ["Licence ou master en comptabilité", "Bonne maîtrise d'Excel et d'un logiciel comptable", "Français courant"],
      ["Comptabilité générale", "Fiscalité", "Rapprochements bancaires", "Excel", "Clôtures"],
    ),
    [
      [2, TN],
      [3, FR],
    ],
  ],
  [
    T(
      "financial-analyst",
      "Financial Analyst",
      "Join FP&A: build the budget and forecasts, analyse variances, model investment cases and present to the CFO.",
      ["Financial modelling in Excel", "Budgeting and forecasting", "Power BI is a plus", "CFA or ACCA progress"],
      ["Financial Modelling", "Forecasting", "Budgeting", "Excel", "Power BI"],
    ),
    [
      [2, UAE],
      [3, UK],
      [1, US_H],
    ],
  ],
  [
    T(
      "auditor",
      "External Auditor",
      "Audit the financial statements of clients in retail and manufacturing, test controls and report findings to audit managers.",
      ["ACA, ACCA or CPA (qualified or in progress)", "IFRS knowledge", "Audit experience with a firm"],
      ["Audit", "IFRS", "Internal Controls", "Financial Reporting"],
    ),
    [
      [2, UAE],
      [3, UK],
    ],
  ],
  [
    T(
      "compliance",
      "AML Compliance Analyst",
      "Review alerts from transaction monitoring, carry out KYC and enhanced due diligence on clients and file suspicious activity reports.",
      ["AML and KYC experience in a bank or fintech", "Sanctions screening", "ACAMS is a plus"],
      ["AML", "KYC", "Sanctions Screening", "Transaction Monitoring", "Regulatory Compliance"],
    ),
    [
      [2, UAE],
      [3, UK_H],
    ],
  ],
  [
    T(
      "risk-analyst",
      "Credit Risk Analyst",
      "Build and monitor credit risk models for retail lending, run stress tests and prepare regulatory reports under Basel III.",
      ["Credit risk modelling with Python or SAS", "SQL", "Basel III and IFRS 9"],
      ["Credit Risk", "Python", "SQL", "Basel III", "Stress Testing"],
    ),
    [
      [2, UK],
      [3, UAE],
    ],
  ],
  // ---------- Sales / marketing ----------
  [
    T(
      "sales-saas",
      "Account Executive",
      "Sell our HR software to mid-market companies: run discovery calls and demos, manage your pipeline in Salesforce, negotiate and close new business.",
      ["Track record of closing B2B SaaS deals", "Pipeline management and forecasting in a CRM", "Negotiation skills"],
      ["SaaS Sales", "Salesforce", "Pipeline Management", "Negotiation", "Business Development"],
    ),
    [
      [2, UAE],
      [3, REMOTE_UK],
      [1, US_H],
    ],
  ],
  [
    T(
      "sales-field",
      "Sales Representative",
      "Visit pharmacies and supermarkets in your territory, grow sales of our consumer health brands, negotiate shelf space and report in the CRM.",
      ["Field sales experience in FMCG or pharma", "Driving licence", "Negotiation and relationship building"],
      ["Field Sales", "Negotiation", "CRM", "Key Account Management", "Merchandising"],
    ),
    [
      [2, KSA],
      [2, EG],
    ],
  ],
  [
    T(
      "sales-manager",
      "Sales Manager",
      "Lead a team of 8 account executives selling logistics services, set targets, coach the team and own the regional revenue forecast.",
      ["Sales leadership experience", "B2B sales and pipeline forecasting", "Coaching and people management"],
      ["Sales Management", "Team Leadership", "Forecasting", "B2B Sales", "CRM"],
    ),
    [
      [4, UAE],
      [3, UK],
    ],
  ],
  [
    T(
      "digital-marketing",
      "Digital Marketing Specialist",
      "Run paid campaigns on Google Ads and Meta, optimise landing pages, track results in GA4 and report weekly on acquisition.",
      ["Google Ads and Meta Ads campaign management", "GA4 and conversion tracking", "SEO basics", "A/B testing"],
      ["Google Ads", "Meta Ads", "GA4", "SEO", "A/B Testing"],
    ),
    [
      [2, UAE_H],
      [1, UK_H],
      [3, REMOTE_US],
    ],
  ],
  [
    F(
      "digital-marketing",
      "Chargé(e) de marketing digital",
      "Agence de marketing à la performance, nous cherchons un ou une chargé(e) de marketing digital pour piloter les campagnes Google Ads et Meta de nos clients et analyser les résultats.",
      ["Deux ans d'expérience en acquisition payante", "Maîtrise de Google Ads, Meta Ads et GA4", "Français courant"],
      ["Google Ads", "Meta Ads", "GA4", "SEA", "Looker Studio"],
    ),
    [[2, FR_H]],
  ],
  [
    T(
      "content-writer",
      "Content Writer",
      "Write blog articles, landing pages and newsletters for B2B software clients; research topics, interview experts and optimise for search.",
      ["Excellent written English and a portfolio", "SEO writing and keyword research", "Experience with WordPress"],
      ["Copywriting", "SEO", "WordPress", "Content Strategy", "Editing"],
    ),
    [
      [2, REMOTE_UK],
      [3, REMOTE_US],
    ],
  ],
  [
    F(
      "content-writer",
      "Rédacteur / Rédactrice web SEO",
      "Nous cherchons un rédacteur web en freelance pour produire des contenus optimisés pour le référencement pour des clients du logiciel B2B.",
      ["Une plume claire et sans fautes", "Expérience de la rédaction SEO et de Semrush", "Capacité à vulgariser"],
      ["Rédaction web", "SEO", "Semrush", "WordPress"],
    ),
    [[2, REMOTE_FR]],
  ],
  [
    T(
      "marketing-manager",
      "Marketing Manager",
      "Own the marketing plan and budget of a consumer brand: campaigns, agencies, brand positioning and growth targets.",
      [
        "Marketing management experience in B2C",
        "Budget ownership and agency management",
        "Brand and campaign planning",
      ],
      ["Marketing Strategy", "Brand Management", "Budget Management", "Campaign Planning"],
    ),
    [
      [3, UAE],
      [4, US_H],
    ],
  ],
  [
    T(
      "social-media",
      "Social Media Manager",
      "Plan and create content for Instagram, TikTok and LinkedIn, grow our community and report on engagement.",
      ["Social media management for brands", "Content creation with Canva or Adobe", "Community management"],
      ["Instagram", "TikTok", "Community Management", "Content Planning", "Canva"],
    ),
    [
      [2, UAE],
      [2, UK_H],
    ],
  ],
  // ---------- Teaching ----------
  [
    T(
      "math-teacher",
      "Mathematics Teacher",
      "Teach IGCSE and A Level mathematics at a British curriculum secondary school; plan lessons, assess progress and support students' exam preparation.",
      [
        "Teaching qualification (PGCE or equivalent)",
        "Experience teaching IGCSE or A Level maths",
        "Classroom management",
      ],
      ["IGCSE", "Lesson Planning", "Classroom Management", "Assessment", "Mathematics"],
    ),
    [
      [2, UAE],
      [3, QA],
      [2, UK],
    ],
  ],
  [
    T(
      "english-teacher",
      "English Language Teacher",
      "Teach general English and IELTS preparation to adults and teenagers in small groups.",
      ["CELTA or TESOL", "Experience teaching EFL", "Lesson planning for mixed levels"],
      ["CELTA", "IELTS Preparation", "Lesson Planning", "Classroom Management"],
    ),
    [
      [2, KSA],
      [1, MA],
    ],
  ],
  [
    T(
      "primary-teacher",
      "Primary Teacher",
      "Teach a Year 3 class following the English National Curriculum; plan engaging lessons, track progress and communicate with parents.",
      ["Qualified teacher status (QTS)", "Primary classroom experience", "Safeguarding training"],
      ["Lesson Planning", "British Curriculum", "Classroom Management", "Safeguarding"],
    ),
    [
      [2, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "instructional-designer",
      "Instructional Designer",
      "Design e-learning courses for corporate clients with Articulate Storyline, following ADDIE, and publish them on our LMS.",
      ["Instructional design experience", "Articulate Storyline or Rise", "LMS and SCORM"],
      ["Instructional Design", "Articulate Storyline", "LMS", "ADDIE"],
    ),
    [
      [2, REMOTE_UK],
      [3, UAE_H],
    ],
  ],
  [
    T(
      "school-principal",
      "School Principal",
      "Lead a K-12 international school of 1,200 students: academic standards, staff development, accreditation and the school's budget.",
      ["Senior leadership experience in schools", "Accreditation and inspection experience", "Budget management"],
      ["School Leadership", "Accreditation", "Staff Development", "Budget Management"],
    ),
    [
      [4, UAE],
      [4, KSA],
    ],
  ],
  // ---------- Logistics ----------
  [
    T(
      "logistics-coordinator",
      "Logistics Coordinator",
      "Coordinate inbound and outbound shipments, prepare customs documentation, track containers and keep customers informed.",
      [
        "Experience in freight forwarding or logistics",
        "Customs documentation and Incoterms",
        "Excel and a WMS or TMS",
      ],
      ["Shipment Tracking", "Customs Documentation", "Incoterms", "Excel", "WMS"],
    ),
    [
      [2, UAE],
      [1, MA],
      [3, KSA],
    ],
  ],
  [
    T(
      "warehouse-supervisor",
      "Warehouse Supervisor",
      "Supervise a shift of 30 warehouse operatives: picking, packing and dispatch targets, stock accuracy and safety.",
      [
        "Warehouse supervision experience",
        "WMS and inventory control",
        "Health and safety; forklift licence an advantage",
      ],
      ["WMS", "Inventory Control", "Team Leadership", "Health and Safety", "Forklift Operations"],
    ),
    [
      [3, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "supply-chain-planner",
      "Supply Chain Planner",
      "Balance supply and demand for our FMCG factories: demand forecasts, MRP runs in SAP, S&OP meetings and inventory targets.",
      ["Demand or supply planning experience", "SAP and advanced Excel", "S&OP"],
      ["Demand Planning", "SAP", "MRP", "S&OP", "Inventory Management", "Excel"],
    ),
    [
      [2, UAE],
      [3, DE],
    ],
  ],
  [
    T(
      "procurement",
      "Procurement Specialist",
      "Run tenders, negotiate with suppliers and manage contracts for construction materials and services.",
      ["Procurement or purchasing experience", "Negotiation and supplier management", "CIPS is a plus"],
      ["Procurement", "Negotiation", "Supplier Management", "Tendering"],
    ),
    [
      [2, KSA],
      [3, UAE],
    ],
  ],
  [
    T(
      "driver",
      "Delivery Driver",
      "Deliver parcels to homes and businesses on a daily route using our driver app.",
      ["Valid driving licence", "Good knowledge of the city", "Customer service attitude"],
      ["Safe Driving", "Route Planning", "Customer Service"],
    ),
    [
      [1, UAE],
      [1, UK],
    ],
  ],
  // ---------- Hospitality ----------
  [
    T(
      "front-office-manager",
      "Front Office Manager",
      "Lead the front desk, concierge and guest relations teams of a 300-room resort; manage Opera PMS, upselling and guest satisfaction scores.",
      ["Front office management in a luxury hotel", "Opera PMS", "Team leadership and guest relations"],
      ["Opera PMS", "Guest Relations", "Team Leadership", "Upselling", "Revenue Management"],
    ),
    [
      [3, UAE],
      [3, QA],
    ],
  ],
  [
    F(
      "front-office-manager",
      "Responsable de la réception",
      "Riad de charme à Marrakech, nous cherchons un ou une responsable de la réception pour encadrer les réceptionnistes et concierges, accueillir nos hôtes et gérer les réservations.",
      [
        "Trois ans d'expérience en réception dans l'hôtellerie haut de gamme",
        "Maîtrise d'Opera ou Mews",
        "Français, arabe et anglais",
      ],
      ["Gestion de la réception", "Opera PMS", "Management d'équipe", "Relation client"],
    ),
    [[3, ["Morocco", "Marrakesh", "onsite"]]],
  ],
  [
    T(
      "receptionist",
      "Hotel Receptionist",
      "Welcome guests, check them in and out, handle reservations and requests at the front desk of a city hotel.",
      ["Customer service experience", "Opera PMS is an advantage", "English and a second language"],
      ["Customer Service", "Reservations", "Opera PMS", "Languages"],
    ),
    [
      [1, UAE],
      [1, UK],
    ],
  ],
  [
    T(
      "revenue-manager",
      "Revenue Manager",
      "Set room rates and distribution strategy for a cluster of hotels using IDeaS, forecast demand and report on RevPAR.",
      ["Hotel revenue management experience", "Forecasting and pricing", "Advanced Excel"],
      ["Revenue Management", "Pricing", "Forecasting", "Excel", "Distribution"],
    ),
    [
      [3, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "chef",
      "Chef de Partie",
      "Run a section in the kitchen of our Mediterranean restaurant, prepare dishes to standard, train commis chefs and follow HACCP.",
      ["Experience as chef de partie or demi chef", "HACCP and food safety", "Mediterranean cuisine"],
      ["Food Preparation", "HACCP", "Kitchen Management", "Menu Development"],
    ),
    [
      [2, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "barista",
      "Barista",
      "Prepare espresso drinks and pour-overs at our specialty coffee bar; we roast single-origin beans from Java, Sumatra and Ethiopia. Train new team members and keep the bar spotless.",
      [
        "Barista experience and latte art",
        "Passion for coffee, including Java and Sumatra origins",
        "Friendly customer service",
      ],
      ["Espresso", "Latte Art", "Customer Service", "Coffee Brewing"],
    ),
    [
      [1, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "waiter",
      "Restaurant Server",
      "Serve guests in a busy brasserie, take orders, recommend dishes and wines and work the POS.",
      ["Restaurant service experience", "Friendly and fast", "POS experience"],
      ["Food and Beverage Service", "Customer Service", "Point of Sale"],
    ),
    [
      [1, FR],
      [1, UAE],
    ],
  ],
  // ---------- Construction / engineering ----------
  [
    T(
      "civil-engineer",
      "Site Engineer",
      "Supervise concrete and structural works on a hospital project, review shop drawings, coordinate subcontractors and report daily progress.",
      [
        "Degree in civil engineering",
        "Site supervision on building projects",
        "AutoCAD and reading structural drawings",
      ],
      ["Site Supervision", "AutoCAD", "Structural Drawings", "Quality Control", "Health and Safety"],
    ),
    [
      [2, KSA],
      [1, UAE],
      [3, QA],
    ],
  ],
  [
    T(
      "civil-engineer",
      "Civil Engineer",
      "Design roads and drainage for new communities with Civil 3D and coordinate with authorities.",
      ["Civil engineering degree and chartership route", "Civil 3D and AutoCAD", "Road and drainage design"],
      ["Civil 3D", "AutoCAD", "Road Design", "Drainage Design"],
    ),
    [
      [2, UAE],
      [3, UK],
    ],
  ],
  [
    T(
      "construction-pm",
      "Construction Project Manager",
      "Deliver a mixed-use tower on time and on budget: programme in Primavera P6, FIDIC contract administration, cost control and client reporting.",
      ["Project management of large building projects", "Primavera P6 and FIDIC", "PMP is a plus"],
      ["Project Management", "Primavera P6", "FIDIC", "Cost Control", "Contract Administration"],
    ),
    [
      [3, KSA],
      [4, UAE],
    ],
  ],
  [
    T(
      "quantity-surveyor",
      "Quantity Surveyor",
      "Prepare bills of quantities, cost estimates and interim valuations, and manage variations on infrastructure projects.",
      ["QS degree, RICS route", "Cost estimation and valuations", "CostX"],
      ["Quantity Surveying", "Cost Estimation", "Bills of Quantities", "CostX"],
    ),
    [
      [2, UAE],
      [3, UK],
    ],
  ],
  [
    T(
      "architect",
      "Architect",
      "Design residential and hospitality projects from concept to construction documents with Revit and BIM coordination.",
      ["Architecture degree and registration", "Revit and BIM", "Concept design and building codes"],
      ["Revit", "BIM", "AutoCAD", "Design Development", "Building Codes"],
    ),
    [
      [2, UAE],
      [3, FR_H],
    ],
  ],
  [
    T(
      "mechanical-engineer",
      "Mechanical Engineer",
      "Design machine components in SolidWorks, run FEA, prepare drawings with GD&T and support production.",
      ["Mechanical engineering degree", "SolidWorks and FEA", "GD&T and design for manufacturing"],
      ["SolidWorks", "Finite Element Analysis", "GD&T", "Design for Manufacturing"],
    ),
    [
      [2, DE],
      [3, US],
    ],
  ],
  [
    T(
      "quality-engineer",
      "Quality Engineer",
      "Lead quality for an automotive parts plant: PPAP, FMEA, 8D problem solving and supplier audits under IATF 16949.",
      [
        "Quality engineering in automotive manufacturing",
        "IATF 16949 core tools: PPAP, FMEA, SPC",
        "Root cause analysis with 8D",
      ],
      ["IATF 16949", "FMEA", "Root Cause Analysis", "SPC", "PPAP"],
    ),
    [
      [2, MA],
      [3, DE],
    ],
  ],
  [
    F(
      "quality-engineer",
      "Ingénieur qualité fournisseurs",
      "Équipementier automobile, nous recrutons un ingénieur qualité fournisseurs pour suivre la performance de nos fournisseurs, mener les audits et les validations PPAP et animer les 8D.",
      [
        "Trois ans d'expérience en qualité automobile",
        "Maîtrise des outils IATF 16949 : PPAP, AMDEC, 8D",
        "Français et anglais courants",
      ],
      ["IATF 16949", "PPAP", "AMDEC", "8D", "Audit fournisseurs"],
    ),
    [[2, ["Morocco", "Tangier", "onsite"]]],
  ],
  [
    T(
      "maintenance-tech",
      "Maintenance Technician",
      "Keep production lines running: preventive maintenance, fault finding on PLCs, hydraulics and pneumatics.",
      ["Electrical or mechanical maintenance experience", "PLC fault finding", "Hydraulics and pneumatics"],
      ["Preventive Maintenance", "PLC", "Hydraulics", "Pneumatics", "Electrical Systems"],
    ),
    [
      [2, UAE],
      [2, UK],
    ],
  ],
  [
    T(
      "hse-officer",
      "HSE Officer",
      "Run inspections and audits on site, investigate incidents, deliver toolbox talks and manage the permit-to-work system.",
      ["NEBOSH IGC", "HSE experience in construction or oil and gas", "Incident investigation"],
      ["NEBOSH", "Risk Assessment", "Incident Investigation", "Permit to Work", "ISO 45001"],
    ),
    [
      [2, KSA],
      [3, QA],
    ],
  ],
  // ---------- Energy ----------
  [
    T(
      "solar-engineer",
      "Renewable Energy Engineer",
      "Design utility-scale solar PV plants: layouts, single-line diagrams, energy yield simulations in PVsyst and grid connection studies.",
      ["Electrical engineering degree", "Solar PV design and PVsyst", "Grid connection studies and AutoCAD"],
      ["Solar PV", "PVsyst", "AutoCAD", "Energy Modelling", "Grid Connection"],
    ),
    [
      [2, UAE],
      [3, KSA],
      [2, REMOTE_UK],
    ],
  ],
  [
    F(
      "solar-engineer",
      "Ingénieur en énergies renouvelables",
      "Nous développons des centrales solaires en Afrique du Nord et recrutons un ingénieur pour concevoir les centrales photovoltaïques, simuler leur production avec PVsyst et préparer les dossiers de raccordement au réseau.",
      ["Diplôme d'ingénieur en électrotechnique", "Maîtrise de PVsyst et d'AutoCAD", "Français et anglais"],
      ["Photovoltaïque", "PVsyst", "AutoCAD", "Raccordement réseau", "Études de productible"],
    ),
    [
      [2, ["Algeria", "Algiers", "hybrid"]],
      [3, MA_H],
    ],
  ],
  [
    T(
      "solar-technician",
      "Solar Operations Technician",
      "Maintain a 200 MW solar plant: inverter troubleshooting, electrical testing, preventive maintenance and SCADA monitoring.",
      ["Electrical technician qualification", "Solar PV or substation maintenance", "SCADA"],
      ["Solar PV", "Inverters", "SCADA", "Electrical Testing", "Preventive Maintenance"],
    ),
    [
      [2, UAE],
      [2, MA],
    ],
  ],
  [
    T(
      "pipeline-engineer",
      "Pipeline Engineer",
      "Design and assess oil and gas pipelines: routing, wall thickness and stress analysis, pipeline integrity and construction support.",
      [
        "Mechanical or petroleum engineering degree",
        "Pipeline design codes (ASME B31.4/B31.8)",
        "Pipeline integrity management",
      ],
      ["Pipeline Design", "Pipeline Integrity", "Stress Analysis", "ASME B31"],
    ),
    [
      [2, QA],
      [3, KSA],
    ],
  ],
  // ---------- HR / other ----------
  [
    T(
      "hr-generalist",
      "HR Generalist",
      "Support 400 employees across the employee life cycle: onboarding, employee relations, HR policies, payroll inputs and our HRIS.",
      ["HR generalist experience", "Labour law knowledge", "HRIS such as Workday or SAP SuccessFactors"],
      ["Employee Relations", "Onboarding", "HRIS", "Labour Law", "Payroll"],
    ),
    [
      [2, UAE],
      [3, UK_H],
    ],
  ],
  [
    T(
      "recruiter",
      "Technical Recruiter",
      "Hire software engineers for our product teams: source candidates on LinkedIn, screen for skills like React, Java and Kubernetes, run interviews with hiring managers and close offers.",
      [
        "Full-cycle recruiting experience, ideally for tech roles",
        "Sourcing on LinkedIn Recruiter",
        "An ATS such as Greenhouse",
      ],
      ["Recruitment", "Sourcing", "Interviewing", "LinkedIn Recruiter", "Greenhouse"],
    ),
    [
      [2, REMOTE_UK],
      [3, UAE_H],
    ],
  ],
  [
    T(
      "customer-service",
      "Customer Service Representative",
      "Answer customer questions by phone, chat and email, solve problems and log cases in Zendesk.",
      ["Customer service experience", "Zendesk or similar", "Arabic and English"],
      ["Customer Service", "Zendesk", "Live Chat", "Problem Solving"],
    ),
    [
      [1, UAE],
      [1, EG],
    ],
  ],
  [
    T(
      "store-manager",
      "Store Manager",
      "Run a fashion store: sales targets, team scheduling and training, stock control and visual merchandising.",
      ["Retail management experience", "Team leadership", "Inventory management"],
      ["Retail Operations", "Team Leadership", "Visual Merchandising", "Inventory Management", "P&L"],
    ),
    [
      [3, KSA],
      [3, UK],
    ],
  ],
  // ---------- Arabic (written whole, as employers in the region publish them) ----------
  [
    A(
      "nurse-icu",
      "ممرض / ممرضة عناية مركزة",
      "مستشفى خاص متعدد التخصصات يبحث عن ممرضين وممرضات لوحدة العناية المركزة للبالغين. ستقدم الرعاية التمريضية للمرضى ذوي الحالات الحرجة، وتتابع العلامات الحيوية وأجهزة التنفس الصناعي، وتعطي الأدوية والمحاليل الوريدية وفق تعليمات الأطباء، وتوثق الحالة في السجل الطبي الإلكتروني.",
      [
        "بكالوريوس التمريض وترخيص مزاولة المهنة ساري",
        "خبرة في العناية المركزة أو الطوارئ",
        "شهادة الإنعاش القلبي الرئوي المتقدم (ACLS) سارية",
      ],
      ["العناية المركزة", "التنفس الصناعي", "إعطاء الأدوية", "الإنعاش القلبي الرئوي المتقدم", "السجل الطبي الإلكتروني"],
    ),
    [
      [2, EG],
      [3, KSA],
    ],
  ],
  [
    A(
      "nurse-ward",
      "ممرض / ممرضة قسم الباطنة",
      "نبحث عن ممرضين وممرضات لقسم الأمراض الباطنية في مستشفى حكومي. ستتولى رعاية المرضى المنومين في القسم وتقييم حالتهم، وإعطاء الأدوية، والعناية بالجروح، وتثقيف المرضى وأسرهم قبل الخروج، والعمل مع الأطباء وفريق التمريض بنظام الورديات.",
      [
        "بكالوريوس أو دبلوم التمريض وترخيص مزاولة المهنة",
        "شهادة الإنعاش القلبي الرئوي الأساسي (BLS)",
        "الالتزام بإجراءات مكافحة العدوى",
      ],
      ["الرعاية التمريضية", "إعطاء الأدوية", "العناية بالجروح", "مكافحة العدوى", "تثقيف المرضى"],
    ),
    [
      [2, UAE],
      [1, EG],
    ],
  ],
  [
    A(
      "pharmacist",
      "صيدلي إكلينيكي",
      "تبحث مجموعة مستشفيات عن صيدلي إكلينيكي ينضم إلى صيدلية المستشفى. ستراجع الوصفات الطبية للمرضى المنومين، وتتابع الجرعات والتداخلات الدوائية، وتشارك في المرور اليومي مع الفريق الطبي، وتقدم الإرشاد الدوائي للمرضى.",
      ["بكالوريوس الصيدلة وترخيص مزاولة المهنة", "ماجستير أو دبلومة في الصيدلة الإكلينيكية ميزة إضافية"],
      ["الصيدلة الإكلينيكية", "مراجعة الوصفات", "التداخلات الدوائية", "الإرشاد الدوائي", "صرف الأدوية"],
    ),
    [[2, EG]],
  ],
  [
    // A trap for nurses: a kindergarten teacher who cares for children is not nursing.
    A(
      "nursery-nurse",
      "معلمة رياض أطفال",
      "حضانة وروضة أطفال ثنائية اللغة تبحث عن معلمة للأطفال من عمر ثلاث إلى خمس سنوات. ستخططين الأنشطة اليومية للتعلم باللعب، وتتابعين نمو الأطفال وتكتبين ملاحظات للأهل، وتحرصين على سلامة الأطفال ونظافتهم ورعايتهم طوال اليوم.",
      ["شهادة في تربية الطفولة المبكرة", "صبر وحب للعمل مع الأطفال", "الإسعافات الأولية للأطفال ميزة إضافية"],
      ["الطفولة المبكرة", "رعاية الأطفال", "التعلم باللعب", "سلامة الأطفال"],
    ),
    [[2, UAE]],
  ],
  [
    A(
      "accountant",
      "محاسب",
      "شركة توزيع تبحث عن محاسب ينضم إلى الإدارة المالية. ستسجل القيود اليومية في دفتر الأستاذ العام، وتعد التسويات البنكية، وتتابع الذمم الدائنة والمدينة، وتشارك في الإقفال الشهري وإعداد القوائم المالية، وتعد إقرارات ضريبة القيمة المضافة.",
      [
        "بكالوريوس المحاسبة",
        "إتقان برنامج Excel وأحد أنظمة ERP مثل SAP أو Oracle",
        "معرفة بالمعايير الدولية لإعداد التقارير المالية (IFRS)",
      ],
      ["المحاسبة", "دفتر الأستاذ العام", "التسويات البنكية", "ضريبة القيمة المضافة", "Excel"],
    ),
    [
      [2, KSA],
      [3, EG],
    ],
  ],
  [
    A(
      "civil-engineer",
      "مهندس موقع مدني",
      "شركة مقاولات عامة تنفذ مشاريع سكنية وتجارية تبحث عن مهندس موقع مدني. ستشرف على أعمال الخرسانة المسلحة والهيكل الإنشائي، وتتابع المقاولين من الباطن، وتراجع المخططات التنفيذية، وتعد تقارير التقدم اليومية، وتطبق متطلبات الجودة والسلامة في الموقع.",
      [
        "بكالوريوس الهندسة المدنية",
        "قراءة المخططات الإنشائية واستخدام AutoCAD",
        "معرفة بمتطلبات الصحة والسلامة المهنية",
      ],
      ["الإشراف على المواقع", "الخرسانة المسلحة", "AutoCAD", "ضبط الجودة", "السلامة المهنية"],
    ),
    [
      [2, KSA],
      [3, QA],
    ],
  ],
  [
    A(
      "store-manager",
      "مدير متجر أزياء",
      "مجموعة تجزئة للأزياء تبحث عن مدير متجر يقود فريق متجرها في أحد مراكز التسوق. ستتولى تحقيق أهداف المبيعات، وتنظيم جداول الفريق وتدريبه، ومتابعة المخزون، والعرض المرئي للبضائع وفق معايير العلامة، وتقديم تجربة تسوق ممتازة للعملاء.",
      [
        "قدرة على قيادة الفريق وتحفيزه",
        "معرفة بأنظمة نقاط البيع وإدارة المخزون",
        "إتقان اللغة العربية وإجادة اللغة الإنجليزية",
      ],
      ["إدارة المتاجر", "قيادة الفرق", "إدارة المخزون", "العرض المرئي للبضائع", "خدمة العملاء"],
    ),
    [[3, KSA]],
  ],
  [
    // A trap for nurses: selling ventilators to intensive care units is sales.
    A(
      "sales-field",
      "مندوب مبيعات أجهزة طبية",
      "شركة توزيع أجهزة طبية تبحث عن مندوب مبيعات يزور المستشفيات والعيادات. ستعرض أجهزة المراقبة والتنفس الصناعي على الأطباء ومديري التمريض في وحدات العناية المركزة، وتتفاوض على العروض، وتحقق أهداف المبيعات الشهرية، وتتابع العملاء في نظام إدارة علاقات العملاء.",
      ["خبرة في المبيعات الميدانية، ويفضل في القطاع الطبي", "مهارات تفاوض وتواصل ممتازة", "رخصة قيادة سارية"],
      ["المبيعات", "التفاوض", "إدارة علاقات العملاء", "زيارات العملاء"],
    ),
    [[2, UAE]],
  ],
  [
    A(
      "customer-service",
      "ممثل خدمة العملاء",
      "شركة اتصالات تبحث عن ممثلي خدمة العملاء لمركز الاتصال. ستجيب عن استفسارات العملاء عبر الهاتف والمحادثة المباشرة والبريد الإلكتروني، وتحل مشكلاتهم، وتسجل الحالات في نظام Zendesk.",
      [
        "خبرة في خدمة العملاء أو مراكز الاتصال ميزة إضافية",
        "مهارات تواصل ممتازة باللغتين العربية والإنجليزية",
        "الاستعداد للعمل بنظام الورديات",
      ],
      ["خدمة العملاء", "مركز الاتصال", "Zendesk", "حل المشكلات"],
    ),
    [
      [1, EG],
      [2, KSA],
    ],
  ],
  [
    A(
      "math-teacher",
      "معلم / معلمة رياضيات",
      "مدرسة دولية تبحث عن معلم رياضيات للمرحلة الثانوية. ستخطط الدروس وتدرّس منهج IGCSE، وتقيّم الطلاب وتتابع تقدمهم، وتدير الصف بأساليب التعلم النشط، وتتواصل مع أولياء الأمور.",
      ["بكالوريوس في الرياضيات أو التربية", "خبرة في تدريس منهج IGCSE أو البكالوريا الدولية", "رخصة تدريس سارية"],
      ["تدريس الرياضيات", "تخطيط الدروس", "IGCSE", "إدارة الصف", "تقييم الطلاب"],
    ),
    [
      [2, QA],
      [3, UAE],
    ],
  ],
  [
    A(
      "fe-react",
      "مطور واجهات أمامية",
      "شركة تقنية مالية تبحث عن مطور واجهات أمامية لبناء تطبيقات الويب لعملائها. ستبني واجهات سريعة وسهلة الاستخدام باستخدام React وTypeScript، وتعمل مع المصممين على Figma، وتراجع شيفرة زملائك، وتكتب الاختبارات الآلية.",
      ["إتقان React وTypeScript", "معرفة جيدة بـ HTML وCSS والتصميم المتجاوب", "خبرة في Jest أو Testing Library"],
      ["React", "TypeScript", "CSS", "Jest", "Figma"],
    ),
    [
      [2, REMOTE_AE],
      [3, EG],
    ],
  ],
  [
    A(
      "driver",
      "سائق توصيل",
      "شركة توصيل طلبات تبحث عن سائقين لتوصيل الطلبات إلى العملاء في المدينة. ستستلم الطلبات من المستودع، وتخطط مسار التوصيل باستخدام التطبيق، وتسلم الطلبات في مواعيدها، وتحافظ على نظافة المركبة وسلامتها.",
      ["رخصة قيادة سارية", "معرفة جيدة بشوارع المدينة", "سجل قيادة نظيف"],
      ["القيادة الآمنة", "تخطيط المسارات", "خدمة العملاء", "رخصة قيادة"],
    ),
    [
      [1, UAE],
      [2, KSA],
    ],
  ],
  [
    A(
      "hr-generalist",
      "أخصائي موارد بشرية",
      "شركة صناعية تضم ستمئة موظف تبحث عن أخصائي موارد بشرية. ستتولى تأهيل الموظفين الجدد، وعلاقات الموظفين، وتطبيق سياسات الموارد البشرية ونظام العمل، وإعداد مدخلات الرواتب، وتحديث بيانات نظام معلومات الموارد البشرية.",
      [
        "بكالوريوس إدارة الموارد البشرية أو إدارة الأعمال",
        "معرفة بنظام العمل السعودي",
        "خبرة في أنظمة مثل SAP SuccessFactors أو Workday",
      ],
      ["علاقات الموظفين", "تأهيل الموظفين الجدد", "نظام العمل", "الرواتب", "نظام معلومات الموارد البشرية"],
    ),
    [
      [2, KSA],
      [3, UAE],
    ],
  ],
  [
    A(
      "data-analyst",
      "محلل بيانات",
      "شركة تجزئة إلكترونية تبحث عن محلل بيانات. ستكتب استعلامات SQL، وتبني لوحات المعلومات في Power BI، وتحلل سلوك العملاء والمبيعات، وتقدم النتائج والتوصيات لفرق التسويق والعمليات.",
      ["إتقان SQL وExcel", "خبرة في Power BI أو Tableau", "معرفة بالإحصاء، وPython ميزة إضافية"],
      ["SQL", "Power BI", "تحليل البيانات", "Excel", "الإحصاء"],
    ),
    [
      [2, JO_H],
      [3, REMOTE_AE],
    ],
  ],
  [
    A(
      "instructional-designer",
      "مصمم تعليمي",
      "منصة تعليم إلكتروني تقدم دورات مهنية باللغة العربية تبحث عن مصمم تعليمي. ستعمل مع الخبراء على تحويل معرفتهم إلى دورات واضحة: تكتب أهداف التعلم، وتبني مخطط الدورة، وتكتب نصوص الفيديو والأنشطة والاختبارات، وتنشر الدورات على نظام إدارة التعلم.",
      [
        "كتابة عربية سليمة وواضحة",
        "معرفة بأداة تأليف مثل Articulate Storyline أو Rise",
        "خبرة في التصميم التعليمي أو إعداد المحتوى التدريبي",
      ],
      ["التصميم التعليمي", "كتابة المحتوى", "Articulate Storyline", "تقييم التعلم"],
    ),
    [[2, REMOTE_EG]],
  ],
];

function compose(template: TTemplate, [level, place]: TVariant, index: number, id: number): TEvalJob {
  const [country, city, workType] = place;
  const years = template.arabic
    ? YEARS_AR[level]
    : template.french
      ? YEARS_FR[level]
      : YEARS_EN[index % YEARS_EN.length][level];
  const title = template.arabic
    ? `${template.title}${SUFFIX_AR[level]}`
    : template.french
      ? `${template.title}${SUFFIX_FR[level]} (H/F)`
      : `${PREFIX.en[level]}${template.title}`;
  return {
    id,
    role: template.role,
    level,
    language: template.arabic ? "ar" : template.french ? "fr" : "en",
    title,
    description: template.description,
    requirements: [years, ...template.requirements],
    skills: template.skills,
    country,
    city,
    workType,
  };
}

export const EVAL_JOBS: readonly TEvalJob[] = (() => {
  const jobs: TEvalJob[] = [];
  let id = 1;
  POOL.forEach(([template, variants], templateIndex) => {
    variants.forEach((variant, index) => {
      jobs.push(compose(template, variant, templateIndex + index, id));
      id += 1;
    });
  });
  return jobs;
})();
