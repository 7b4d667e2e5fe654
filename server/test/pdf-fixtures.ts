import { ZResumeSchema, type TResume, type TResumeInput } from "@common/resumes/schema";

// Resumes for the PDF tests and the benchmark (bench/pdf.ts), checked by the API's own schema.

const parse = (input: TResumeInput): TResume => ZResumeSchema.parse(input);

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

/** A realistic resume that fills two A4 pages in every template. */
export const TWO_PAGE_RESUME: TResume = parse({
  title: "Jane Doe - Resume",
  template: "professional",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+44 20 7946 0958",
    location: "London, United Kingdom",
    summary:
      "Staff software engineer with eleven years of experience building payment, search and data platforms used by " +
      "millions of people. Leads small teams through ambiguous problems, from the first sketch to the on-call rota, and " +
      "cares about measurable outcomes: latency, reliability and the cost of every request. Comfortable across the " +
      "stack, happiest where product and infrastructure meet.",
  },
  experience: [
    {
      company: "Northwind Payments",
      position: "Staff Software Engineer",
      startDate: "2022-03",
      current: true,
      description: bullets([
        "Led the redesign of the card authorisation service (40k requests per second), cutting p99 latency from 180 ms to 45 ms.",
        "Introduced contract tests between twelve services, halving integration incidents within two quarters.",
        "Mentored six engineers; two were promoted to senior within eighteen months.",
        "Drove the migration from a self-managed Kafka cluster to a managed service, saving 30% of the platform budget.",
      ]),
    },
    {
      company: "Contoso Search",
      position: "Senior Software Engineer",
      startDate: "2018-06",
      endDate: "2022-02",
      current: false,
      description: bullets([
        "Built the query understanding pipeline (spelling, synonyms, entity recognition) serving 25 million searches a day.",
        "Designed a ranking experiment platform that ran 300 A/B tests a year with automatic guardrails.",
        "Reduced index build time from nine hours to forty minutes by moving to incremental segment merges.",
      ]),
    },
    {
      company: "Fabrikam Analytics",
      position: "Software Engineer",
      startDate: "2015-09",
      endDate: "2018-05",
      current: false,
      description:
        "Worked on the event ingestion layer and the reporting API of a product analytics platform.\n" +
        bullets([
          "Wrote the schema registry that let customers evolve event formats without breaking dashboards.",
          "Cut the reporting API's infrastructure cost by 40% with query result caching and pre-aggregation.",
          "Ran the team's interview loop for two years and rewrote its take-home exercise.",
        ]),
    },
    {
      company: "Tailspin Toys",
      position: "Junior Developer",
      startDate: "2013-07",
      endDate: "2015-08",
      current: false,
      description: bullets([
        "Built the online shop's checkout and its integration with three payment providers.",
        "Automated the release process, from a two-day manual checklist to a one-click deploy.",
      ]),
    },
    {
      company: "University of Leeds",
      position: "Research Assistant",
      startDate: "2012-01",
      endDate: "2013-06",
      current: false,
      description:
        "Implemented simulation software for distributed consensus protocols and co-authored two workshop papers on " +
        "failure detection in partially synchronous networks.",
    },
  ],
  education: [
    {
      institution: "University of Leeds",
      degree: "MSc",
      field: "Advanced Computer Science",
      graduationDate: "2013-09",
      gpa: "Distinction",
    },
    {
      institution: "University of Manchester",
      degree: "BSc",
      field: "Computer Science",
      graduationDate: "2011-06",
      gpa: "3.8",
    },
  ],
  skills: [
    "TypeScript",
    "Go",
    "Java",
    "PostgreSQL",
    "Kafka",
    "Kubernetes",
    "Distributed systems",
    "System design",
    "Observability",
    "Search relevance",
    "A/B testing",
    "Technical leadership",
    "Mentoring",
    "AWS",
  ],
  links: {
    website: "https://janedoe.dev",
    linkedin: "https://www.linkedin.com/in/janedoe",
    github: "https://github.com/janedoe",
    portfolio: "https://janedoe.dev/portfolio",
  },
  languages: [
    { language: "English", proficiency: "native" },
    { language: "French", proficiency: "professional" },
    { language: "Spanish", proficiency: "basic" },
  ],
  certifications: [
    {
      name: "AWS Certified Solutions Architect - Professional",
      issuer: "Amazon Web Services",
      date: "2023-04",
      url: "https://aws.amazon.com/certification/",
    },
    { name: "Certified Kubernetes Administrator", issuer: "The Linux Foundation", date: "2021-11" },
  ],
});

