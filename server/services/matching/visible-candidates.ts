// The visible candidates as ranking and the candidate directory read them: every job seeker whose
// profile is visible and names a resume of their own (only they are ever shown to companies). The
// database answers only ids and row versions; the match keeper holds each prepared resume and,
// beside it, the directory's facts (search words, years, place), so only new or changed ones are
// read and prepared. A profile hidden, or a name, headline or resume changed, changes the list or
// the version at the next request: nothing stale is ever answered.
import { sql } from "drizzle-orm";
import {
  buildCandidateCard,
  CARD_SKILL_COUNT,
  summarizeResume,
  type TCandidateCard,
} from "@common/job-seeker-profile/candidate-card";
import type { TAvailability } from "@common/job-seeker-profile/schemas";
import { resumeSkillNames } from "@common/resumes/skill-names";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import type { TPreparedResume } from "../../matching";
import { words } from "../../matching/text";
import { resumeMatchInput } from "./match-inputs";

type TContext = Pick<TAppContext, "db" | "matching">;

/** Resumes read and prepared per statement when they are not in the keeper. */
const READ_BATCH = 2_000;

/** Only profiles shown to companies: visible, naming a resume of their own, of an account not suspended (decision 031). */
export const VISIBLE = sql`p.visible and p.resume_id is not null and r.user_id = p.user_id
  and not exists (select 1 from users suspended where suspended.id = p.user_id and suspended.suspended_at is not null)`;

/** What the directory searches, filters and sorts by, kept beside the prepared resume. */
export interface TCandidateFacts {
  nameWords: string[];
  headlineWords: string[];
  /** The resume's title, its label and the positions held. */
  titleWords: string[];
  /** The words of the resume's listed skills. */
  skillWords: string[];
  /** Canonical skill ids (the taxonomy's, or an unknown skill's own) and occupation ids. */
  skillIds: Set<string>;
  roleIds: Set<string>;
  yearsOfExperience: number;
  availability: TAvailability | null;
  country: string | null;
  /** Lower case. */
  city: string | null;
  /** When the profile or its resume last changed (ms). */
  updatedAt: number;
}

export interface TVisibleCandidate {
  userId: number;
  resumeId: number;
  resume: TPreparedResume;
  facts: TCandidateFacts;
}

type TResumeRow = {
  user_id: number;
  resume_id: number;
  version: string;
  content: unknown;
  title: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  availability: TAvailability | null;
  country: string | null;
  city: string | null;
  willing_to_relocate: boolean;
  updated_at: string | Date;
};

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

function factsOf(row: TResumeRow, resume: TPreparedResume, today: Date): TCandidateFacts {
  const content = objectOf(row.content);
  const experience = listOf(content.experience).map(objectOf);
  const skills = resumeSkillNames(listOf(content.skills), listOf(content.skillGroups).map(objectOf));
  const titles = [
    row.title,
    textOf(objectOf(content.personalInfo).label),
    ...experience.map((e) => textOf(e.position)),
  ];
  return {
    nameWords: words(`${row.first_name} ${row.last_name}`),
    headlineWords: words(row.headline ?? ""),
    titleWords: [...new Set(titles.flatMap((title) => words(title)))],
    skillWords: [...new Set(skills.flatMap((skill) => words(skill)))],
    skillIds: new Set(resume.skills.keys()),
    roleIds: new Set(resume.titles.flatMap((title) => title.roles)),
    yearsOfExperience: summarizeResume({ id: row.resume_id, title: row.title, content: row.content }, today)
      .yearsOfExperience,
    availability: row.availability,
    country: row.country,
    city: row.city ? row.city.toLowerCase() : null,
    updatedAt: new Date(row.updated_at).getTime(),
  };
}

/**
 * The last answer per keeper with the listing it was made from: while no visible profile, resume
 * or account changed (the same listing, the same day), the same array is answered again without
 * parsing the listing or looking up every candidate. Callers must not change it.
 */
const lastAnswers = new WeakMap<object, { listing: string; candidates: TVisibleCandidate[] }>();

/**
 * The visible candidates with their prepared resumes and facts, most recently updated profile
 * first; from the keeper where unchanged, else read and prepared.
 */
