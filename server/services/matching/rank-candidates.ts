// Ranking visible candidates for one job: every job seeker whose profile is visible and
// names a resume (only they are ever shown to companies) is scored against the job with
// that resume and the profile's place, prepared as visible-candidates.ts keeps them. The cards
// are built for the page asked for only.
import type { TCandidateCard } from "@common/job-seeker-profile/candidate-card";
import type { TAppContext } from "../../context";
import { scoreBound, scoreMatch, scoreParts, topByScore, type TMatchResult, type TPreparedJob } from "../../matching";
import { cardsOf, visibleCandidates } from "./visible-candidates";

type TContext = Pick<TAppContext, "db" | "matching">;

export interface TRankedCandidate {
  userId: number;
  resumeId: number;
  result: TMatchResult;
  card: TCandidateCard;
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
  const candidates = await visibleCandidates(context, today);
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
      const card = cards.get(candidate.userId)?.card;
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