/** An Arabic-named person, with Arabic and English text mixed as people write it. */
export const ARABIC_RESUME: TResume = parse({
  title: "ليلى حداد - Resume",
  template: "professional",
  personalInfo: {
    fullName: "ليلى حداد",
    email: "leila.haddad@example.com",
    phone: "+971 4 123 4567",
    location: "دبي، الإمارات العربية المتحدة",
    summary: "مهندسة برمجيات بخبرة ثماني سنوات في بناء أنظمة الدفع والبحث.",
  },
  experience: [
    {
      company: "شركة الخليج للتقنية",
      position: "مهندسة برمجيات أولى",
      startDate: "2021-01",
      current: true,
      description: "- قادت فريقاً من خمسة مهندسين\n- Reduced checkout latency by 60%",
    },
    {
      company: "Careem",
      position: "Backend Engineer",
      startDate: "2017-05",
      endDate: "2020-12",
      current: false,
      description: "Built the trip pricing service in Kotlin and PostgreSQL.",
    },
  ],
  education: [
    { institution: "جامعة القاهرة", degree: "بكالوريوس", field: "علوم الحاسب", graduationDate: "2017-06", gpa: "3.7" },
  ],
  skills: ["TypeScript", "Kotlin", "تصميم النظم", "PostgreSQL"],
  links: { linkedin: "https://www.linkedin.com/in/leila-haddad" },
  languages: [
    { language: "العربية", proficiency: "native" },
    { language: "English", proficiency: "fluent" },
  ],
  certifications: [],
});

/** A French person with accented letters, plus Cyrillic and Greek skills. */
export const FRENCH_RESUME: TResume = parse({
  title: "Élodie Lefèvre - Resume",
  template: "professional",
  personalInfo: {
    fullName: "Élodie Lefèvre",
    email: "elodie.lefevre@example.fr",
    phone: "+33 1 23 45 67 89",
    location: "Besançon, France",
    summary: "Ingénieure logiciel spécialisée dans les systèmes de réservation à forte volumétrie.",
  },
  experience: [
    {
      company: "Société Générale",
      position: "Développeuse principale",
      startDate: "2020-09",
      current: true,
      description: "Conception d'une plateforme de paiement à haute disponibilité (Kafka, Java, Kubernetes).",
    },
    {
      company: "Crédit Agricole",
      position: "Ingénieure d'études et développement",
      startDate: "2016-02",
      endDate: "2020-08",
      current: false,
      description: "Développement des services de prêt immobilier; migration vers PostgreSQL.",
    },
  ],
  education: [
    {
      institution: "École Polytechnique",
      degree: "Diplôme d'ingénieur",
      field: "Informatique",
      graduationDate: "2015-06",
    },
  ],
  skills: ["Java", "Kafka", "Гибкая разработка", "Ελληνικά εργαλεία", "Łódź tooling"],
  links: { website: "https://elodie.example.fr", github: "https://github.com/elodie" },
  languages: [
    { language: "Français", proficiency: "native" },
    { language: "Anglais", proficiency: "fluent" },
  ],
  certifications: [
    {
      name: "Oracle Certified Professional: Java SE 17",
      issuer: "Oracle",
      date: "2022-05",
      url: "https://education.oracle.com/",
    },
  ],
});

/** A resume with `count` experience entries: long enough to flow over several pages. */
export function longResume(count: number): TResume {
  return {
    ...TWO_PAGE_RESUME,
    experience: Array.from({ length: count }, (_, index) => ({
      company: `Company Number ${index + 1}`,
      position: `Position Number ${index + 1}`,
      startDate: `${2000 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`,
      endDate: `${2001 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`,
      current: false,
      description: bullets([
        `Delivered project ${index + 1} on time with a team of ${(index % 7) + 3} engineers.`,
        "Improved the reliability of the service and wrote its operations handbook.",
      ]),
    })),
  };
}

/**
 * Two jobs, the second without a description; a contact line too long for one line; eight
 * skills (what once came out of order in pdftotext).
 */
