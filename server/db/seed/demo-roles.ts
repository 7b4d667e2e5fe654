// The demo seed's role catalog: realistic titles, skills, duties and benefits per industry
// (common/company.ts). Our own product copy; every posting is composed from it in
// build-demo-data.ts.
import type { TIndustry } from "@common/company";
import type { TEmploymentType, TWorkType } from "@common/jobs/schemas";

export interface TRole {
  title: string;
  /** "software engineering": completes "3+ years of experience in ...". */
  field: string;
  team: string;
  /** Annual pay of a mid-level hire in the United States, in US dollars; scaled per country. */
  baseUsd: readonly [number, number];
  skills: readonly string[];
  /** Verb phrases that complete "In this role you will ...". */
  duties: readonly string[];
  requirements: readonly string[];
  employment: readonly TEmploymentType[];
  workTypes: readonly TWorkType[];
  /** Whether Junior / Senior / Lead variants of the title exist (managers: Senior only). */
  hasSeniority: boolean;
  /** Years of experience asked of a mid-level hire; 0 for entry-level roles. Default 3. */
  years?: number;
}

export interface TIndustryCatalog {
  roles: readonly TRole[];
  benefits: readonly string[];
}

const OFFICE: readonly TEmploymentType[] = ["full-time", "contract", "part-time", "temporary"];
const CREATIVE: readonly TEmploymentType[] = ["full-time", "contract", "freelance", "part-time"];
const SHIFTS: readonly TEmploymentType[] = ["full-time", "part-time", "temporary", "contract"];
const PERMANENT: readonly TEmploymentType[] = ["full-time"];
const INTERNSHIP: readonly TEmploymentType[] = ["internship"];
const ANYWHERE: readonly TWorkType[] = ["remote", "hybrid", "onsite"];
const NOT_REMOTE: readonly TWorkType[] = ["hybrid", "onsite"];
const ON_SITE: readonly TWorkType[] = ["onsite"];

function role(
  title: string,
  field: string,
  team: string,
  baseUsd: readonly [number, number],
  details: Pick<TRole, "skills" | "duties" | "requirements"> &
    Partial<Pick<TRole, "employment" | "workTypes" | "hasSeniority" | "years">>,
): TRole {
  return { title, field, team, baseUsd, employment: OFFICE, workTypes: ANYWHERE, hasSeniority: true, ...details };
}

function intern(title: string, field: string, team: string, baseUsd: readonly [number, number], skills: string[]) {
  return role(title, field, team, baseUsd, {
    skills,
    duties: [
      "work on a real project with a mentor from the team",
      "take part in planning, reviews and retrospectives",
      "present what you built to the wider company at the end of the internship",
      "learn how a professional team ships and supports its work",
    ],
    requirements: [
      `Currently studying for a degree in ${field} (or recently graduated)`,
      "Curiosity and a habit of asking good questions",
      "Clear written and spoken communication",
    ],
    employment: INTERNSHIP,
    workTypes: NOT_REMOTE,
    hasSeniority: false,
  });
}

// Roles that two trades behind "Other" share.
const HSE_OFFICER = role("HSE Officer", "health, safety and environment", "HSE", [65_000, 88_000], {
  skills: ["NEBOSH", "Risk Assessment", "Incident Investigation", "ISO 45001", "Permit to Work"],
  duties: [
    "run inspections and audits on site",
    "investigate incidents and follow up actions",
    "train staff and contractors on safe work",
  ],
  requirements: [
    "NEBOSH IGC or an equivalent qualification",
    "Experience in oil and gas, energy or heavy industry",
    "Strong communication and firmness on safety",
  ],
  employment: ["full-time", "contract"],
  workTypes: ON_SITE,
});

const HR_GENERALIST = role("Human Resources Generalist", "human resources", "People", [60_000, 82_000], {
  skills: ["Recruitment", "Onboarding", "Employee Relations", "HRIS", "Labour Law", "Payroll"],
  duties: [
    "support the full employee life cycle from hiring to exit",
    "advise managers on policies and employee relations",
    "run payroll inputs and keep the HR system accurate",
  ],
  requirements: ["Experience as an HR generalist", "Good knowledge of local labour law", "Experience with an HRIS"],
});

/** What a company under "Other" does: the catalogue behind "Other" is split by trade. */
export const OTHER_TRADES = ["Renewable Energy", "Agriculture & Food", "Oil & Gas Services"] as const;
export type TOtherTrade = (typeof OTHER_TRADES)[number];
/** A company's trade: its industry, or for "Other" what it does. */
export type TTrade = Exclude<TIndustry, "Other"> | TOtherTrade;

