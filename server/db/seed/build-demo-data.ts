// Builds the demo data set in memory (no database): companies, jobs and job seekers. Every
// choice comes from faker with a fixed seed, so every machine gets the same companies, titles,
// cities and salaries; only the posting dates depend on `now`. It reads like a real market:
// each company hires for its own trade in the countries it works in, and postings arrive
// about 14 a day, so a page of the newest jobs spans days, not hours.
import {
  base,
  de,
  en,
  en_AU,
  en_GB,
  en_IN,
  en_US,
  Faker,
  fr,
  nl,
  pt_BR,
  sv,
  type LocaleDefinition,
} from "@faker-js/faker";
import { citiesFor, COUNTRIES, getCountry, type TCountry } from "@common/locations";
import { JOB_LISTING_DAYS, type TEmploymentType, type TWorkType } from "@common/jobs/schemas";
import { toUsd } from "@common/money";
import { DEMO_COMPANIES, type TDemoCompany } from "./demo-companies";
import { WRITTEN_POSTINGS } from "./demo-postings-ar-fr";
import { ROLE_CATALOG, type TIndustryCatalog, type TRole } from "./demo-roles";
import { DEMO_SEEKERS, type TDemoSeeker } from "./demo-seekers";

export const DEMO_FAKER_SEED = 20_260_601;
const DAY_MS = 24 * 60 * 60 * 1000;

// Jobs per country (400 in all, the Arabic and French written postings included): every
// supported country has some, weighted like the market the product serves (global,
// with a strong Middle East and North Africa presence). Listed for 30 days at about 14 new a
// day, that is what a board of this size holds at any time.
export const DEMO_JOBS_PER_COUNTRY: Readonly<Record<string, number>> = {
  US: 48,
  CA: 18,
  GB: 24,
  DE: 18,
  FR: 16,
  AU: 14,
  NL: 10,
  SE: 8,
  SG: 12,
  JP: 8,
  IN: 19,
  BR: 12,
  AE: 30,
  SA: 28,
  QA: 12,
  KW: 8,
  BH: 7,
  OM: 7,
  JO: 10,
  LB: 8,
  EG: 22,
  MA: 20,
  TN: 9,
  DZ: 9,
  IQ: 6,
  SY: 4,
  YE: 4,
  LY: 5,
  SD: 4,
};

type TRegion = "north-america" | "europe" | "asia-pacific" | "latin-america" | "gulf" | "levant" | "north-africa";
const REGION_BY_CODE: Record<string, TRegion> = {
  US: "north-america",
  CA: "north-america",
  GB: "europe",
  DE: "europe",
  FR: "europe",
  NL: "europe",
  SE: "europe",
  AU: "asia-pacific",
  SG: "asia-pacific",
  JP: "asia-pacific",
  IN: "asia-pacific",
  BR: "latin-america",
  AE: "gulf",
  SA: "gulf",
  QA: "gulf",
  KW: "gulf",
  BH: "gulf",
  OM: "gulf",
  YE: "gulf",
  JO: "levant",
  LB: "levant",
  IQ: "levant",
  SY: "levant",
  EG: "north-africa",
  MA: "north-africa",
  TN: "north-africa",
  DZ: "north-africa",
  LY: "north-africa",
  SD: "north-africa",
};
// The spec gives Iraq, Syria, Yemen, Libya and Sudan the United States bands (in US dollars);
// local pay there is far below US levels, so salaries are scaled down within those bands.
const MARKET_PAY_FACTOR: Readonly<Record<string, number>> = { IQ: 0.35, SY: 0.18, YE: 0.15, LY: 0.3, SD: 0.15 };

const EMPLOYMENT_WEIGHTS: Readonly<Record<TEmploymentType, number>> = {
  "full-time": 70,
  contract: 10,
  "part-time": 8,
  freelance: 6,
  temporary: 5,
  internship: 1,
};
const EMPLOYMENT_PAY: Readonly<Record<TEmploymentType, number>> = {
  "full-time": 1,
  contract: 1.15,
  freelance: 1.05,
  "part-time": 0.55,
  temporary: 0.8,
  internship: 0.7,
};
const WORK_TYPE_WEIGHTS: Readonly<Record<TWorkType, number>> = { onsite: 40, hybrid: 35, remote: 35 };
const SENIORITIES = [
  { prefix: "Junior ", weight: 15, pay: 0.72, years: 1 },
  { prefix: "", weight: 45, pay: 1, years: 3 },
  { prefix: "Senior ", weight: 30, pay: 1.3, years: 5 },
  { prefix: "Lead ", weight: 10, pay: 1.5, years: 8 },
] as const;

