// One candidate of the directory (GET /api/seekers/{id}), the resume they chose and its PDF:
// companies and administrators, and only while the profile is visible with a resume of the
// seeker's own; otherwise a 404, as if the candidate did not exist.
import { sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TSeekerProfile, TSeekerResume } from "@common/seekers/schemas";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { prepareResume, scoreMatch } from "../../matching";
import { resumeMatchInput } from "../matching/match-inputs";
import { toMatchScore } from "../matching/match-score";
import { cardsOf, VISIBLE } from "../matching/visible-candidates";
import { renderResumeRowPdf } from "../resumes/export-resume-pdf";
import { toResumeContent } from "../resumes/to-saved-resume";
import { BROWSE_REFUSAL, matchJobFor } from "./search-seekers";

type TContext = Pick<TAppContext, "db" | "matching">;

type TChosenResume = {
  id: number;
  title: string;
  template: string;
  language: string;
  content: Record<string, unknown>;
  updated_at: string | Date;
  country: string | null;
  city: string | null;
  willing_to_relocate: boolean;
};

const notFound = () => new AppError("NOT_FOUND", "errors.notFound");

/**
 * The resume a visible job seeker chose, with the profile's place; 404 when they are not shown
 * (only a job seeker keeps a profile: any other id has none).
 */
async function findChosenResume(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; seekerId: number },
): Promise<TChosenResume> {
  assertPermitted(permissions.browseCandidates(options.user), BROWSE_REFUSAL);
  if (!isDatabaseId(options.seekerId)) throw notFound();
  const [row] = rowsOf<TChosenResume>(
    await context.db.execute(sql`
      select r.id, r.title, r.template, r.language, r.content, r.updated_at,
             p.country, p.city, p.willing_to_relocate
      from job_seeker_profiles p
      join resumes r on r.id = p.resume_id
      where ${VISIBLE} and p.user_id = ${options.seekerId}`),
  );
  if (!row) throw notFound();
  return row;
}

/** GET /api/seekers/{id}?jobId=: the card, every skill, the match to the job, and the caller's own state. */
export async function getSeeker(
  context: TContext,
  options: { user: TActor; seekerId: number; jobId?: number; now?: Date },
): Promise<TSeekerProfile> {
  const { user, seekerId } = options;
  const now = options.now ?? new Date();
  const chosen = await findChosenResume(context, { user, seekerId });
  const job = await matchJobFor(context, user, options.jobId);
  const kept = (await cardsOf(context, [seekerId], now)).get(seekerId);
  if (!kept) throw notFound();
  const [state] = rowsOf<{ note: string | null; saved_at: string | Date | null; blocked: boolean }>(
    await context.db.execute(sql`
      select f.note, f.created_at as saved_at,
             exists (select 1 from message_blocks b join companies c on c.id = b.company_id
                     where b.seeker_user_id = ${seekerId} and c.user_id = ${user.id}) as blocked
      from (select 1) as one
      left join candidate_favorites f on f.company_user_id = ${user.id} and f.seeker_user_id = ${seekerId}`),
  );
  let match = null;
  if (job) {
    const place = { country: chosen.country, city: chosen.city, willingToRelocate: chosen.willing_to_relocate };
    const resume = prepareResume(resumeMatchInput(chosen.content, place, now));
    match = toMatchScore(scoreMatch(resume, job, await context.matching.corpus()));
  }
  return {
    userId: seekerId,
    card: kept.card,
    moreSkills: kept.moreSkills,
    match,
    updatedAt: kept.updatedAt,
    skills: kept.skills,
    resume: kept.resume,
    favorite:
      state?.saved_at != null ? { note: state.note ?? "", savedAt: new Date(state.saved_at).toISOString() } : null,
    // A job seeker who blocked the company is not written to; only a company account starts threads.
    canMessage: permissions.startThreads(user) && !state?.blocked,
  };
}

/** GET /api/seekers/{id}/resume: the chosen resume as the preview templates draw it. */
export async function getSeekerResume(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; seekerId: number },
): Promise<TSeekerResume> {
  const chosen = await findChosenResume(context, options);
  return {
    id: chosen.id,
    title: chosen.title,
    template: chosen.template,
    content: toResumeContent(chosen.content),
    updatedAt: new Date(chosen.updated_at).toISOString(),
  };
}

/** "Nurse - Resume" -> "Nurse_Resume.pdf": the download's name, from the resume's title. */
export function titleFileName(title: string): string {
  const name = title
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${name || "Resume"}.pdf`;
}

/** GET /api/seekers/{id}/resume.pdf: the chosen resume rendered through the PDF pool and its limits. */
export async function getSeekerResumePdf(
  context: Pick<TAppContext, "db" | "pdf">,
  options: { user: TActor; seekerId: number; signal?: AbortSignal },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const chosen = await findChosenResume(context, options);
  const { pdf } = await renderResumeRowPdf(context, chosen, { userId: options.user.id, signal: options.signal });
  return { pdf, fileName: titleFileName(chosen.title) };
}