export const TWO_JOB_RESUME: TResume = parse({
  title: "Amira Haddad - Resume",
  personalInfo: {
    fullName: "Amira Haddad",
    email: "amira.haddad@example.com",
    phone: "+971 4 555 0199",
    location: "Dubai, United Arab Emirates",
    summary: "Platform engineer who keeps deliveries moving.",
  },
  experience: [
    {
      company: "Gulf Logistics",
      position: "Lead Platform Engineer",
      startDate: "2021-04",
      current: true,
      description: "- Runs the routing platform.\n- Cut delivery times by a fifth.",
    },
    { company: "Desert Bank", position: "Backend Developer", startDate: "2017-09", endDate: "2021-03" },
  ],
  education: [
    {
      institution: "American University of Sharjah",
      degree: "MSc",
      field: "Software Engineering",
      graduationDate: "2017-06",
      gpa: "3.9",
    },
  ],
  skills: ["Go", "Kotlin", "PostgreSQL", "Kafka", "Terraform", "gRPC", "Observability", "Team leadership"],
  links: {
    website: "https://amira.dev",
    linkedin: "https://www.linkedin.com/in/amira-haddad",
    github: "https://github.com/amirahaddad",
    portfolio: "https://amira.dev/work",
  },
  languages: [
    { language: "Arabic", proficiency: "native" },
    { language: "English", proficiency: "fluent" },
  ],
  certifications: [
    { name: "Certified Kubernetes Administrator", issuer: "The Linux Foundation", date: "2022-11" },
    {
      name: "AWS Solutions Architect",
      issuer: "Amazon",
      date: "2020-02",
      url: "https://aws.amazon.com/certification/",
    },
  ],
});

/**
 * Every section a resume can hold (what a JSON Resume import keeps is printed):
 * a headline, another profile, courses, skill groups with levels and keywords, projects,
 * volunteering, awards, publications, interests and references.
 */
export const EVERY_SECTION_RESUME: TResume = parse({
  title: "Noor Saleh - Resume",
  personalInfo: {
    fullName: "Noor Saleh",
    label: "Data Engineer",
    email: "noor.saleh@example.com",
    phone: "+962 6 555 0142",
    location: "Amman, Jordan",
    summary: "Builds data pipelines that analysts trust.",
  },
  experience: [
    {
      company: "Levant Retail",
      position: "Senior Data Engineer",
      startDate: "2020-05",
      current: true,
      description: "- Moved nightly loads to streaming.",
    },
  ],
  education: [
    {
      institution: "University of Jordan",
      degree: "BSc",
      field: "Computer Engineering",
      graduationDate: "2016-06",
      courses: ["Databases", "Distributed Systems"],
    },
  ],
  skills: ["Python", "Airflow", "dbt", "Spark", "SQL"],
  skillGroups: [
    { name: "Data pipelines", level: "Expert", keywords: ["Airflow", "dbt", "Spark"] },
    { name: "Python", level: "Advanced", keywords: [] },
  ],
  links: { github: "https://github.com/noorsaleh" },
  profiles: [{ network: "Mastodon", username: "noor", url: "https://fosstodon.org/@noor" }],
  languages: [{ language: "Arabic", proficiency: "native" }],
  certifications: [{ name: "Google Professional Data Engineer", issuer: "Google", date: "2021-08" }],
  projects: [
    {
      name: "Open Transit Amman",
      entity: "Civic Data Jordan",
      roles: ["Maintainer"],
      startDate: "2019-01",
      endDate: "2022-12",
      url: "https://opentransit.example.org",
      description: "Live bus arrival times from open feeds.",
      highlights: ["Used by 40,000 riders a month"],
      keywords: ["GTFS", "PostGIS"],
    },
  ],
  awards: [
    { title: "Data Team of the Year", awarder: "Levant Retail", date: "2023-01", summary: "For the streaming move." },
  ],
  publications: [
    {
      name: "Streaming Retail Data on a Budget",
      publisher: "Data Engineering Weekly",
      releaseDate: "2022-09",
      url: "https://dew.example.org/streaming",
      summary: "How a small team moved to streaming.",
    },
  ],
  volunteer: [
    {
      organization: "Code for Jordan",
      position: "Mentor",
      startDate: "2018-03",
      endDate: "2021-06",
      summary: "Mentored new programmers.",
      highlights: ["Ran twelve weekend workshops"],
    },
  ],
  interests: [{ name: "Cycling", keywords: ["Road", "Gravel"] }],
  references: [{ name: "Rami Aziz, Head of Data", reference: "Noor made our data reliable." }],
});
