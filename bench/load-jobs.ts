// Generates many jobs quickly for the search benchmark: the demo data set (realistic titles,
// descriptions, requirements, salaries in every currency) is stored once as templates, and
// INSERT ... SELECT over generate_series multiplies it inside the database, varying template,
// salary, posting date and status per row.
import { sql } from "drizzle-orm";
import { citiesFor, COUNTRIES } from "@common/locations";
import { buildDemoData } from "../server/db/seed/build-demo-data";
import type { TDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";
import { listedCondition } from "../server/services/jobs/listed";

const CHUNK_ROWS = 50_000;
const DAY_SECONDS = 86_400;

export interface TLoadResult {
  jobs: number;
  listed: number;
  companies: string[];
  seconds: number;
}

export async function loadJobs(
  db: TDatabase,
  options: { jobs: number; now: Date; onProgress?: (done: number) => void },
): Promise<TLoadResult> {
  const startedAt = performance.now();
  const data = buildDemoData({ now: options.now });

  const companyRows = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into companies (name, size, industry, country, city, description, website)
      select name, size, industry, country, city, description, website
      from jsonb_to_recordset(${JSON.stringify(data.companies)}::jsonb)
        as c(name text, size text, industry text, country text, city text, description text, website text)
      returning id`),
  );
  const templates = data.jobs.map((job, index) => ({
    n: index,
    company_id: companyRows[job.companyIndex].id,
    company: data.companies[job.companyIndex].name,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    location: job.location,
    country: job.country,
    city: job.city,
    work_type: job.workType,
    employment_type: job.employmentType,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    currency: job.currency,
    salary_min_usd: job.salaryMinUsd,
    salary_max_usd: job.salaryMaxUsd,
  }));
  await db.execute(sql`drop table if exists bench_job_templates`);
  await db.execute(sql`
    create table bench_job_templates as
    select * from jsonb_to_recordset(${JSON.stringify(templates)}::jsonb) as t(
      n int, company_id int, company text, title text, description text, requirements jsonb, benefits jsonb,
      location text, country text, city text, work_type text, employment_type text, salary_min bigint,
      salary_max bigint, currency text, salary_min_usd bigint, salary_max_usd bigint)`);
  await db.execute(sql`create unique index on bench_job_templates (n)`);

  const templateCount = templates.length;
  // Each copy of a template is posted in one of the country's 12 largest cities.
  const cities = Object.fromEntries(COUNTRIES.map((country) => [country.name, citiesFor(country.name).slice(0, 12)]));
  const now = options.now.toISOString();
  for (let start = 1; start <= options.jobs; start += CHUNK_ROWS) {
    const end = Math.min(options.jobs, start + CHUNK_ROWS - 1);
    // h: 0-79 listed, 80-84 active but expired, 85-94 closed, 95-97 paused, 98-99 draft.
    await db.execute(sql`
      insert into jobs (company_id, title, company, description, requirements, benefits, location, country, city,
        work_type, employment_type, salary_min, salary_max, currency, salary_min_usd, salary_max_usd, status,
        created_at, expires_at)
      select t.company_id, t.title, t.company,
        t.description || E'\n\nJob reference HW-' || g || '.',
        t.requirements, t.benefits, c.city || ', ' || t.country, t.country, c.city, t.work_type, t.employment_type,
        round(t.salary_min * v.factor)::int, round(t.salary_max * v.factor)::int, t.currency,
        round(t.salary_min_usd * v.factor)::int, round(t.salary_max_usd * v.factor)::int,
        case when v.h < 85 then 'active' when v.h < 95 then 'closed' when v.h < 98 then 'paused' else 'draft' end,
        v.created_at, v.created_at + interval '30 days'
      from generate_series(${start}::int, ${end}::int) as g
      cross join lateral (
        select (g::bigint * 2654435761 % 4294967296) % 100 as h,
          0.9 + (g::bigint * 13 % 21) / 100.0 as factor,
          ${now}::timestamptz - make_interval(secs => case
            when (g::bigint * 2654435761 % 4294967296) % 100 < 80
              then 600 + (g::bigint * 7919 % ${30 * DAY_SECONDS - 4200})
            else ${31 * DAY_SECONDS} + (g::bigint * 7919 % ${60 * DAY_SECONDS})
          end) as created_at
      ) as v
      join bench_job_templates t on t.n = (g::bigint * 104729 % ${templateCount})
      cross join lateral (
        select ${JSON.stringify(cities)}::jsonb -> t.country ->> (g % jsonb_array_length(${JSON.stringify(cities)}::jsonb -> t.country))::int as city
      ) as c`);
    options.onProgress?.(end);
  }
  await db.execute(sql`drop table bench_job_templates`);
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(sql`vacuum analyze companies`);
  const [counts] = rowsOf<{ listed: number | string }>(
    await db.execute(sql`select count(*) as listed from jobs where ${listedCondition(options.now)}`),
  );
  return {
    jobs: options.jobs,
    listed: Number(counts.listed),
    companies: data.companies.map((company) => company.name),
    seconds: (performance.now() - startedAt) / 1000,
  };
}
