// Ranking visible candidates for one job: every job seeker whose profile is visible and
// names a resume (only they are ever shown to companies) is scored against the job with
// that resume and the profile's place. The database answers only ids and row versions; the match
// keeper holds the prepared resumes, so only new or changed ones are read and prepared. The cards
// are built for the page asked for only.
import { sql } from "drizzle-orm";
import { buildCandidateCard, summarizeResume, type TCandidateCard } from "@common/job-seeker-profile/candidate-card";
import type { TAvailability } from "@common/job-seeker-profile/schemas";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import {
  scoreBound,
  scoreMatch,
  scoreParts,
  topByScore,
  type TMatchResult,
  type TPreparedJob,
  type TPreparedResume,
} from "../../matching";
import { resumeMatchInput } from "./match-inputs";

type TContext = Pick<TAppContext, "db" | "matching">;

/** Resumes read and prepared per statement when they are not in the keeper. */
const READ_BATCH = 2_000;

export interface TRankedCandidate {
  userId: number;
  resumeId: number;
  result: TMatchResult;
  card: TCandidateCard;
}

/** Only profiles shown to companies: visible and naming a resume of their own. */
const VISIBLE = sql`p.visible and p.resume_id is not null and r.user_id = p.user_id`;

type TVersionRow = { user_id: number; resume_id: number; version: string };
type TResumeRow = {
  user_id: number;
  resume_id: number;
  version: string;
  content: unknown;
  country: string | null;
  city: string | null;
  willing_to_relocate: boolean;
};

/** The visible candidates' prepared resumes, from the keeper where unchanged, else read and prepared. */
async function preparedCandidates(
  context: TContext,
  today: Date,
): Promise<{ userId: number; resumeId: number; resume: TPreparedResume }[]> {
  // Years of experience count to today: a prepared resume is good for the day it was made.
  const day = today.toISOString().slice(0, 10);
  // One row, one string: PostgreSQL (and PGlite far more) spends more on each row answered than
  // on the text; "user:resume:version", most recently updated profile first.
  const [listed] = rowsOf<{ rows: string | null }>(
    await context.db.execute(sql`
      select string_agg(p.user_id || ':' || p.resume_id || ':' || r.xmin::text || '.' || p.xmin::text, ','
                        order by p.updated_at desc, p.user_id desc) as rows
      from job_seeker_profiles p join resumes r on r.id = p.resume_id
      where ${VISIBLE}`),
  );
  const versions: TVersionRow[] = listed?.rows
    ? listed.rows.split(",").map((entry) => {
        const [userId, resumeId, version] = entry.split(":");
        return { user_id: Number(userId), resume_id: Number(resumeId), version };
      })
    : [];
  const prepared = new Map<number, TPreparedResume>();
  const missing: number[] = [];
  for (const row of versions) {
    const cached = context.matching.cachedResume(row.resume_id, `${row.version}.${day}`);
    if (cached) prepared.set(row.resume_id, cached);
    else missing.push(row.resume_id);
  }
  for (let start = 0; start < missing.length; start += READ_BATCH) {
    const ids = missing.slice(start, start + READ_BATCH);
    const rows = rowsOf<TResumeRow>(
      await context.db.execute(sql`
        select p.user_id, p.resume_id, r.xmin::text || '.' || p.xmin::text as version, r.content,
               p.country, p.city, p.willing_to_relocate
        from job_seeker_profiles p join resumes r on r.id = p.resume_id
        where ${VISIBLE} and r.id = any(${`{${ids.join(",")}}`}::int[])`),
    );
    for (const row of rows) {
      const place = { country: row.country, city: row.city, willingToRelocate: row.willing_to_relocate };
      prepared.set(
        row.resume_id,
        context.matching.prepareResume(row.resume_id, `${row.version}.${day}`, () =>
          resumeMatchInput(row.content, place, today),
        ),
      );
    }
  }
  return versions.flatMap((row) => {
    const resume = prepared.get(row.resume_id);
    return resume ? [{ userId: row.user_id, resumeId: row.resume_id, resume }] : [];
  });
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
  experience: unknown;
  skills: unknown;
};

/** The candidate cards of these users, as the directory shows them (from the stored profile). */
async function cardsOf(context: TContext, userIds: number[], today: Date): Promise<Map<number, TCandidateCard>> {
  const cards = new Map<number, TCandidateCard>();
  if (!userIds.length) return cards;
  const rows = rowsOf<TCardRow>(
    await context.db.execute(sql`
      select p.user_id, u.first_name, u.last_name, u.profile_image_url, p.headline, p.availability,
             p.country, p.city, p.willing_to_relocate, r.id as resume_id, r.title as resume_title,
             r.content -> 'experience' as experience, r.content -> 'skills' as skills
      from job_seeker_profiles p
      join users u on u.id = p.user_id
      join resumes r on r.id = p.resume_id
      where ${VISIBLE} and p.user_id = any(${`{${userIds.join(",")}}`}::int[])`),
  );
  for (const row of rows) {
    cards.set(
      row.user_id,
      buildCandidateCard({
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
      }),
    );
  }
  return cards;
}

/**
 * The visible candidates that best match the job, best first (equal scores: the most recently
 * updated profile first), `limit` of them from `offset`, with the total ranked. Access is the
 * caller's to check: this reads every visible profile.
 */
export async function rankCandidatesPage(
  context: TContext,
  options: { job: TPreparedJob; limit: number; offset?: number; now?: Date },
): Promise<{ total: number; candidates: TRankedCandidate[] }> {
  const today = options.now ?? new Date();
  const candidates = await preparedCandidates(context, today);
  const corpus = await context.matching.corpus();
  const offset = options.offset ?? 0;
  // The best down to the page: the full score only where the cheap bound can reach them, the
  // explanation for the page alone. Candidates came most recently updated profile first, and
  // topByScore keeps that order among equal scores.
  const page = topByScore(
    candidates,
    offset + options.limit,
    (candidate) => scoreBound(candidate.resume, options.job),
    (candidate) => scoreParts(candidate.resume, options.job, corpus).score,
  )
    .slice(offset)
    .map(({ item: candidate }) => ({ candidate }));
  const cards = await cardsOf(
    context,
    page.map((entry) => entry.candidate.userId),
    today,
  );
  return {
    total: candidates.length,
    candidates: page.flatMap(({ candidate }) => {
      const card = cards.get(candidate.userId);
      // A profile hidden between the two statements is left out, never shown.
      if (!card) return [];
      const result = scoreMatch(candidate.resume, options.job, corpus);
      return [{ userId: candidate.userId, resumeId: candidate.resumeId, result, card }];
    }),
  };
}

/** The visible candidates that best match the job, best first; see rankCandidatesPage. */
export async function rankCandidatesForJob(
  context: TContext,
  options: { job: TPreparedJob; limit: number; offset?: number; now?: Date },
): Promise<TRankedCandidate[]> {
  return (await rankCandidatesPage(context, options)).candidates;
}
