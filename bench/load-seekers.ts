// Generates job seekers for the matching benchmark: each has an account, a resume in
// the stored content shape (server/test/factories.ts resumeInput) written from a role of the demo
// catalogue (server/db/seed/demo-roles.ts: software, nursing, finance, teaching, logistics,
// hospitality, construction, energy, ...), and a job-seeker profile with a place. Rows are
// written in chunks, each chunk one statement over a JSON array (multi-row inserts).
import { sql } from "drizzle-orm";
import { citiesFor, COUNTRIES } from "@common/locations";
import type { TDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";
import { ROLE_CATALOG, type TRole } from "../server/db/seed/demo-roles";

const CHUNK_ROWS = 2_000;
const LEVELS = [
  { prefix: "Junior ", years: 1 },
  { prefix: "", years: 4 },
  { prefix: "Senior ", years: 8 },
  { prefix: "Lead ", years: 12 },
] as const;
const FIRST_NAMES = [
  "Layla",
  "Omar",
  "Sofia",
  "Lucas",
  "Amina",
  "Noah",
  "Hana",
  "Karim",
  "Chloe",
  "Ravi",
  "Yara",
  "Jonas",
];
const LAST_NAMES = ["Haddad", "Martin", "Schmidt", "Silva", "Tanaka", "Khan", "Dubois", "Okafor", "Rossi", "Nasser"];

/** Every role of the catalogue with its trade, in a fixed order. */
export const SEEKER_ROLES: readonly { trade: string; role: TRole }[] = Object.entries(ROLE_CATALOG).flatMap(
  ([trade, catalog]) => catalog.roles.map((role) => ({ trade, role })),
);

const monthsAgo = (today: Date, months: number) => {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  return date.toISOString().slice(0, 7);
};

/** The n-th generated seeker: a resume's content (resumeInput's shape) and the profile's place. */
export function seekerResume(n: number, today: Date) {
  const { trade, role } = SEEKER_ROLES[(n * 7919) % SEEKER_ROLES.length];
  const level = role.hasSeniority ? LEVELS[n % LEVELS.length] : { prefix: "", years: [1, 3, 6, 10][n % 4] };
  const title = `${level.prefix}${role.title}`;
  const skillCount = 3 + (n % 5);
  const skills = Array.from(
    { length: Math.min(skillCount, role.skills.length) },
    (_, i) => role.skills[(n + i) % role.skills.length],
  );
  const duty = (i: number) => role.duties[(n + i) % role.duties.length];
  const country = COUNTRIES[(n * 31) % COUNTRIES.length];
  const cities = citiesFor(country.name);
  const city = cities[n % Math.min(8, cities.length)] ?? country.defaultCity;
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length];
  const lastName = LAST_NAMES[(n * 3) % LAST_NAMES.length];
  const email = `seeker${n}@bench.example.com`;
  const currentMonths = Math.max(6, Math.round(level.years * 12 * 0.6));
  const content = {
    title: `${firstName} ${lastName} - Resume`,
    template: "modern",
    personalInfo: {
      fullName: `${firstName} ${lastName}`,
      label: title,
      email,
      phone: "+1 555 0100",
      location: `${city}, ${country.name}`,
      summary: `${title} with ${level.years} years of experience in ${role.field}. I ${duty(0)} and ${duty(1)}.`,
    },
    experience: [
      {
        company: `${trade} Company ${n % 97}`,
        position: title,
        startDate: monthsAgo(today, currentMonths),
        current: true,
        description: `${duty(2)[0].toUpperCase()}${duty(2).slice(1)}; ${duty(3)}. Worked with ${skills.slice(0, 3).join(", ")}.`,
      },
      {
        company: `${trade} Group ${n % 89}`,
        position: role.title,
        startDate: monthsAgo(today, level.years * 12),
        endDate: monthsAgo(today, currentMonths + 1),
        current: false,
        description: `${duty(4)[0].toUpperCase()}${duty(4).slice(1)}.`,
      },
    ],
    education: [
      {
        institution: "State University",
        degree: "Bachelor",
        field: role.field,
        graduationDate: monthsAgo(today, level.years * 12 + 2),
      },
    ],
    skills,
    links: {},
    languages: [{ language: "English", proficiency: "fluent" }],
    certifications: [],
  };
  return {
    email,
    firstName,
    lastName,
    title: content.title,
    content,
    trade,
    role: role.title,
    country: country.code,
    city,
    willingToRelocate: n % 3 === 0,
  };
}

export interface TLoadSeekersResult {
  visible: number;
  hidden: number;
  seconds: number;
}

/**
 * `visible` seekers with a visible profile naming their resume, and `hidden` more whose profile
 * is not visible (they must not be ranked).
 */
export async function loadSeekers(
  db: TDatabase,
  options: { visible: number; hidden: number; today: Date; onProgress?: (done: number) => void },
): Promise<TLoadSeekersResult> {
  const startedAt = performance.now();
  const total = options.visible + options.hidden;
  for (let start = 0; start < total; start += CHUNK_ROWS) {
    const rows = [];
    for (let n = start; n < Math.min(total, start + CHUNK_ROWS); n += 1) {
      const seeker = seekerResume(n, options.today);
      rows.push({
        email: seeker.email,
        first_name: seeker.firstName,
        last_name: seeker.lastName,
        title: seeker.title,
        content: seeker.content,
        headline: seeker.content.experience[0].position,
        country: seeker.country,
        city: seeker.city,
        relocate: seeker.willingToRelocate,
        visible: n < options.visible,
      });
    }
    await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(email text, first_name text,
          last_name text, title text, content jsonb, headline text, country text, city text, relocate boolean,
          visible boolean)
      ), new_users as (
        insert into users (email, password_hash, first_name, last_name, user_type, country, city)
        select email, 'bench-no-login', first_name, last_name, 'jobseeker', country, city from input
        returning id, email
      ), new_resumes as (
        insert into resumes (user_id, title, template, content)
        select new_users.id, input.title, 'modern', input.content from input join new_users using (email)
        returning id, user_id
      )
      insert into job_seeker_profiles (user_id, visible, resume_id, headline, availability, country, city,
        willing_to_relocate)
      select new_users.id, input.visible, new_resumes.id, input.headline, null, input.country, input.city, input.relocate
      from input join new_users using (email) join new_resumes on new_resumes.user_id = new_users.id`);
    options.onProgress?.(Math.min(total, start + CHUNK_ROWS));
  }
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze resumes`);
  await db.execute(sql`vacuum analyze job_seeker_profiles`);
  const [counts] = rowsOf<{ visible: number | string }>(
    await db.execute(sql`select count(*) as visible from job_seeker_profiles where visible and resume_id is not null`),
  );
  if (Number(counts.visible) !== options.visible) throw new Error(`expected ${options.visible} visible seekers`);
  return { visible: options.visible, hidden: options.hidden, seconds: (performance.now() - startedAt) / 1000 };
}