export async function visibleCandidates(context: TContext, today: Date): Promise<readonly TVisibleCandidate[]> {
  // Years of experience count to today: a prepared resume is good for the day it was made.
  const day = today.toISOString().slice(0, 10);
  // One row, one string: PostgreSQL (and PGlite far more) spends more on each row answered than
  // on the text; "user:resume:version". The version holds the resume's, the profile's and the
  // account's row versions (the name is the account's).
  const [listed] = rowsOf<{ rows: string | null }>(
    await context.db.execute(sql`
      select string_agg(p.user_id || ':' || p.resume_id || ':' || r.xmin::text || '.' || p.xmin::text
                        || '.' || u.xmin::text, ','
                        order by p.updated_at desc, p.user_id desc) as rows
      from job_seeker_profiles p join resumes r on r.id = p.resume_id join users u on u.id = p.user_id
      where ${VISIBLE}`),
  );
  const listing = `${day}|${listed?.rows ?? ""}`;
  const last = lastAnswers.get(context.matching);
  if (last && last.listing === listing) return last.candidates;
  const versions = listed?.rows
    ? listed.rows.split(",").map((entry) => {
        const [userId, resumeId, version] = entry.split(":");
        return { userId: Number(userId), resumeId: Number(resumeId), version: `${version}.${day}` };
      })
    : [];
  const found = new Map<number, { resume: TPreparedResume; facts: TCandidateFacts }>();
  const missing: number[] = [];
  for (const row of versions) {
    const resume = context.matching.cachedResume(row.resumeId, row.version);
    const facts = resume && context.matching.cachedResumeFacts<TCandidateFacts>(row.resumeId, row.version);
    if (resume && facts) found.set(row.resumeId, { resume, facts });
    else missing.push(row.resumeId);
  }
  for (let start = 0; start < missing.length; start += READ_BATCH) {
    const ids = missing.slice(start, start + READ_BATCH);
    const rows = rowsOf<TResumeRow>(
      await context.db.execute(sql`
        select p.user_id, p.resume_id, r.xmin::text || '.' || p.xmin::text || '.' || u.xmin::text as version,
               r.content, r.title, u.first_name, u.last_name, p.headline, p.availability,
               p.country, p.city, p.willing_to_relocate, greatest(p.updated_at, r.updated_at) as updated_at
        from job_seeker_profiles p join resumes r on r.id = p.resume_id join users u on u.id = p.user_id
        where ${VISIBLE} and r.id = any(${`{${ids.join(",")}}`}::int[])`),
    );
    for (const row of rows) {
      const version = `${row.version}.${day}`;
      const place = { country: row.country, city: row.city, willingToRelocate: row.willing_to_relocate };
      const resume = context.matching.prepareResume(row.resume_id, version, () =>
        resumeMatchInput(row.content, place, today),
      );
      const facts = context.matching.resumeFactsOf(row.resume_id, version, () => factsOf(row, resume, today));
      found.set(row.resume_id, { resume, facts });
    }
  }
  const candidates = versions.flatMap((row) => {
    const entry = found.get(row.resumeId);
    return entry ? [{ userId: row.userId, resumeId: row.resumeId, ...entry }] : [];
  });
  // Remembered only when every candidate listed was read (none hidden between the statements).
  if (candidates.length === versions.length) lastAnswers.set(context.matching, { listing, candidates });
  return candidates;
}

type TCardRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  headline: string | null;
  availability: TAvailability | null;
  country: string | null;
  city: string | null;
  willing_to_relocate: boolean;
  resume_id: number;
  resume_title: string;
  resume_updated_at: string | Date;
  updated_at: string | Date;
  experience: unknown;
  skills: unknown;
  skill_groups: unknown;
};

/** A visible candidate's card as the directory shows it, with what the directory adds to it. */
export interface TVisibleCard {
  card: TCandidateCard;
  /** Every skill the resume names, in the job seeker's order. */
  skills: string[];
  /** Skills beyond the card's. */
  moreSkills: number;
  resume: { id: number; title: string; updatedAt: string };
  /** When the profile or its resume last changed (ISO). */
  updatedAt: string;
}

/** The cards of these users whose profiles are visible (from the stored profile); others are left out. */
export async function cardsOf(context: Pick<TAppContext, "db">, userIds: number[], today: Date) {
  const cards = new Map<number, TVisibleCard>();
  if (!userIds.length) return cards;
  const rows = rowsOf<TCardRow>(
    await context.db.execute(sql`
      select p.user_id, u.first_name, u.last_name, u.profile_image_url, p.headline, p.availability,
             p.country, p.city, p.willing_to_relocate, r.id as resume_id, r.title as resume_title,
             r.updated_at as resume_updated_at, greatest(p.updated_at, r.updated_at) as updated_at,
             r.content -> 'experience' as experience, r.content -> 'skills' as skills,
             r.content -> 'skillGroups' as skill_groups
      from job_seeker_profiles p
      join users u on u.id = p.user_id
      join resumes r on r.id = p.resume_id
      where ${VISIBLE} and p.user_id = any(${`{${userIds.join(",")}}`}::int[])`),
  );
  for (const row of rows) {
    const card = buildCandidateCard({
      person: { firstName: row.first_name, lastName: row.last_name, profileImageUrl: row.profile_image_url },
      profile: {
        headline: row.headline,
        availability: row.availability,
        country: row.country,
        city: row.city,
        willingToRelocate: row.willing_to_relocate,
      },
      resume: summarizeResume(
        { id: row.resume_id, title: row.resume_title, content: { experience: row.experience, skills: row.skills } },
        today,
      ),
    });
    const skills = resumeSkillNames(listOf(row.skills), listOf(row.skill_groups).map(objectOf));
    cards.set(row.user_id, {
      card,
      skills,
      moreSkills: Math.max(0, skills.length - Math.min(CARD_SKILL_COUNT, card.skills.length)),
      resume: { id: row.resume_id, title: row.resume_title, updatedAt: new Date(row.resume_updated_at).toISOString() },
      updatedAt: new Date(row.updated_at).toISOString(),
    });
  }
  return cards;
}