// Contact names for regions faker has no suitable locale for (Latin-script transliterations).
const ARABIC_FIRST_NAMES = [
  "Ahmed",
  "Omar",
  "Layla",
  "Fatima",
  "Youssef",
  "Nour",
  "Karim",
  "Rania",
  "Hassan",
  "Salma",
  "Khalid",
  "Mariam",
  "Tariq",
  "Hana",
  "Ziad",
  "Dina",
  "Sami",
  "Yasmin",
  "Rami",
  "Amal",
  "Faisal",
  "Reem",
  "Mahmoud",
  "Lina",
];
const ARABIC_LAST_NAMES = [
  "Haddad",
  "Khoury",
  "Al-Mansouri",
  "Saleh",
  "Nasser",
  "El Amrani",
  "Benali",
  "Bennani",
  "Mansour",
  "Farouk",
  "Hamdan",
  "Aziz",
  "Kassem",
  "Abboud",
  "Darwish",
  "Al-Harbi",
  "Al-Qahtani",
  "Chraibi",
  "Othman",
  "Trabelsi",
  "Al-Sabah",
  "Idrissi",
  "Ibrahim",
  "Hamid",
];
const JAPANESE_NAMES = [
  ["Haruto", "Sato"],
  ["Yui", "Suzuki"],
  ["Ren", "Takahashi"],
  ["Aoi", "Tanaka"],
  ["Sota", "Watanabe"],
  ["Hina", "Ito"],
] as const;
const SINGAPOREAN_NAMES = [
  ["Wei Ling", "Tan"],
  ["Jun Hao", "Lim"],
  ["Siti", "Rahman"],
  ["Arjun", "Nair"],
  ["Mei Xin", "Ong"],
] as const;

const CONTACT_TITLES = [
  "Talent Acquisition Lead",
  "Head of People",
  "HR Manager",
  "Recruitment Manager",
  "People Partner",
  "HR Director",
  "Talent Partner",
];

const CULTURE_LINES = [
  "We value ownership, candour and kindness, and we promote from within whenever we can.",
  "Our teams are small, diverse and trusted to make decisions close to the customer.",
  "We invest in our people with mentoring, training and clear career paths.",
  "We care about doing work we are proud of, and about going home on time.",
  "People from more than 30 nationalities work with us, and we celebrate that mix.",
];

const CLOSING_LINES = [
  "We welcome applications from people of all backgrounds and will adapt our hiring process on request.",
  "If this sounds like you, apply with your resume; we reply to every applicant within two weeks.",
  "Our process is a short call with the hiring manager, a practical exercise based on real work and a final conversation with the team.",
  "Not ticking every box? Apply anyway: we hire for potential as much as for experience.",
];

const TEMPORARY_PERIODS = [
  "our peak season",
  "a parental leave",
  "a major project phase",
  "the summer season",
  "the end-of-year period",
];

const BENEFITS_BY_REGION: Record<string, readonly string[]> = {
  US: ["Medical, dental and vision insurance", "401(k) with company match", "Paid parental leave", "Commuter benefits"],
  CA: ["Extended health and dental coverage", "RRSP matching", "Paid parental leave top-up"],
  GB: ["Pension with employer contribution", "25 days' holiday plus bank holidays", "Private medical insurance"],
  DE: ["30 days of paid vacation", "Deutschlandticket public transport pass", "Company pension scheme"],
  FR: ["Meal vouchers (tickets restaurant)", "Comprehensive mutuelle health cover", "RTT days on top of paid leave"],
  NL: ["Holiday allowance of 8%", "Pension scheme", "Travel allowance or NS Business Card"],
  SE: ["Occupational pension", "Wellness allowance (friskvårdsbidrag)", "Generous parental leave top-up"],
  AU: ["Superannuation above the legal minimum", "Extra leave days", "Salary packaging"],
  SG: ["CPF contributions", "Flexible benefits allowance", "Medical and dental cover"],
  JP: ["Commuting allowance", "Twice-yearly bonus", "Full social insurance"],
  IN: ["Group health insurance for your family", "Provident fund", "Meal and commute allowance"],
  BR: ["Meal voucher (vale-refeição)", "Health and dental plan", "13th salary"],
  gulf: [
    "Tax-free salary",
    "Housing allowance",
    "Annual return flight home",
    "Family medical insurance",
    "End-of-service gratuity",
    "Transportation allowance",
  ],
  other: [
    "Private medical insurance",
    "Transportation allowance",
    "Social security enrolment",
    "Annual bonus",
    "Paid annual leave above the legal minimum",
  ],
};
const GENERAL_BENEFITS = ["Flexible working hours", "Learning and development budget", "Wellness programme"];
const REMOTE_BENEFITS = ["Home-office equipment allowance", "Co-working space membership"];