export const ROLE_CATALOG: Record<TTrade, TIndustryCatalog> = {
  Technology: {
    roles: [
      role("Software Engineer", "software engineering", "Engineering", [110_000, 150_000], {
        skills: ["TypeScript", "Node.js", "React", "PostgreSQL", "Docker", "AWS", "REST APIs", "Git"],
        duties: [
          "design, build and ship features end to end across our web platform",
          "write well-tested, maintainable code and review your teammates' changes",
          "improve the performance and reliability of services used by thousands of customers",
          "work with product managers and designers to turn ideas into working software",
          "take part in a fair on-call rotation and help fix what breaks",
        ],
        requirements: [
          "Solid experience building web applications with a modern JavaScript or TypeScript stack",
          "Comfort with relational databases and writing efficient SQL",
          "Experience writing automated tests and working with continuous integration",
          "A track record of shipping features to production and owning them afterwards",
        ],
        employment: CREATIVE,
      }),
      role("Frontend Developer", "frontend development", "Product Engineering", [95_000, 135_000], {
        skills: ["React", "TypeScript", "CSS", "Accessibility", "Next.js", "Tailwind CSS", "Figma", "Jest"],
        duties: [
          "build accessible, responsive interfaces from design to production",
          "create and maintain components in our design system",
          "measure and improve page speed on low-end phones and slow networks",
          "work closely with designers to polish interactions and details",
        ],
        requirements: [
          "Strong knowledge of HTML, CSS and modern JavaScript",
          "Experience with React and component-driven development",
          "Understanding of web accessibility (WCAG) and how to test for it",
          "Experience supporting right-to-left languages is a plus",
        ],
        employment: CREATIVE,
      }),
      role("DevOps Engineer", "DevOps or site reliability engineering", "Platform", [115_000, 155_000], {
        skills: ["Kubernetes", "Terraform", "AWS", "Linux", "CI/CD", "Prometheus", "Docker", "Bash"],
        duties: [
          "run and automate the cloud infrastructure behind our products",
          "build deployment pipelines that let teams ship safely many times a day",
          "define monitoring, alerting and incident response practices",
          "reduce cloud costs without hurting reliability",
        ],
        requirements: [
          "Hands-on experience running production workloads on AWS, Azure or GCP",
          "Infrastructure as code with Terraform or a similar tool",
          "Good Linux and networking fundamentals",
          "Experience with containers and Kubernetes in production",
        ],
      }),
      role("Data Scientist", "data science or machine learning", "Data", [115_000, 160_000], {
        skills: ["Python", "SQL", "pandas", "scikit-learn", "Machine Learning", "Statistics", "Airflow", "dbt"],
        duties: [
          "build and evaluate models that power recommendations and forecasting",
          "design experiments and explain their results to non-technical colleagues",
          "turn messy data into reliable datasets and clear dashboards",
          "work with engineers to put models into production and monitor them",
        ],
        requirements: [
          "Strong Python and SQL skills",
          "A solid grounding in statistics and experimental design",
          "Experience taking a model from prototype to production",
          "The ability to explain complex results simply",
        ],
      }),
      role("Product Manager", "product management", "Product", [120_000, 160_000], {
        skills: ["Product Strategy", "User Research", "Roadmapping", "Agile", "Analytics", "Jira", "A/B Testing"],
        duties: [
          "own the roadmap for one of our core product areas",
          "talk to customers every week and turn what you learn into clear priorities",
          "write concise specifications and work daily with engineering and design",
          "define success metrics and follow them after every launch",
        ],
        requirements: [
          "Experience as a product manager on a software product with real users",
          "Comfort with data: you can write a query or build a dashboard yourself",
          "Excellent written communication",
          "Experience working with engineering teams in an agile way",
        ],
        employment: PERMANENT,
      }),
      role("UX/UI Designer", "product or interaction design", "Design", [90_000, 130_000], {
        skills: ["Figma", "User Research", "Prototyping", "Design Systems", "Accessibility", "Usability Testing"],
        duties: [
          "design flows and interfaces from early sketches to final specifications",
          "run usability tests and interviews with real users",
          "extend our design system and keep it consistent",
          "work with engineers during implementation to get the details right",
        ],
        requirements: [
          "A portfolio showing product design work and the thinking behind it",
          "Expert use of Figma, including components and auto layout",
          "Experience with user research and usability testing",
          "Experience designing bilingual or right-to-left interfaces is a plus",
        ],
        employment: CREATIVE,
      }),
      role("Cybersecurity Analyst", "information security", "Security", [100_000, 140_000], {
        skills: ["SIEM", "Incident Response", "Threat Hunting", "ISO 27001", "Network Security", "Splunk"],
        duties: [
          "monitor alerts and investigate security incidents",
          "run vulnerability assessments and follow fixes through to completion",
          "improve our detection rules and response playbooks",
          "help teams meet ISO 27001 and local regulatory requirements",
        ],
        requirements: [
          "Experience in a security operations centre or a similar role",
          "Knowledge of common attack techniques and how to detect them",
          "A relevant certification (Security+, CySA+, CEH or similar) is an advantage",
          "Calm, methodical work under pressure",
        ],
        workTypes: NOT_REMOTE,
      }),
      intern(
        "Software Engineering Intern",
        "computer science",
        "Engineering",
        [40_000, 55_000],
        ["JavaScript", "Python", "Git", "SQL"],
      ),
    ],
    benefits: [
      "Learning budget for courses, books and conferences",
      "Latest laptop and equipment of your choice",
      "Stock options",
      "Flexible working hours",
      "Quarterly hack weeks",
    ],
  },
  Healthcare: {
    roles: [
      role("Registered Nurse", "acute or clinical nursing", "Nursing", [75_000, 98_000], {
        skills: ["Patient Care", "Medication Administration", "Electronic Health Records", "BLS", "ACLS", "Triage"],
        duties: [
          "assess, plan and deliver safe, compassionate care to patients",
          "administer medication and monitor patients' progress",
          "keep accurate records in our electronic health record system",
          "support patients and families with clear information",
        ],
        requirements: [
          "A nursing degree and an active licence (or eligibility to obtain one locally)",
          "Current BLS certification; ACLS is an advantage",
          "Experience in a hospital ward or clinic",
          "Willingness to work rotating shifts, including weekends",
        ],
        years: 2,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Medical Laboratory Technologist", "clinical laboratory science", "Laboratory", [58_000, 78_000], {
        skills: ["Clinical Chemistry", "Haematology", "Quality Control", "LIS", "Phlebotomy"],
        duties: [
          "perform and validate tests in chemistry, haematology and microbiology",
          "run quality control and calibrate analysers",
          "report critical results quickly to clinical teams",
          "keep the laboratory compliant with accreditation standards",
        ],
        requirements: [
          "A degree in medical laboratory science",
          "Registration with the relevant health authority",
          "Experience with laboratory information systems",
          "Attention to detail and a strong sense of responsibility",
        ],
        employment: SHIFTS,
        workTypes: ON_SITE,
      }),
      role("Pharmacist", "clinical or retail pharmacy", "Pharmacy", [110_000, 135_000], {
        skills: ["Dispensing", "Medication Review", "Patient Counselling", "Inventory Management", "Pharmacology"],
        duties: [
          "dispense prescriptions accurately and counsel patients on their medicines",
          "review medication plans with physicians",
          "manage pharmacy stock and controlled substances",
          "train and supervise pharmacy technicians",
        ],
        requirements: [
          "A pharmacy degree and a licence to practise",
          "Strong knowledge of pharmacology and drug interactions",
          "Excellent communication with patients and clinicians",
          "Experience in a hospital pharmacy is an advantage",
        ],
        employment: SHIFTS,
        workTypes: ON_SITE,
      }),
      role("Healthcare Data Analyst", "healthcare analytics", "Clinical Analytics", [75_000, 100_000], {
        skills: ["SQL", "Power BI", "Excel", "HL7", "Python", "Data Visualisation"],
        duties: [
          "build dashboards on patient flow, waiting times and outcomes",
          "support clinical teams with data for quality improvement projects",
          "ensure patient data is handled securely and in line with regulations",
          "automate recurring reports for hospital management",
        ],
        requirements: [
          "Strong SQL and experience with a BI tool such as Power BI or Tableau",
          "Understanding of healthcare data and privacy rules",
          "Clear communication with clinicians and managers",
          "Experience with HL7 or FHIR is a plus",
        ],
      }),
      role("Physiotherapist", "physiotherapy", "Rehabilitation", [70_000, 92_000], {
        skills: ["Musculoskeletal Assessment", "Rehabilitation", "Exercise Prescription", "Manual Therapy"],
        duties: [
          "assess and treat patients recovering from injury and surgery",
          "design personalised rehabilitation programmes",
          "track progress and adjust treatment plans",
          "educate patients on prevention and self-management",
        ],
        requirements: [
          "A degree in physiotherapy and a licence to practise",
          "Experience in musculoskeletal or sports rehabilitation",
          "Warm, patient and encouraging communication",
        ],
        employment: SHIFTS,
        workTypes: ON_SITE,
      }),
      intern(
        "Clinical Research Intern",
        "life sciences or public health",
        "Clinical Research",
        [32_000, 42_000],
        ["Research Methods", "Excel", "Good Clinical Practice"],
      ),
    ],
    benefits: [
      "Comprehensive medical cover for you and your family",
      "Continuing medical education allowance",
      "Shift allowance",
      "Paid licence renewal",
    ],
  },
  Finance: {
    roles: [
      role("Financial Analyst", "financial analysis or corporate finance", "Finance", [80_000, 110_000], {
        skills: ["Financial Modelling", "Excel", "Forecasting", "Power BI", "IFRS", "Budgeting"],
        duties: [
          "build financial models for budgets, forecasts and investment decisions",
          "analyse monthly results and explain variances to management",
          "prepare clear board and investor reporting",
          "partner with business units on pricing and cost decisions",
        ],
        requirements: [
          "A degree in finance, accounting or economics",
          "Advanced Excel and financial modelling skills",
          "Progress towards CFA, ACCA or CPA is an advantage",
          "The ability to turn numbers into a clear story",
        ],
      }),
      role("Accountant", "accounting", "Finance Operations", [65_000, 88_000], {
        skills: ["IFRS", "General Ledger", "Reconciliations", "VAT", "SAP", "Oracle NetSuite", "Month-End Close"],
        duties: [
          "own month-end close for several entities",
          "prepare reconciliations, accruals and journal entries",
          "handle VAT returns and support external audits",
          "improve and document accounting processes",
        ],
        requirements: [
          "A degree in accounting; ACCA, CPA or CMA qualified or in progress",
          "Good knowledge of IFRS",
          "Experience with an ERP such as SAP, Oracle or NetSuite",
          "Accuracy and good organisation under deadlines",
        ],
      }),
      role("Risk Analyst", "risk management", "Risk", [85_000, 115_000], {
        skills: ["Credit Risk", "Basel III", "Python", "SQL", "Stress Testing", "Regulatory Reporting"],
        duties: [
          "monitor credit and market risk across our portfolios",
          "run stress tests and prepare regulatory reports",
          "build and validate risk models",
          "advise business teams on risk appetite and limits",
        ],
        requirements: [
          "A degree in finance, economics, mathematics or a related field",
          "Knowledge of Basel III and local central-bank regulations",
          "Experience with SQL and Python or R",
          "FRM certification is a plus",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Compliance Officer", "compliance or anti-money-laundering", "Compliance", [85_000, 120_000], {
        skills: ["AML", "KYC", "Sanctions Screening", "Regulatory Compliance", "Risk Assessment"],
        duties: [
          "run our anti-money-laundering and know-your-customer programme",
          "investigate alerts and file suspicious activity reports",
          "keep policies up to date with new regulations",
          "train colleagues on compliance obligations",
        ],
        requirements: [
          "Experience in compliance at a bank, payment company or fintech",
          "Strong knowledge of AML, KYC and sanctions rules",
          "An ICA or CAMS certification is an advantage",
          "Sound judgement and integrity",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Relationship Manager", "corporate or private banking", "Client Coverage", [90_000, 130_000], {
        skills: ["Client Relationship Management", "Credit Analysis", "Sales", "Wealth Management", "CRM"],
        duties: [
          "manage and grow a portfolio of corporate or private clients",
          "structure financing and investment solutions for client needs",
          "work with credit, risk and operations to deliver for clients",
          "find new clients through referrals and your network",
        ],
        requirements: [
          "Experience in corporate or private banking",
          "A strong network in the local market",
          "Good understanding of credit analysis",
          "Excellent presentation and negotiation skills",
        ],
        employment: PERMANENT,
        workTypes: NOT_REMOTE,
      }),
      intern(
        "Finance Intern",
        "finance, accounting or economics",
        "Finance",
        [35_000, 48_000],
        ["Excel", "Accounting", "PowerPoint"],
      ),
    ],
    benefits: [
      "Annual performance bonus",
      "Sponsorship for CFA, ACCA or CPA exams",
      "Preferential rates on loans and mortgages",
      "Pension plan",
    ],
  },
  Education: {
    roles: [
      role("Mathematics Teacher", "teaching mathematics", "Secondary School", [55_000, 75_000], {
        skills: ["Curriculum Planning", "IGCSE", "IB Diploma", "Classroom Management", "Assessment"],
        duties: [
          "teach mathematics to secondary students across ability levels",
          "plan lessons and assessments aligned with the curriculum",
          "track progress and give parents clear feedback",
          "take part in school life, clubs and trips",
        ],
        requirements: [
          "A degree in mathematics or a related subject and a teaching qualification",
          "Experience teaching IGCSE, A-Level or IB is an advantage",
          "Strong classroom management",
          "A genuine enthusiasm for helping students learn",
        ],
        employment: ["full-time", "part-time", "temporary"],
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("English Language Teacher", "teaching English as a foreign language", "Languages", [45_000, 62_000], {
        skills: ["CELTA", "TESOL", "Lesson Planning", "IELTS Preparation", "Classroom Management"],
        duties: [
          "teach general and exam-preparation English to teenagers and adults",
          "plan engaging lessons and materials",
          "assess learners and report on their progress",
          "support colleagues in developing the course programme",
        ],
        requirements: [
          "CELTA, TESOL or an equivalent qualification",
          "Native-level or near-native English",
          "Experience preparing students for IELTS or Cambridge exams",
        ],
        employment: ["full-time", "part-time", "contract", "temporary"],
        workTypes: ["onsite", "remote"],
        hasSeniority: false,
      }),
      role("Instructional Designer", "instructional design or e-learning", "Learning Design", [70_000, 95_000], {
        skills: ["Articulate Storyline", "LMS", "ADDIE", "Video Editing", "Learning Analytics", "SCORM"],
        duties: [
          "design online courses with subject-matter experts",
          "produce interactive lessons, videos and assessments",
          "use learner data to improve course completion",
          "keep our courses accessible to every learner",
        ],
        requirements: [
          "Experience designing e-learning courses",
          "Skill with Articulate, Rise or a similar authoring tool",
          "Knowledge of learning theory and instructional design models",
          "A portfolio of courses you have built",
        ],
        employment: CREATIVE,
      }),
      role("Academic Advisor", "student services or academic advising", "Student Success", [48_000, 64_000], {
        skills: ["Student Counselling", "Academic Planning", "CRM", "Communication"],
        duties: [
          "guide students through course choices and academic plans",
          "identify students who need support early and follow up",
          "run orientation and study-skills workshops",
          "keep accurate records of advising sessions",
        ],
        requirements: [
          "A bachelor's degree; a master's in education or counselling is a plus",
          "Experience working with students in higher education",
          "Empathy and excellent listening skills",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("School Principal", "school leadership", "Leadership", [110_000, 150_000], {
        skills: ["School Leadership", "Accreditation", "Staff Development", "Budget Management", "Safeguarding"],
        duties: [
          "lead teaching and learning across the school",
          "recruit, develop and retain an excellent staff team",
          "manage the school budget and accreditation",
          "build strong relationships with parents and the community",
        ],
        requirements: [
          "Significant leadership experience in an international school",
          "A recognised teaching qualification and a master's degree",
          "Experience with inspection and accreditation frameworks",
        ],
        years: 10,
        employment: PERMANENT,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
    ],
    benefits: [
      "Tuition discount for your children",
      "Generous school holidays",
      "Professional development programme",
      "Relocation support",
    ],
  },
  Marketing: {
    roles: [
      role("Digital Marketing Specialist", "digital marketing", "Growth", [60_000, 85_000], {
        skills: ["Google Ads", "Meta Ads", "SEO", "Google Analytics", "Email Marketing", "A/B Testing"],
        duties: [
          "plan and run paid campaigns across search and social",
          "optimise budgets based on conversion data",
          "improve our organic search rankings",
          "report on results in clear weekly dashboards",
        ],
        requirements: [
          "Hands-on experience running paid campaigns with real budgets",
          "Strong analytical skills and experience with Google Analytics",
          "Knowledge of SEO fundamentals",
          "Bilingual Arabic and English content skills are a plus",
        ],
        employment: CREATIVE,
      }),
      role("Content Writer", "content writing or copywriting", "Content", [50_000, 72_000], {
        skills: ["Copywriting", "SEO Writing", "Editing", "Content Strategy", "CMS", "Social Media"],
        duties: [
          "write articles, landing pages and campaign copy",
          "edit and fact-check content from other contributors",
          "plan an editorial calendar with the marketing team",
          "adapt content for different channels and audiences",
        ],
        requirements: [
          "A portfolio of published writing",
          "Excellent grammar and a clear, natural style",
          "Understanding of SEO and content performance",
        ],
        employment: CREATIVE,
      }),
      role("Social Media Manager", "social media marketing", "Brand", [60_000, 85_000], {
        skills: ["Instagram", "TikTok", "LinkedIn", "Community Management", "Canva", "Content Planning"],
        duties: [
          "own our brand voice across social channels",
          "plan and publish content with designers and video editors",
          "grow and engage our community",
          "work with creators and influencers on campaigns",
        ],
        requirements: [
          "Experience managing brand accounts with measurable growth",
          "A sharp eye for visual content and trends",
          "Comfort with analytics and reporting",
        ],
        employment: CREATIVE,
      }),
      role("Marketing Manager", "marketing", "Marketing", [95_000, 130_000], {
        skills: ["Marketing Strategy", "Brand Management", "Budget Management", "Campaign Planning", "HubSpot"],
        duties: [
          "set the marketing plan and budget for your markets",
          "lead integrated campaigns from brief to results",
          "manage agencies and a small team of specialists",
          "report on pipeline and brand metrics to leadership",
        ],
        requirements: [
          "Several years of marketing experience, including people management",
          "A track record of campaigns that grew revenue",
          "Strong budget management and analytical skills",
        ],
        employment: PERMANENT,
        workTypes: NOT_REMOTE,
      }),
      role("Graphic Designer", "graphic or brand design", "Creative Studio", [55_000, 78_000], {
        skills: ["Adobe Illustrator", "Photoshop", "InDesign", "Figma", "Typography", "Motion Graphics"],
        duties: [
          "design campaign visuals, social content and print material",
          "keep our brand consistent across every channel",
          "prepare files for print and digital production",
          "create simple motion graphics and animations",
        ],
        requirements: [
          "A portfolio showing strong layout and typography",
          "Expert use of Adobe Creative Suite",
          "Experience with Arabic typography is a plus",
        ],
        employment: CREATIVE,
      }),
      role("Video Producer", "video production", "Studio", [60_000, 85_000], {
        skills: ["Premiere Pro", "After Effects", "Cinematography", "Storytelling", "DaVinci Resolve"],
        duties: [
          "produce short-form and documentary video",
          "shoot, edit and grade footage",
          "manage shoots from planning to delivery",
        ],
        requirements: [
          "A reel of professional work",
          "Strong editing skills in Premiere Pro or DaVinci Resolve",
          "Ability to work with Arabic and English content",
        ],
        employment: CREATIVE,
      }),
      intern(
        "Marketing Intern",
        "marketing or communications",
        "Marketing",
        [30_000, 40_000],
        ["Social Media", "Canva", "Copywriting"],
      ),
    ],
    benefits: ["Creative tools and software of your choice", "Annual conference budget", "Summer Fridays"],
  },
  Manufacturing: {
    roles: [
      role("Production Supervisor", "manufacturing operations", "Production", [65_000, 88_000], {
        skills: ["Lean Manufacturing", "5S", "Production Planning", "Health and Safety", "Team Leadership"],
        duties: [
          "lead a shift team to meet safety, quality and output targets",
          "plan production and balance lines with the planning team",
          "run daily performance meetings and solve problems at the source",
          "coach operators and build their skills",
        ],
        requirements: [
          "Experience supervising a production team",
          "Knowledge of lean manufacturing and continuous improvement",
          "A strong safety mindset",
          "Willingness to work shifts",
        ],
        employment: ["full-time", "temporary", "contract"],
        workTypes: ON_SITE,
      }),
      role("Quality Engineer", "quality engineering", "Quality", [75_000, 100_000], {
        skills: ["ISO 9001", "IATF 16949", "Root Cause Analysis", "FMEA", "SPC", "Six Sigma"],
        duties: [
          "own quality plans for new and existing products",
          "lead root-cause investigations and corrective actions",
          "run audits against ISO 9001 and customer standards",
          "work with suppliers to improve incoming quality",
        ],
        requirements: [
          "A degree in engineering",
          "Experience with FMEA, control plans and SPC",
          "Knowledge of ISO 9001; IATF 16949 for automotive roles",
          "Six Sigma Green Belt is a plus",
        ],
        workTypes: ON_SITE,
      }),
      role("Mechanical Engineer", "mechanical engineering", "Engineering", [80_000, 108_000], {
        skills: ["SolidWorks", "AutoCAD", "GD&T", "Finite Element Analysis", "Design for Manufacturing"],
        duties: [
          "design mechanical parts and assemblies in CAD",
          "run analyses and tests to validate designs",
          "work with production to make designs easy to build",
          "support the launch of new products",
        ],
        requirements: [
          "A degree in mechanical engineering",
          "Strong CAD skills in SolidWorks, CATIA or similar",
          "Knowledge of GD&T and manufacturing processes",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Maintenance Technician", "industrial maintenance", "Maintenance", [52_000, 70_000], {
        skills: ["PLC", "Preventive Maintenance", "Electrical Systems", "Hydraulics", "Pneumatics"],
        duties: [
          "carry out preventive and corrective maintenance on production lines",
          "diagnose electrical, mechanical and PLC faults",
          "keep maintenance records in the CMMS",
          "suggest improvements that reduce downtime",
        ],
        requirements: [
          "A technical diploma in electrical or mechanical maintenance",
          "Experience maintaining industrial machinery",
          "Ability to read electrical and hydraulic schematics",
        ],
        years: 2,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Supply Chain Planner", "supply chain planning", "Supply Chain", [68_000, 92_000], {
        skills: ["SAP", "MRP", "Demand Planning", "Excel", "S&OP", "Inventory Management"],
        duties: [
          "plan materials and production to meet customer demand",
          "balance inventory levels against service targets",
          "run the monthly sales and operations planning cycle",
          "work with suppliers to solve shortages",
        ],
        requirements: [
          "Experience in supply or production planning",
          "Strong Excel skills and experience with SAP or another ERP",
          "An APICS certification is a plus",
        ],
        workTypes: NOT_REMOTE,
      }),
    ],
    benefits: ["Shift allowance", "Free transport to the plant", "Subsidised canteen", "Safety equipment provided"],
  },
  Retail: {
    roles: [
      role("Store Manager", "retail management", "Stores", [55_000, 78_000], {
        skills: ["Retail Operations", "Team Leadership", "Visual Merchandising", "Inventory Management", "P&L"],
        duties: [
          "lead the store team to deliver great service and sales",
          "manage schedules, stock and store standards",
          "coach and develop your team",
          "own the store's results and plan actions to improve them",
        ],
        requirements: [
          "Experience managing a retail store or department",
          "Strong people leadership",
          "Comfort with sales figures and targets",
          "Flexibility to work weekends and peak seasons",
        ],
        years: 3,
        employment: ["full-time", "temporary"],
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Sales Associate", "retail sales", "Stores", [30_000, 38_000], {
        skills: ["Customer Service", "Point of Sale", "Product Knowledge", "Merchandising"],
        duties: [
          "welcome customers and help them find the right products",
          "handle payments, returns and exchanges",
          "keep the shop floor tidy and well stocked",
          "reach personal and team sales targets",
        ],
        requirements: [
          "A friendly, positive attitude",
          "Previous retail or hospitality experience is a plus",
          "Availability on weekends",
        ],
        years: 0,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("E-commerce Manager", "e-commerce", "Digital Commerce", [85_000, 115_000], {
        skills: ["Shopify", "Conversion Optimisation", "Google Analytics", "Merchandising", "Marketplaces"],
        duties: [
          "run our online store and marketplace channels",
          "improve conversion through testing and merchandising",
          "plan promotions with marketing and buying teams",
          "work with operations on delivery and returns",
        ],
        requirements: [
          "Experience running an e-commerce channel with clear results",
          "Strong analytical skills",
          "Experience with Shopify, Magento or Salesforce Commerce",
        ],
        employment: PERMANENT,
      }),
      role("Merchandise Planner", "merchandise planning or buying", "Buying & Merchandising", [65_000, 88_000], {
        skills: ["Assortment Planning", "Excel", "Open-to-Buy", "Forecasting", "Retail Math"],
        duties: [
          "plan assortments and stock levels by store and season",
          "analyse sell-through and recommend markdowns",
          "work with buyers on orders and allocations",
        ],
        requirements: [
          "Experience in merchandise planning or buying",
          "Advanced Excel skills",
          "A strong commercial sense",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Customer Service Representative", "customer service", "Customer Care", [34_000, 45_000], {
        skills: ["Customer Service", "Zendesk", "Live Chat", "Problem Solving", "Arabic", "English"],
        duties: [
          "help customers by phone, chat and e-mail",
          "resolve order, delivery and return questions",
          "log feedback so we can fix recurring problems",
        ],
        requirements: [
          "Excellent written and spoken communication",
          "Patience and a helpful attitude",
          "Experience with a help-desk tool is a plus",
        ],
        years: 0,
        employment: SHIFTS,
        hasSeniority: false,
      }),
    ],
    benefits: ["Staff discount", "Sales commission", "Paid training", "Uniform provided"],
  },
  Consulting: {
    roles: [
      role("Management Consultant", "management consulting", "Strategy", [110_000, 150_000], {
        skills: ["Strategy", "Financial Modelling", "PowerPoint", "Stakeholder Management", "Market Research"],
        duties: [
          "solve strategic and operational problems for leading clients",
          "analyse data and build clear recommendations",
          "present findings to senior client stakeholders",
          "help clients put recommendations into practice",
        ],
        requirements: [
          "A strong academic record; an MBA is a plus",
          "Excellent structured problem solving",
          "Outstanding communication in English; Arabic or French is valuable",
          "Willingness to travel to client sites",
        ],
        employment: PERMANENT,
        workTypes: NOT_REMOTE,
      }),
      role("Business Analyst", "business analysis", "Delivery", [80_000, 105_000], {
        skills: ["Requirements Gathering", "Process Mapping", "BPMN", "SQL", "Jira", "Agile"],
        duties: [
          "gather and document requirements with client teams",
          "map current processes and design better ones",
          "support testing and roll-out of new systems",
        ],
        requirements: [
          "Experience as a business analyst on transformation projects",
          "Strong documentation and facilitation skills",
          "A CBAP or similar certification is a plus",
        ],
      }),
      role("ERP Consultant", "ERP implementation", "Technology Consulting", [95_000, 130_000], {
        skills: ["SAP S/4HANA", "Oracle Fusion", "Microsoft Dynamics", "Data Migration", "Finance Processes"],
        duties: [
          "lead ERP implementation workstreams for clients",
          "configure modules and design integrations",
          "run workshops, testing and user training",
        ],
        requirements: [
          "Hands-on ERP implementation experience",
          "Certification in SAP, Oracle or Dynamics",
          "Understanding of finance or supply chain processes",
        ],
        employment: ["full-time", "contract", "freelance"],
      }),
      role("HR Consultant", "human resources consulting", "People Advisory", [75_000, 100_000], {
        skills: ["Organisation Design", "Compensation", "HR Policies", "Change Management", "Workforce Planning"],
        duties: [
          "advise clients on organisation design and HR policy",
          "run compensation and job-grading projects",
          "support change management during restructuring",
        ],
        requirements: [
          "Experience in HR or HR consulting",
          "A CIPD, SHRM or equivalent qualification is a plus",
          "Knowledge of local labour law",
        ],
        employment: ["full-time", "contract", "freelance"],
      }),
      intern(
        "Consulting Analyst Intern",
        "business, economics or engineering",
        "Strategy",
        [40_000, 52_000],
        ["Excel", "PowerPoint", "Research"],
      ),
    ],
    benefits: ["Fast-track career progression", "MBA sponsorship", "International project opportunities"],
  },
  "Non-profit": {
    roles: [
      role("Program Manager", "programme management in the non-profit sector", "Programmes", [65_000, 90_000], {
        skills: ["Program Management", "Monitoring and Evaluation", "Budgeting", "Donor Reporting", "Partnerships"],
        duties: [
          "plan and deliver programmes with local partners",
          "manage budgets and report to donors",
          "lead monitoring and evaluation of results",
          "build relationships with communities and authorities",
        ],
        requirements: [
          "Experience managing donor-funded programmes",
          "Knowledge of monitoring and evaluation frameworks",
          "Fluent English; Arabic is highly desirable",
          "Willingness to travel to field locations",
        ],
        employment: ["full-time", "contract"],
        workTypes: NOT_REMOTE,
      }),
      role("Grant Writer", "grant writing or fundraising", "Fundraising", [55_000, 75_000], {
        skills: ["Grant Writing", "Proposal Development", "Budgeting", "Donor Relations", "Research"],
        duties: [
          "write compelling proposals to institutional donors",
          "research funding opportunities and track deadlines",
          "work with programme teams on budgets and logframes",
        ],
        requirements: [
          "A track record of successful grant proposals",
          "Excellent English writing skills",
          "Experience with EU, UN or foundation funding",
        ],
        employment: ["full-time", "part-time", "contract", "freelance"],
      }),
      role("Community Outreach Officer", "community work or social services", "Outreach", [40_000, 55_000], {
        skills: ["Community Engagement", "Case Management", "Arabic", "Reporting", "Facilitation"],
        duties: [
          "run outreach activities and awareness sessions",
          "identify vulnerable people and refer them to services",
          "collect data and write activity reports",
        ],
        requirements: [
          "Experience working with communities",
          "Fluent Arabic and good English",
          "Empathy and strong interpersonal skills",
        ],
        years: 1,
        employment: ["full-time", "part-time", "temporary", "contract"],
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Monitoring and Evaluation Officer", "monitoring and evaluation", "MEAL", [50_000, 70_000], {
        skills: ["KoboToolbox", "Data Analysis", "Survey Design", "Power BI", "Logframes"],
        duties: [
          "design surveys and data collection tools",
          "analyse programme data and report on indicators",
          "train field staff on data quality",
        ],
        requirements: [
          "Experience in M&E for development or humanitarian programmes",
          "Skills with KoboToolbox, ODK or similar tools",
          "Solid data analysis in Excel, Power BI or a statistics package",
        ],
        employment: ["full-time", "contract"],
      }),
    ],
    benefits: ["Meaningful work with measurable impact", "Extra annual leave", "Psychosocial support programme"],
  },
  Government: {
    roles: [
      role("Policy Analyst", "public policy", "Policy", [70_000, 95_000], {
        skills: ["Policy Research", "Data Analysis", "Report Writing", "Stakeholder Engagement", "Economics"],
        duties: [
          "research policy questions and draft clear options papers",
          "analyse data to measure the impact of policies",
          "consult stakeholders and summarise their views",
        ],
        requirements: [
          "A degree in public policy, economics or a related field",
          "Excellent analytical and writing skills",
          "Experience in government or a think tank is a plus",
        ],
        employment: PERMANENT,
        workTypes: NOT_REMOTE,
      }),
      role("Digital Services Designer", "service design", "Digital Services", [80_000, 105_000], {
        skills: ["Service Design", "User Research", "Accessibility", "Prototyping", "Figma"],
        duties: [
          "design public services that are simple for everyone to use",
          "research with citizens, including people with access needs",
          "prototype and test services in Arabic and English",
        ],
        requirements: [
          "Experience in service or product design",
          "Strong knowledge of accessibility standards",
          "Experience working in public-sector digital teams is a plus",
        ],
      }),
      role("Civil Engineer", "civil engineering", "Infrastructure", [85_000, 110_000], {
        skills: ["AutoCAD", "Civil 3D", "Project Management", "Road Design", "Drainage Design"],
        duties: [
          "review and approve infrastructure designs",
          "supervise contractors on roads and drainage projects",
          "manage project budgets and timelines",
        ],
        requirements: [
          "A degree in civil engineering and professional registration",
          "Experience in municipal infrastructure projects",
          "Knowledge of AutoCAD and Civil 3D",
        ],
        employment: PERMANENT,
        workTypes: ON_SITE,
      }),
      role("IT Project Manager", "IT project management", "Digital Transformation", [95_000, 125_000], {
        skills: ["PMP", "Prince2", "Agile", "Vendor Management", "Risk Management"],
        duties: [
          "lead digital transformation projects from business case to launch",
          "manage vendors, budgets and risks",
          "report progress to senior officials",
        ],
        requirements: [
          "Experience managing large IT projects",
          "PMP or Prince2 certification",
          "Experience with public procurement is a plus",
        ],
        employment: ["full-time", "contract"],
        workTypes: NOT_REMOTE,
      }),
    ],
    benefits: ["Job security", "Government pension scheme", "Generous public holidays", "Training academy"],
  },
  "Construction & Real Estate": {
    roles: [
      role("Project Manager", "construction project management", "Projects", [100_000, 140_000], {
        skills: ["Project Management", "Primavera P6", "Contract Administration", "FIDIC", "Cost Control"],
        duties: [
          "lead construction projects from design through handover",
          "manage contractors, schedules and budgets",
          "report progress and risks to clients and leadership",
          "keep the site safe and compliant",
        ],
        requirements: [
          "A degree in civil engineering or construction management",
          "Experience delivering large building or infrastructure projects",
          "Knowledge of FIDIC contracts and Primavera P6",
          "PMP certification is a plus",
        ],
        employment: ["full-time", "contract"],
        workTypes: ON_SITE,
      }),
      role("Site Engineer", "site engineering", "Site Operations", [65_000, 88_000], {
        skills: ["AutoCAD", "Quantity Surveying", "Site Supervision", "Health and Safety", "Structural Drawings"],
        duties: [
          "supervise daily works on site against drawings and specifications",
          "coordinate subcontractors and inspections",
          "prepare daily reports and measure quantities",
        ],
        requirements: [
          "A degree in civil engineering",
          "Site experience on building or infrastructure projects",
          "Ability to read structural and MEP drawings",
        ],
        employment: ["full-time", "contract", "temporary"],
        workTypes: ON_SITE,
      }),
      role("Quantity Surveyor", "quantity surveying", "Commercial", [70_000, 95_000], {
        skills: ["Cost Estimation", "Bills of Quantities", "CostX", "Contract Administration", "Valuations"],
        duties: [
          "prepare estimates and bills of quantities",
          "value work done and manage variations",
          "negotiate with subcontractors and suppliers",
        ],
        requirements: [
          "A degree in quantity surveying",
          "RICS membership or progress towards it",
          "Experience with CostX or similar software",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Architect", "architecture", "Design Studio", [80_000, 110_000], {
        skills: ["Revit", "AutoCAD", "BIM", "Rhino", "Design Development", "Building Codes"],
        duties: [
          "develop designs from concept to construction drawings",
          "produce BIM models and coordinate with engineers",
          "present designs to clients and authorities",
        ],
        requirements: [
          "A degree in architecture and professional registration",
          "Strong Revit and BIM skills",
          "A portfolio of built projects",
        ],
        employment: CREATIVE,
        workTypes: NOT_REMOTE,
      }),
      role("Property Leasing Consultant", "real estate leasing or sales", "Leasing", [50_000, 75_000], {
        skills: ["Real Estate Sales", "Negotiation", "CRM", "Market Knowledge", "Customer Service"],
        duties: [
          "lease residential and commercial units in our portfolio",
          "run viewings and negotiate terms with tenants",
          "keep listings and the CRM up to date",
        ],
        requirements: [
          "Experience in real estate leasing or sales",
          "A local real estate licence (for example RERA) or willingness to obtain one",
          "A valid driving licence",
        ],
        employment: ["full-time", "part-time"],
        workTypes: ON_SITE,
      }),
    ],
    benefits: ["Company car or car allowance", "Site allowance", "Project completion bonus"],
  },
  "Hospitality & Tourism": {
    roles: [
      role("Front Office Manager", "hotel front office", "Rooms Division", [55_000, 75_000], {
        skills: ["Opera PMS", "Guest Relations", "Revenue Management", "Team Leadership", "Upselling"],
        duties: [
          "lead the reception, concierge and guest relations teams",
          "ensure a warm welcome and smooth stays for every guest",
          "handle complaints and turn them into loyalty",
          "work with revenue management on occupancy and rates",
        ],
        requirements: [
          "Front office experience in a four- or five-star hotel",
          "Experience with Opera PMS",
          "English plus another language (Arabic, French or Russian)",
        ],
        years: 4,
        employment: ["full-time", "temporary"],
        workTypes: ON_SITE,
      }),
      role("Chef de Partie", "professional kitchens", "Culinary", [42_000, 55_000], {
        skills: ["Food Preparation", "HACCP", "Menu Development", "Kitchen Management", "Mediterranean Cuisine"],
        duties: [
          "run your section of the kitchen during service",
          "prepare dishes to our recipes and standards",
          "train commis chefs",
          "keep the kitchen compliant with HACCP",
        ],
        requirements: [
          "Experience as a chef de partie or demi chef",
          "Culinary training or diploma",
          "Knowledge of HACCP and food safety",
        ],
        years: 2,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Guest Experience Agent", "guest services", "Guest Relations", [32_000, 42_000], {
        skills: ["Customer Service", "Languages", "Reservation Systems", "Problem Solving"],
        duties: [
          "welcome guests and look after them during their stay",
          "handle reservations, check-ins and special requests",
          "recommend local experiences and tours",
        ],
        requirements: [
          "Excellent customer service",
          "Fluent English; other languages are a plus",
          "Availability for shifts, weekends and holidays",
        ],
        years: 0,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Revenue Manager", "hotel revenue management", "Commercial", [80_000, 110_000], {
        skills: ["Revenue Management", "IDeaS", "Forecasting", "Pricing", "Excel", "Distribution"],
        duties: [
          "set pricing and inventory strategy across channels",
          "forecast demand and track pick-up",
          "work with sales and marketing on promotions",
        ],
        requirements: [
          "Experience in hotel revenue management",
          "Strong analytical skills",
          "Experience with IDeaS or Duetto",
        ],
        employment: PERMANENT,
      }),
      role("Tour Guide", "guiding or tourism", "Experiences", [30_000, 40_000], {
        skills: ["Storytelling", "History", "Languages", "First Aid", "Group Management"],
        duties: [
          "lead groups on city, heritage and desert tours",
          "share history and local culture in an engaging way",
          "keep groups safe and on schedule",
        ],
        requirements: [
          "A guide licence where required",
          "Fluent English; French, German or Spanish is a plus",
          "Outgoing personality and stamina",
        ],
        years: 0,
        employment: ["part-time", "temporary", "freelance", "full-time"],
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      intern(
        "Hotel Operations Intern",
        "hospitality management",
        "Operations",
        [24_000, 32_000],
        ["Customer Service", "Teamwork", "Languages"],
      ),
    ],
    benefits: ["Staff accommodation or housing allowance", "Meals on duty", "Discounted hotel stays", "Service charge"],
  },
  "Logistics & Transportation": {
    roles: [
      role("Logistics Coordinator", "logistics coordination", "Operations", [50_000, 68_000], {
        skills: ["Shipment Tracking", "Customs Documentation", "Excel", "WMS", "Incoterms"],
        duties: [
          "coordinate inbound and outbound shipments",
          "prepare shipping and customs documents",
          "keep customers informed about their deliveries",
          "solve delays with carriers and warehouses",
        ],
        requirements: [
          "Experience in logistics or freight forwarding",
          "Knowledge of Incoterms and customs procedures",
          "Good Excel skills",
        ],
      }),
      role("Warehouse Supervisor", "warehouse operations", "Warehousing", [50_000, 66_000], {
        skills: ["WMS", "Inventory Control", "Forklift Operations", "Health and Safety", "Team Leadership"],
        duties: [
          "lead warehouse teams on receiving, picking and dispatch",
          "maintain stock accuracy through cycle counts",
          "enforce safety standards on the floor",
        ],
        requirements: [
          "Experience supervising warehouse operations",
          "Experience with a warehouse management system",
          "Willingness to work shifts",
        ],
        years: 3,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
      role("Fleet Manager", "fleet management", "Transport", [70_000, 92_000], {
        skills: ["Fleet Management", "Telematics", "Route Planning", "Budget Management", "Compliance"],
        duties: [
          "manage a fleet of trucks and vans and their drivers",
          "plan maintenance and control fleet costs",
          "use telematics data to improve safety and fuel use",
        ],
        requirements: [
          "Experience managing a commercial fleet",
          "Knowledge of transport regulations",
          "Strong analytical and leadership skills",
        ],
        employment: PERMANENT,
        workTypes: ON_SITE,
      }),
      role("Freight Forwarding Specialist", "freight forwarding", "Freight", [55_000, 75_000], {
        skills: ["Sea Freight", "Air Freight", "Customs Clearance", "Quotations", "CargoWise"],
        duties: [
          "quote and book sea and air freight for customers",
          "manage shipments end to end",
          "build relationships with carriers and agents",
        ],
        requirements: [
          "Experience in freight forwarding",
          "Knowledge of CargoWise or a similar system",
          "Good commercial sense",
        ],
        workTypes: NOT_REMOTE,
      }),
      role("Delivery Driver", "delivery driving", "Last Mile", [36_000, 46_000], {
        skills: ["Safe Driving", "Route Planning", "Customer Service", "Mobile Apps"],
        duties: [
          "deliver parcels to homes and businesses on planned routes",
          "check your vehicle before every shift",
          "give every customer a friendly, professional experience",
        ],
        requirements: [
          "A valid driving licence with a clean record",
          "Good knowledge of the city",
          "Basic use of a smartphone app",
        ],
        years: 0,
        employment: SHIFTS,
        workTypes: ON_SITE,
        hasSeniority: false,
      }),
    ],
    benefits: ["Overtime pay", "Fuel and phone allowance", "Safety bonus"],
  },
  // "Other" is split by trade: each company under it hires for its own (TDemoCompany.trade).
  "Renewable Energy": {
    roles: [
      role("Renewable Energy Engineer", "renewable energy engineering", "Energy Projects", [90_000, 120_000], {
        skills: ["Solar PV", "PVsyst", "AutoCAD", "Energy Modelling", "Grid Connection"],
        duties: [
          "design utility-scale and rooftop solar plants",
          "model energy yield and optimise layouts",
          "support construction and commissioning",
        ],
        requirements: [
          "A degree in electrical or energy engineering",
          "Experience with PVsyst and solar plant design",
          "Knowledge of grid codes and interconnection",
        ],
        workTypes: NOT_REMOTE,
      }),
      role(
        "Solar Plant Technician",
        "solar plant operation and maintenance",
        "Operations & Maintenance",
        [48_000, 65_000],
        {
          skills: ["Solar PV", "Inverters", "SCADA", "Electrical Testing", "Preventive Maintenance"],
          duties: [
            "carry out preventive and corrective maintenance on inverters, trackers and transformers",
            "follow plant performance on the SCADA system and act on alarms",
            "test strings and clean up faults so that every panel produces",
          ],
          requirements: [
            "A technical diploma in electrical engineering or a related field",
            "Experience maintaining solar, wind or industrial electrical installations",
            "Safe work on live systems, including lockout and tagout",
          ],
          employment: ["full-time", "contract"],
          workTypes: ON_SITE,
          years: 2,
        },
      ),
      HSE_OFFICER,
      HR_GENERALIST,
    ],
    benefits: ["Field allowance", "Training and certification support", "Annual performance bonus"],
  },
  "Agriculture & Food": {
    roles: [
      role("Agronomist", "agronomy", "Farming Operations", [55_000, 75_000], {
        skills: ["Crop Management", "Irrigation", "Soil Analysis", "Integrated Pest Management"],
        duties: [
          "advise on crop planning, irrigation and fertilisation",
          "monitor fields and diagnose pests and diseases",
          "help farmers adopt water-saving practices",
        ],
        requirements: [
          "A degree in agronomy or agricultural science",
          "Field experience with fruit trees or olives",
          "A driving licence and willingness to travel",
        ],
        employment: ["full-time", "contract", "temporary"],
        workTypes: ON_SITE,
      }),
      role("Food Quality Technician", "food quality control", "Quality", [45_000, 60_000], {
        skills: ["HACCP", "ISO 22000", "Sensory Analysis", "Laboratory Testing", "Traceability"],
        duties: [
          "sample and test olive oil and dates at reception, pressing and packing",
          "keep the HACCP plan and the traceability records up to date",
          "prepare the quality documents our export customers ask for",
        ],
        requirements: [
          "A degree or diploma in food science, chemistry or biology",
          "Working knowledge of HACCP and ISO 22000",
          "Care and rigour with laboratory procedures",
        ],
        employment: ["full-time", "temporary"],
        workTypes: ON_SITE,
        years: 2,
      }),
      role("Export Sales Manager", "export sales of food products", "Export", [75_000, 100_000], {
        skills: ["Export Sales", "Incoterms", "Key Account Management", "Trade Fairs", "CRM"],
        duties: [
          "grow our olive oil and date sales with importers and retailers in Europe and the Gulf",
          "negotiate contracts, prices and Incoterms with buyers",
          "represent us at trade fairs such as SIAL and Gulfood",
        ],
        requirements: [
          "Experience selling food products to export markets",
          "Good knowledge of Incoterms and export documentation",
          "Fluent French and English; Arabic is a plus",
        ],
        employment: PERMANENT,
        workTypes: NOT_REMOTE,
      }),
      HR_GENERALIST,
    ],
    benefits: ["Annual profit share", "Olive oil from our harvest", "Transport to the farms"],
  },
  "Oil & Gas Services": {
    roles: [
      HSE_OFFICER,
      role("Field Service Engineer", "field service for oil and gas equipment", "Field Services", [80_000, 110_000], {
        skills: ["Rotating Equipment", "Pumps and Compressors", "Vibration Analysis", "P&IDs", "Root Cause Analysis"],
        duties: [
          "install, commission and repair pumps and compressors at our clients' fields",
          "diagnose failures and write clear root-cause reports",
          "plan spare parts and maintenance with the clients' operations teams",
        ],
        requirements: [
          "A degree in mechanical engineering",
          "Experience with rotating equipment in oil and gas or petrochemicals",
          "Readiness to work on rotation at remote sites",
        ],
        employment: ["full-time", "contract"],
        workTypes: ON_SITE,
      }),
      role("Instrumentation Technician", "instrumentation and control", "Maintenance", [55_000, 75_000], {
        skills: ["Instrumentation", "Calibration", "PLC", "Loop Checks", "Hazardous Area Equipment"],
        duties: [
          "calibrate and maintain transmitters, analysers and control valves",
          "carry out loop checks during shutdowns and commissioning",
          "keep instrument records and work permits in order",
        ],
        requirements: [
          "A technical diploma in instrumentation or electrical engineering",
          "Experience in oil and gas, power or process plants",
          "Knowledge of work in hazardous areas",
        ],
        employment: ["full-time", "contract"],
        workTypes: ON_SITE,
        years: 2,
      }),
      HR_GENERALIST,
    ],
    benefits: ["Rotation schedule with paid travel home", "Remote-site allowance", "Life and accident insurance"],
  },
};
