// Who may do what, in one place. The server's guards (server/lib/guards.ts) and the page
// loaders' guards (app/lib/guards.server.ts) ask these functions; components ask them too, to
// hide what a user could not do anyway. Nothing else compares userType or role to decide access.
//
// Kinds of user: a visitor (null), a job seeker, a company, and an administrator. An
// administrator is a role on an account that is itself a job seeker or a company account.
// The administrator role grants administration (and reading other users' resumes, read-only);
// it does not make someone a job seeker or a company: an administrator passes requireSeeker or
// requireCompany only when the account itself is of that kind.
import type { TPublicUser } from "./schemas";

export type TActor = Pick<TPublicUser, "id" | "userType" | "role">;

/** What a guard found: the user may go on, must sign in first, or may not do this at all. */
export type TAccess = "allowed" | "signed-out" | "denied";

export function isSeeker(user: Pick<TActor, "userType"> | null | undefined): boolean {
  return user?.userType === "jobseeker";
}

export function isCompany(user: Pick<TActor, "userType"> | null | undefined): boolean {
  return user?.userType === "company";
}

export function isAdmin(user: Pick<TActor, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** The kinds of user a guard lets through. */
export type TUserKind = "user" | "seeker" | "company" | "admin";

export function hasKind(user: TActor, kind: TUserKind): boolean {
  switch (kind) {
    case "user":
      return true;
    case "seeker":
      return isSeeker(user);
    case "company":
      return isCompany(user);
    case "admin":
      return isAdmin(user);
  }
}

/** The access a user (or visitor, null) has to something open to one kind of user. */
export function accessFor(user: TActor | null | undefined, kind: TUserKind): TAccess {
  if (!user) return "signed-out";
  return hasKind(user, kind) ? "allowed" : "denied";
}

// What each kind may do. A rule asks only for what it reads, so a service can pass the user it
// has; ownership rules take the resource's owner id.
type TMaybeActor<TField extends keyof TActor> = Pick<TActor, TField> | null | undefined;

export const permissions = {
  /** Resumes and the resume builder's saved resumes belong to job seekers. */
  keepResumes: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** The job-seeker profile (employer visibility, the candidate card) belongs to job seekers. */
  keepJobSeekerProfile: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** Saving jobs belongs to job seekers. */
  saveJobs: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** Applying to jobs belongs to job seekers; companies post them. */
  applyToJobs: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** A match score from one's own resumes, recommendations and market insights: job seekers. */
  matchJobs: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** Stores skills assessment results and reads their history (anyone may take it unsaved). */
  keepSkillAssessments: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** Saves searches as job alerts and manages them. */
  keepJobAlerts: (user: TMaybeActor<"userType">) => isSeeker(user),
  /**
   * Reading an application (its frozen resume and job, its history): the applicant, the job's
   * company (the account owning the job's company, `companyOwnerId`), or an administrator.
   */
  readApplication: (
    user: Pick<TActor, "id" | "role">,
    application: { applicantId: number | null; companyOwnerId: number | null },
  ) => user.id === application.applicantId || user.id === application.companyOwnerId || isAdmin(user),
  /** Moving an application through the pipeline: the job's company or an administrator. */
  moveApplication: (user: Pick<TActor, "id" | "role">, companyOwnerId: number | null) =>
    user.id === companyOwnerId || isAdmin(user),
  /** An application's private notes (the applicant never sees them): the job's company or an administrator. */
  keepApplicationNotes: (user: Pick<TActor, "id" | "role">, companyOwnerId: number | null) =>
    user.id === companyOwnerId || isAdmin(user),
  /** Scheduling an interview with an applicant: the job's company or an administrator. */
  scheduleInterview: (user: Pick<TActor, "id" | "role">, companyOwnerId: number | null) =>
    user.id === companyOwnerId || isAdmin(user),
  /** Withdrawing an application: the applicant only. */
  withdrawApplication: (user: Pick<TActor, "id">, applicantId: number | null) => user.id === applicantId,
  /**
   * The resume routes that name a resume: a job seeker's, and an administrator's of any kind of
   * account. A company keeps no resumes, so for it each is refused whatever the id (which then
   * reveals nothing); it reads a candidate's resume through the candidate's profile.
   */
  useResumeRoutes: (user: TMaybeActor<"userType" | "role">) => isSeeker(user) || isAdmin(user),
  /** Reading a resume: its owner, or an administrator (read-only). */
  readResume: (user: Pick<TActor, "id" | "role">, ownerId: number) => user.id === ownerId || isAdmin(user),
  /** Changing or deleting a resume: its owner only. */
  changeResume: (user: Pick<TActor, "id">, ownerId: number) => user.id === ownerId,
  /**
   * The candidate directory's cards (name, headline, photo, the resume): companies and
   * administrators, as the privacy policy promises (decision 017).
   */
  browseCandidates: (user: TMaybeActor<"userType" | "role">) => isCompany(user) || isAdmin(user),
  /**
   * The candidate directory's search and its count alone: also signed-out visitors, invited to
   * sign in; a signed-in job seeker sees "Company Access Required".
   */
  countCandidates: (user: TMaybeActor<"userType" | "role">) => !user || isCompany(user) || isAdmin(user),
  /** Saved candidates with private notes: a company account's own list. */
  saveCandidates: (user: TMaybeActor<"userType">) => isCompany(user),
  /** Starting a message thread with a job seeker: a company account. */
  startThreads: (user: TMaybeActor<"userType">) => isCompany(user),
  /** The inbox (threads, replies): company and job-seeker accounts, each its own threads. */
  useMessages: (user: TMaybeActor<"userType">) => isCompany(user) || isSeeker(user),
  /** Blocking a company from writing to one: a job seeker. */
  blockCompanies: (user: TMaybeActor<"userType">) => isSeeker(user),
  /** Posting jobs and the employer side of the site. */
  hire: (user: TMaybeActor<"userType">) => isCompany(user),
  /** Posting a job: a company account (as its own company) or an administrator. */
  postJobs: (user: TMaybeActor<"userType" | "role">) => isCompany(user) || isAdmin(user),
  /** Changing a job: the company account that owns the job's company, or an administrator. */
  manageJob: (user: Pick<TActor, "id" | "userType" | "role">, companyOwnerId: number | null) =>
    isAdmin(user) || (isCompany(user) && user.id === companyOwnerId),
  /**
   * Editing a company's profile and logo: the company account itself (its own company only). An
   * administrator account that is not a company's has no profile to edit.
   */
  editCompanyProfile: (user: TMaybeActor<"userType">) => isCompany(user),
  /** The administrator dashboard. */
  administer: (user: TMaybeActor<"role">) => isAdmin(user),
} as const;