const LANGUAGE_REQUIREMENT: Record<string, string> = {
  DE: "Good German (B2 or above) and English",
  FR: "Fluent French and good English",
  NL: "Fluent English; Dutch is a plus",
  SE: "Fluent English; Swedish is a plus",
  JP: "Business-level Japanese (JLPT N2 or above) and good English",
  BR: "Fluent Portuguese; English is a plus",
  MA: "Fluent French and Arabic; English is a plus",
  TN: "Fluent French and Arabic; English is a plus",
  DZ: "Fluent French and Arabic; English is a plus",
  AE: "Fluent English; Arabic is a plus",
  SA: "Fluent Arabic and English",
  QA: "Fluent English; Arabic is a plus",
  KW: "Fluent Arabic and English",
  BH: "Fluent English; Arabic is a plus",
  OM: "Fluent Arabic and English",
  JO: "Fluent Arabic and English",
  LB: "Fluent Arabic, English and French",
  EG: "Fluent Arabic and English",
  IQ: "Fluent Arabic and English; Kurdish is a plus",
  SY: "Fluent Arabic and good English",
  YE: "Fluent Arabic and good English",
  LY: "Fluent Arabic and English",
  SD: "Fluent Arabic and English",
};

export interface TDemoCompanyData extends TDemoCompany {
  slug: string;
  email: string;
  website: string;
  city: string;
  description: string;
  contactFirstName: string;
  contactLastName: string;
  contactTitle: string;
}

