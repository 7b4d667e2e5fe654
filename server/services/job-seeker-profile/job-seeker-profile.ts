// The job seeker's own profile as employers see it (/settings > Profile and
// GET/PUT /api/me/profile). Only job seekers have one. A profile is shown to employers only while
// it is visible AND names a resume: deleting the chosen resume (or the retention purge) sets
// resume_id to null, and the profile is then hidden until its owner chooses another.
import { and, desc, eq, sql } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import { buildCandidateCard, summarizeResume } from "@common/job-seeker-profile/candidate-card";
import {
  DEFAULT_JOB_SEEKER_PROFILE,
  type TJobSeekerProfile,
  type TJobSeekerProfileAnswer,
  type TJobSeekerProfileView,
  type TProfileResume,
} from "@common/job-seeker-profile/schemas";
import { countryFields } from "@common/validation/country";
import type { TAppContext } from "../../context";
import { jobSeekerProfiles, resumes, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";

type TProfileUser = { id: number; userType: "jobseeker" | "company" };
type TDatabase = TAppContext["db"];

const assertSeeker = (user: TProfileUser) =>
  assertPermitted(permissions.keepJobSeekerProfile(user), "seekerProfile.seekersOnly");

/** The stored profile as the API answers it; a profile whose resume is gone is not visible. */
function toProfile(row: typeof jobSeekerProfiles.$inferSelect | undefined): TJobSeekerProfileAnswer {
  const stored = row ?? DEFAULT_JOB_SEEKER_PROFILE;
  return {
    visible: stored.visible && stored.resumeId !== null,
    resumeId: stored.resumeId,
    headline: stored.headline,
    availability: stored.availability,
    ...countryFields(stored.country),
    city: stored.city,
    willingToRelocate: stored.willingToRelocate,
  };
}

/** The owner's resumes with what a card shows of each (only the sections it reads are fetched). */
async function cardResumesOf(db: TDatabase, userId: number, today: Date): Promise<TProfileResume[]> {
  const rows = await db
    .select({
      id: resumes.id,
      title: resumes.title,
      updatedAt: resumes.updatedAt,
      experience: sql<unknown>`${resumes.content} -> 'experience'`,
      skills: sql<unknown>`${resumes.content} -> 'skills'`,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
  return rows.map((row) => ({
    ...summarizeResume(
      { id: row.id, title: row.title, content: { experience: row.experience, skills: row.skills } },
      today,
    ),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function viewOf(db: TDatabase, userId: number, today: Date): Promise<TJobSeekerProfileView> {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  const [row] = await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId)).limit(1);
  const profile = toProfile(row);
  const owned = await cardResumesOf(db, userId, today);
  const chosen = owned.find((resume) => resume.id === profile.resumeId) ?? null;
  return {
    profile,
    yearsOfExperience: chosen?.yearsOfExperience ?? 0,
    card: buildCandidateCard({ person, profile, resume: chosen }),
    resumes: owned,
  };
}

/** The signed-in job seeker's profile (hidden defaults until saved), its card and their resumes. */
export async function getJobSeekerProfile(
  context: Pick<TAppContext, "db">,
  options: { user: TProfileUser; today?: Date },
): Promise<TJobSeekerProfileView> {
  assertSeeker(options.user);
  return viewOf(context.db, options.user.id, options.today ?? new Date());
}

/**
 * Saves the whole profile. The resume must be one of the owner's own: any other id (someone
 * else's or none at all) is refused alike, naming resumeId, so ids reveal nothing. The resume
 * row is locked while the profile is written, so a resume deleted meanwhile cannot slip in.
 */
export async function updateJobSeekerProfile(
  context: Pick<TAppContext, "db">,
  options: { user: TProfileUser; profile: TJobSeekerProfile; today?: Date },
): Promise<TJobSeekerProfileView> {
  assertSeeker(options.user);
  const userId = options.user.id;
  const { profile } = options;
  await context.db.transaction(async (tx) => {
    if (profile.resumeId !== null) {
      const [owned] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.id, profile.resumeId), eq(resumes.userId, userId)))
        .for("share");
      if (!owned) {
        throw new AppError("BAD_REQUEST", "errors.invalidInput", {
          resumeId: "seekerProfile.validation.resumeNotFound",
        });
      }
    }
    const values = { ...profile, updatedAt: new Date() };
    await tx
      .insert(jobSeekerProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: values });
  });
  return viewOf(context.db, userId, options.today ?? new Date());
}
