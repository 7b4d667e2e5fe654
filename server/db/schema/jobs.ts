// Job postings and the jobs a job seeker saved.
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TJobOrigin } from "@common/job-import/sources";
import { EMPLOYMENT_TYPES, JOB_STATUSES, WORK_TYPES } from "@common/jobs/schemas";
import { createdAt } from "./columns";
import { companies, users } from "./accounts";
import { jobSources } from "./job-import";

// Drizzle has no tsvector type. Read as text, never written (the columns are generated).
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// The title (A), the company and the requirements (B) and the description (C), each in the
// spelling job_search_text gives it (migration 0007, server/services/jobs/search-text.ts).
const searchVectorExpression = sql`job_search_vector("title", "company", "requirements", "description")`;

// Only listed jobs are searched, so the search indexes skip drafts, closed and paused jobs.
const isListed = sql`status = 'active'`;

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLogo: text("company_logo"),
    description: text("description").notNull(),
    requirements: jsonb("requirements")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    benefits: jsonb("benefits")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The skills the job asks for, one name each ("TypeScript", "Patient Assessment"): what
    // JobPosting's `skills` lists and what matching reads; requirements stay sentences.
    skills: jsonb("skills")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    location: text("location").notNull(),
    country: text("country").notNull(),
    city: text("city"),
    workType: text("work_type", { enum: WORK_TYPES }).notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull().default("full-time"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    currency: text("currency").notNull().default("USD"),
    salaryMinUsd: integer("salary_min_usd"),
    salaryMaxUsd: integer("salary_max_usd"),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("active"),
    // Paused because its company's account was suspended (decision 031): reinstating the account
    // lists again exactly the jobs still paused with this mark.
    pausedBySuspension: boolean("paused_by_suspension").notNull().default(false),
    // "Urgent hiring": a badge on cards and the job page.
    urgent: boolean("urgent").notNull().default(false),
    // Where new-applicant mail goes (the posting form's company e-mail); else the company account's.
    contactEmail: text("contact_email"),
    // Where the job comes from: "internal" (posted here) or an import source's kind; an imported
    // job also has its source, its id there and the address where one applies (on the company's
    // site: it cannot be applied to here).
    source: text("source").$type<TJobOrigin>().notNull().default("internal"),
    sourceId: integer("source_id").references(() => jobSources.id, { onDelete: "set null" }),
    externalId: text("external_id"),
    applyUrl: text("apply_url"),
    applicationCount: integer("application_count").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Keyword search (server/services/jobs/find-jobs.ts): the title weighs most (A), then the
    // company and the requirements, where the skills are (B), then the description (C). One
    // configuration, 'english', everywhere, over text in job_search_text's spelling: the queries
    // must stem and spell the same way (parse-search.ts).
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(searchVectorExpression),
    // Every pair of words that stand next to each other in search_vector, as one lexeme
    // ("product~manag"; job_phrase_pairs, migration 0003): a two-word phrase is then found by
    // its index alone, with no recheck that reads each candidate's word positions from TOAST.
    phrasePairs: tsvector("phrase_pairs")
      .notNull()
      .generatedAlwaysAs(sql`job_phrase_pairs(${searchVectorExpression})`),
    // The title alone, small and separately indexed: "the title matches" is the first relevance
    // tier, and finding those rows must not read the large search_vector.
    titleVector: tsvector("title_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, job_search_text("title"))`),
    // The matching engine's canonical skill ids of the job (server/matching, extractJobSkills):
    // ranking many jobs for one resume first takes the listed jobs sharing one of the resume's
    // skills from its index. Null until computed: written when a job is posted or edited, and
    // filled in by matching itself for rows written otherwise (seeds, imports).
    matchSkills: text("match_skills").array(),
    // The same job from two sources (or posted here and imported) has the same fingerprint: its
    // normalised title, company, country and city (job_fingerprint, migration 0025).
    fingerprint: text("fingerprint")
      .notNull()
      .generatedAlwaysAs(sql`job_fingerprint("title", "company", "country", "city")`),
  },
  (table) => [
    index("jobs_company_idx").on(table.companyId),
    uniqueIndex("jobs_source_external_idx").on(table.sourceId, table.externalId),
    index("jobs_listed_fingerprint_idx").on(table.fingerprint).where(isListed),
    index("jobs_search_vector_idx").using("gin", table.searchVector).where(isListed),
    index("jobs_title_vector_idx").using("gin", table.titleVector).where(isListed),
    index("jobs_phrase_pairs_idx").using("gin", table.phrasePairs).where(isListed),
    index("jobs_match_skills_idx").using("gin", table.matchSkills).where(isListed),
    index("jobs_match_skills_missing_idx")
      .on(table.id)
      .where(sql`${table.matchSkills} is null`),
    // Newest first (id breaks ties), everywhere or in one country; expires_at is in the key so
    // that paging and counting listed jobs can be answered from the index alone.
    index("jobs_listed_recent_idx").on(table.createdAt, table.id, table.expiresAt).where(isListed),
    index("jobs_listed_country_recent_idx")
      .on(table.country, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    // Counting listed jobs, alone or by work type or company, from the index alone.
    index("jobs_listed_expires_idx").on(table.expiresAt).where(isListed),
    index("jobs_listed_work_type_idx").on(table.workType, table.expiresAt).where(isListed),
    index("jobs_listed_company_idx").on(table.companyId, table.expiresAt).where(isListed),
    // A city's or a company's jobs, newest first and counted, from the index alone.
    index("jobs_listed_city_recent_idx")
      .on(sql`lower(${table.city})`, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    index("jobs_listed_company_name_recent_idx")
      .on(sql`lower(${table.company})`, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    // The free-text location filter: ILIKE '%...%' over location and city.
    index("jobs_listed_location_trgm_idx")
      .using("gin", sql`(${table.location} || ' ' || coalesce(${table.city}, '')) gin_trgm_ops`)
      .where(isListed),
    // Salary sorts across currencies: the top of the range high to low, the bottom low to high.
    index("jobs_listed_salary_desc_idx")
      .on(sql`coalesce(${table.salaryMaxUsd}, ${table.salaryMinUsd}) desc nulls last`, table.id.desc().nullsFirst())
      .where(isListed),
    index("jobs_listed_salary_asc_idx")
      .on(sql`coalesce(${table.salaryMinUsd}, ${table.salaryMaxUsd}) asc nulls last`, table.id.desc().nullsFirst())
      .where(isListed),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index("saved_jobs_job_idx").on(table.jobId)],
);

export type TJobRow = typeof jobs.$inferSelect;