export interface TDemoJobData {
  companyIndex: number;
  title: string;
  description: string;
  requirements: string[];
  /** Skill names, apart from the requirement sentences (JobPosting `skills`, matching). */
  skills: string[];
  benefits: string[];
  country: string;
  city: string;
  location: string;
  workType: TWorkType;
  employmentType: TEmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryMinUsd: number | null;
  salaryMaxUsd: number | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface TDemoData {
  companies: TDemoCompanyData[];
  jobs: TDemoJobData[];
  seekers: readonly TDemoSeeker[];
}

export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Rounded the way a person would write it: 87,000; 4,350,000; 135,000,000. */
export function roundSalary(value: number, direction: "nearest" | "down" = "nearest"): number {
  const step = value >= 1_000_000 ? 10 ** (Math.floor(Math.log10(value)) - 2) : value >= 10_000 ? 1_000 : 100;
  const rounded = (direction === "down" ? Math.floor(value / step) : Math.round(value / step)) * step;
  return Math.max(100, rounded);
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The roles a company hires for: its trade's catalogue, narrowed to what it does. */
export function catalogFor(company: TDemoCompany): TIndustryCatalog {
  const catalog = ROLE_CATALOG[company.industry === "Other" ? company.trade! : company.industry];
  if (!company.hires) return catalog;
  return { ...catalog, roles: catalog.roles.filter((role) => company.hires!.includes(role.title)) };
}

function article(word: string): string {
  if (/^(UX|Uni|Use|Eu)/.test(word)) return "a";
  return /^[AEIOU]/i.test(word) ? "an" : "a";
}

export function buildDemoData(options: { now: Date }): TDemoData {
  const faker = new Faker({ locale: [en_US, en, base], seed: DEMO_FAKER_SEED });
  const nameFakers = new Map<string, Faker>();
  const localeByCode: Record<string, LocaleDefinition> = {
    US: en_US,
    CA: en_US,
    GB: en_GB,
    AU: en_AU,
    DE: de,
    FR: fr,
    NL: nl,
    SE: sv,
    IN: en_IN,
    BR: pt_BR,
  };
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const weighted = <T>(entries: readonly { weight: number; value: T }[]): T =>
    faker.helpers.weightedArrayElement(entries.map((entry) => ({ weight: entry.weight, value: entry.value })));

  function contactName(country: TCountry): [string, string] {
    const locale = localeByCode[country.code];
    if (locale) {
      let localFaker = nameFakers.get(country.code);
      if (!localFaker) {
        localFaker = new Faker({ locale: [locale, en, base], seed: DEMO_FAKER_SEED + nameFakers.size + 1 });
        nameFakers.set(country.code, localFaker);
      }
      return [localFaker.person.firstName(), localFaker.person.lastName()];
    }
    if (country.code === "JP") return [...pick(JAPANESE_NAMES)];
    if (country.code === "SG") return [...pick(SINGAPOREAN_NAMES)];
    return [pick(ARABIC_FIRST_NAMES), pick(ARABIC_LAST_NAMES)];
  }

  const companies: TDemoCompanyData[] = DEMO_COMPANIES.map((company) => {
    const country = getCountry(company.country);
    if (!country) throw new Error(`Demo company ${company.name}: unknown country ${company.country}`);
    const slug = slugify(company.name);
    const cities = citiesFor(country.name);
    const city = company.cities?.[0] ?? (faker.datatype.boolean(0.7) ? country.defaultCity : pick(cities.slice(0, 3)));
    const headcount = company.employees;
    const founded = faker.number.int({ min: 1978, max: 2019 });
    const [contactFirstName, contactLastName] = contactName(country);
    const description = [
      `${company.name} ${company.about}`,
      `Founded in ${founded} and headquartered in ${city}, ${country.name}, we employ ${company.size === "1-10" ? headcount : `around ${headcount.toLocaleString("en-US")}`} people.`,
      pick(CULTURE_LINES),
    ].join(" ");
    return {
      ...company,
      slug,
      email: `talent@${slug}.example.com`,
      website: `https://${slug}.example.com`,
      city,
      description,
      contactFirstName,
      contactLastName,
      contactTitle: pick(CONTACT_TITLES),
    };
  });

  // A company posts only where it works: mostly at home, also in its other markets.
  function companyWeight(company: TDemoCompanyData, country: TCountry): number {
    if (!company.markets.includes(country.code)) return 0;
    return company.markets[0] === country.code ? 3 : 1;
  }

  function salaryFor(
    role: Pick<TRole, "baseUsd">,
    country: TCountry,
    seniorityPay: number,
    employment: TEmploymentType,
  ) {
    const scale =
      (country.salaryBandLimits[2] / 150_000) *
      (MARKET_PAY_FACTOR[country.code] ?? 1) *
      seniorityPay *
      EMPLOYMENT_PAY[employment];
    const ceiling = country.salaryBandLimits[2] * 1.5;
    let high = Math.min(role.baseUsd[1] * scale * faker.number.float({ min: 0.92, max: 1.08 }), ceiling);
    let low = role.baseUsd[0] * scale * faker.number.float({ min: 0.92, max: 1.08 });
    if (low > high / 1.12) low = high / 1.12;
    high = Math.min(roundSalary(high), roundSalary(ceiling, "down"));
    low = roundSalary(low);
    if (low >= high) low = roundSalary(high * 0.85);

    const shape = faker.number.float({ min: 0, max: 1 });
    if (shape < 0.04) return { salaryMin: null, salaryMax: null };
    if (shape < 0.11) return { salaryMin: low, salaryMax: null };
    if (shape < 0.16) return { salaryMin: null, salaryMax: high };
    return { salaryMin: low, salaryMax: high };
  }

  function arrangement(workType: TWorkType, employment: TEmploymentType, city: string, country: TCountry): string {
    const where =
      workType === "remote"
        ? pick([
            `This is a fully remote position open to candidates based in ${country.name}; the team meets in person once a quarter.`,
            `You can work from anywhere in ${country.name}, with a monthly team day in ${city}.`,
          ])
        : workType === "hybrid"
          ? `This is a hybrid role: you will spend ${faker.number.int({ min: 2, max: 3 })} days a week at our ${city} office and work from home the rest of the week.`
          : pick([`This role is based on site in ${city}.`, `You will work from our ${city} site every day.`]);
    const terms: Record<TEmploymentType, () => string> = {
      "full-time": () => "The position is full-time and permanent.",
      "part-time": () =>
        `The position is part-time, around ${pick([16, 20, 24, 30])} hours a week, with flexible scheduling.`,
      contract: () => `It is a ${pick([6, 9, 12])}-month contract with a possibility of extension.`,
      freelance: () =>
        `We are looking for a freelancer for a project of about ${pick([3, 4, 6])} months, invoiced monthly.`,
      internship: () =>
        `This is a paid ${pick([3, 6])}-month internship with a dedicated mentor and a project of your own.`,
      temporary: () => `This is a temporary position covering ${pick(TEMPORARY_PERIODS)}.`,
    };
    return `${where} ${terms[employment]()}`;
  }

  type TUndatedJob = Omit<TDemoJobData, "createdAt" | "expiresAt">;
  const undated: TUndatedJob[] = [];
  const writtenByCountry = new Map<string, typeof WRITTEN_POSTINGS>();
  for (const posting of WRITTEN_POSTINGS) {
    writtenByCountry.set(posting.country, [...(writtenByCountry.get(posting.country) ?? []), posting]);
  }

  for (const country of COUNTRIES) {
    const cities = citiesFor(country.name);
    const cityWeights = cities.map((city, index) => ({ weight: 1 / (index + 1), value: city }));
    const companyChoices = companies
      .map((company, index) => ({ weight: companyWeight(company, country), value: index }))
      .filter((entry) => entry.weight > 0);
    const written = writtenByCountry.get(country.name) ?? [];

    for (let n = written.length; n < DEMO_JOBS_PER_COUNTRY[country.code]; n += 1) {
      const companyIndex = weighted(companyChoices);
      const company = companies[companyIndex];
      const catalog = catalogFor(company);
      const role = weighted(
        catalog.roles.map((entry) => ({ weight: entry.employment.includes("internship") ? 0.5 : 1, value: entry })),
      );
      const employmentType = weighted(
        role.employment.map((type) => ({ weight: EMPLOYMENT_WEIGHTS[type], value: type })),
      );
      const workType = weighted(role.workTypes.map((type) => ({ weight: WORK_TYPE_WEIGHTS[type], value: type })));
      const isManagerial = /Manager|Principal|Coordinator|Officer/.test(role.title);
      const seniority =
        role.hasSeniority && employmentType !== "internship"
          ? weighted(
              SENIORITIES.filter(
                (level) =>
                  (level.prefix !== "Lead " || (employmentType === "full-time" && !isManagerial)) &&
                  (level.prefix !== "Junior " || !isManagerial),
              ).map((level) => ({ weight: level.weight, value: level })),
            )
          : SENIORITIES[1];
      const title = `${seniority.prefix}${role.title}`;
      const isHome = company.country === country.name;
      // At home a company with named sites hires there; elsewhere in the country's cities.
      const city =
        isHome && company.cities
          ? pick(company.cities)
          : isHome && faker.datatype.boolean(0.4)
            ? company.city
            : weighted(cityWeights);
      const salary = salaryFor(role, country, seniority.pay, employmentType);

      const [firstDuty, secondDuty, thirdDuty] = faker.helpers.shuffle([...role.duties]);
      const paragraphs = [
        `${company.name} ${company.about} ${pick([
          `We are growing our ${role.team} team in ${city} and are looking for ${article(title)} ${title} to join us.`,
          `Our ${role.team} team of ${faker.number.int({ min: 4, max: 25 })} people is hiring ${article(title)} ${title}.`,
          `To support our next stage of growth, we are hiring ${article(title)} ${title} in ${country.name}.`,
        ])}`,
        `In this role you will ${firstDuty}, ${secondDuty} and ${thirdDuty}. ${pick([
          `You will report to our Head of ${role.team}.`,
          `You will work closely with colleagues across ${company.name} and report to the ${role.team} lead.`,
          "You will have real ownership from your first month.",
        ])}`,
        arrangement(workType, employmentType, city, country),
      ];
      if (faker.datatype.boolean(0.6)) paragraphs.push(pick(CLOSING_LINES));

      const years = Math.max(0, (role.years ?? 3) + seniority.years - 3);
      const experienceLine =
        employmentType === "internship"
          ? null
          : years === 0
            ? `Experience in ${role.field} is a plus, but not required`
            : years === 1
              ? `At least 1 year of experience in ${role.field}, or a relevant degree and internship experience`
              : `${years}+ years of experience in ${role.field}`;
      const skills = faker.helpers.arrayElements(role.skills, {
        min: Math.min(4, role.skills.length),
        max: Math.min(6, role.skills.length),
      });
      const requirements = [
        ...(experienceLine ? [experienceLine] : []),
        ...faker.helpers.arrayElements(role.requirements, { min: 2, max: 3 }),
        `Working knowledge of ${joinWithAnd(skills.slice(0, 3))}`,
      ];
      const language = LANGUAGE_REQUIREMENT[country.code];
      if (language && faker.datatype.boolean(0.6)) requirements.push(language);

      const regionalBenefits =
        BENEFITS_BY_REGION[country.code] ??
        (REGION_BY_CODE[country.code] === "gulf" && country.code !== "YE"
          ? BENEFITS_BY_REGION.gulf
          : BENEFITS_BY_REGION.other);
      const benefits = [
        ...faker.helpers.arrayElements(regionalBenefits, { min: 2, max: 3 }),
        ...faker.helpers.arrayElements(catalog.benefits, { min: 1, max: 2 }),
        ...faker.helpers.arrayElements(GENERAL_BENEFITS, { min: 0, max: 1 }),
        ...(workType === "remote" ? [pick(REMOTE_BENEFITS)] : []),
      ];

      undated.push({
        companyIndex,
        title,
        description: paragraphs.join("\n\n"),
        requirements,
        skills,
        benefits: [...new Set(benefits)],
        country: country.name,
        city,
        location: `${city}, ${country.name}`,
        workType,
        employmentType,
        ...salary,
        currency: country.currency,
        salaryMinUsd: salary.salaryMin === null ? null : toUsd(salary.salaryMin, country.currency),
        salaryMaxUsd: salary.salaryMax === null ? null : toUsd(salary.salaryMax, country.currency),
      });
    }

    for (const posting of written) {
      const companyIndex = companies.findIndex((company) => company.name === posting.company);
      if (companyIndex < 0) throw new Error(`Written posting ${posting.title}: unknown company ${posting.company}`);
      const salary = salaryFor(posting, country, 1, posting.employmentType);
      undated.push({
        companyIndex,
        title: posting.title,
        description: posting.paragraphs.join("\n\n"),
        requirements: [...posting.requirements],
        skills: [...posting.skills],
        benefits: [...posting.benefits],
        country: country.name,
        city: posting.city,
        location: `${posting.city}, ${country.name}`,
        workType: posting.workType,
        employmentType: posting.employmentType,
        ...salary,
        currency: country.currency,
        salaryMinUsd: salary.salaryMin === null ? null : toUsd(salary.salaryMin, country.currency),
        salaryMaxUsd: salary.salaryMax === null ? null : toUsd(salary.salaryMax, country.currency),
      });
    }
  }

  // Posting times spread evenly over the 30 days before now (each job gets its own slice of
  // the window, in shuffled order), so the newest 200 span about 15 days, as on a board that
  // gets about 14 jobs a day. At least 10 minutes old, at least an hour of listing left.
  const windowMs = JOB_LISTING_DAYS * DAY_MS - 60 * 60 * 1000 - 10 * 60 * 1000;
  const slots = faker.helpers.shuffle(undated.map((_, index) => index));
  const jobs: TDemoJobData[] = undated.map((job, index) => {
    const ageMs =
      10 * 60 * 1000 +
      Math.floor(((slots[index] + faker.number.float({ min: 0, max: 1 })) / undated.length) * windowMs);
    const createdAt = new Date(options.now.getTime() - ageMs);
    return { ...job, createdAt, expiresAt: new Date(createdAt.getTime() + JOB_LISTING_DAYS * DAY_MS) };
  });

  return { companies, jobs, seekers: DEMO_SEEKERS };
}
