// "Download my data": everything Hirewise holds about the signed-in user, as one JSON
// document. Secrets never leave: no password hash, no session or link token (nor their hashes),
// no stored file bytes (uploads are listed by their URL).
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import {
  analyticsEvents,
  applicationNotes,
  applications,
  applicationStatusChanges,
  auditEvents,
  companies,
  jobs,
  interviews,
  jobSeekerProfiles,
  mailQueue,
  resumes,
  savedJobs,
  sessions,
  signInAddresses,
  uploads,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { IMAGE_FORMATS } from "../../platform/uploads/image";
import { uploadUrl } from "../../platform/uploads/uploads";
import { pendingEmailOf } from "./change-email";
import { assistantConversationsOf } from "./export-assistant";
import { assessmentsOf, digestWeeksOf, jobAlertsOf } from "./export-career-tools";
import { blocksOf, conversationsOf, favoritesOf } from "./export-messages";

/** The export's format: raised when a field changes meaning or goes. */
export const ACCOUNT_EXPORT_VERSION = 1;

const EXTENSION_BY_CONTENT_TYPE = new Map<string, string>(
  Object.values(IMAGE_FORMATS).map((format) => [format.contentType, format.extension]),
);

type TDatabase = TAppContext["db"];

/**
 * The user's own applications, each with the resume and the job as sent, its moves through the
 * pipeline and its interviews. A company's private notes on them are the company's, not theirs.
 */
async function applicationsOf(db: TDatabase, userId: number) {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      resumeTitle: applications.resumeTitle,
      resumeTemplate: applications.resumeTemplate,
      resumeContent: applications.resumeContent,
      job: applications.jobSnapshot,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [history, booked] = await Promise.all([
    db
      .select({
        applicationId: applicationStatusChanges.applicationId,
        fromStatus: applicationStatusChanges.fromStatus,
        toStatus: applicationStatusChanges.toStatus,
        by: applicationStatusChanges.actorRole,
        changedAt: applicationStatusChanges.changedAt,
      })
      .from(applicationStatusChanges)
      .where(inArray(applicationStatusChanges.applicationId, ids))
      .orderBy(asc(applicationStatusChanges.changedAt)),
    db
      .select({
        applicationId: interviews.applicationId,
        startsAt: interviews.startsAt,
        timeZone: interviews.timeZone,
        durationMinutes: interviews.durationMinutes,
        location: interviews.location,
      })
      .from(interviews)
      .where(inArray(interviews.applicationId, ids))
      .orderBy(asc(interviews.startsAt)),
  ]);
  const of = <T extends { applicationId: number }>(list: T[], id: number) =>
    list.filter((entry) => entry.applicationId === id).map(({ applicationId: _id, ...entry }) => entry);
  return rows.map((row) => ({ ...row, history: of(history, row.id), interviews: of(booked, row.id) }));
}

export async function exportAccountData(context: TAppContext, options: { userId: number }) {
  const { db } = context;
  const { userId } = options;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  const [
    pendingEmail,
    [profile],
    resumeRows,
    saved,
    [company],
    sessionRows,
    addresses,
    audit,
    mail,
    uploadRows,
    events,
    ownApplications,
    notesWritten,
  ] = await Promise.all([
    pendingEmailOf(context, { userId }),
    db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId)),
    db
      .select({
        id: resumes.id,
        title: resumes.title,
        template: resumes.template,
        content: resumes.content,
        createdAt: resumes.createdAt,
        updatedAt: resumes.updatedAt,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(asc(resumes.id)),
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    db.select().from(companies).where(eq(companies.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({ ipAddress: signInAddresses.ipAddress, lastSignedInAt: signInAddresses.lastSignedInAt })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, userId)),
    db
      .select({
        occurredAt: auditEvents.occurredAt,
        event: auditEvents.event,
        email: auditEvents.email,
        ipAddress: auditEvents.ipAddress,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      // Events of the account, and those naming its address with no account (a failed sign-in).
      .where(or(eq(auditEvents.userId, userId), and(isNull(auditEvents.userId), eq(auditEvents.email, user.email))))
      .orderBy(desc(auditEvents.occurredAt)),
    db
      .select({
        to: mailQueue.to,
        template: mailQueue.template,
        subject: mailQueue.subject,
        status: mailQueue.status,
        createdAt: mailQueue.createdAt,
        sentAt: mailQueue.sentAt,
      })
      .from(mailQueue)
      .where(or(eq(mailQueue.userId, userId), eq(mailQueue.to, user.email)))
      .orderBy(desc(mailQueue.createdAt)),
    db
      .select({
        purpose: uploads.purpose,
        sha256: uploads.sha256,
        contentType: uploads.contentType,
        byteSize: uploads.byteSize,
        width: uploads.width,
        height: uploads.height,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.userId, userId)),
    db
      .select({
        name: analyticsEvents.name,
        occurredAt: analyticsEvents.occurredAt,
        path: analyticsEvents.path,
        referrerHost: analyticsEvents.referrerHost,
        jobId: analyticsEvents.jobId,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(desc(analyticsEvents.occurredAt)),
    applicationsOf(db, userId),
    // What the user wrote about applicants (a company's notes): their own words.
    db
      .select({
        applicationId: applicationNotes.applicationId,
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
      })
      .from(applicationNotes)
      .where(eq(applicationNotes.authorId, userId))
      .orderBy(desc(applicationNotes.createdAt)),
  ]);
  const companyJobs = company
    ? await db
        .select({ id: jobs.id, title: jobs.title, status: jobs.status, createdAt: jobs.createdAt })
        .from(jobs)
        .where(eq(jobs.companyId, company.id))
        .orderBy(desc(jobs.createdAt))
    : [];
  const [conversations, favorites, blocked, assessments, alerts, digests, assistant] = await Promise.all([
    conversationsOf(db, { userId, companyId: company?.id ?? null }),
    company ? favoritesOf(db, userId) : [],
    blocksOf(db, userId),
    assessmentsOf(db, userId),
    jobAlertsOf(db, userId),
    digestWeeksOf(db, userId),
    assistantConversationsOf(db, userId),
  ]);

  const { passwordHash: _secret, emailNotifications, jobAlerts, weeklyDigest, marketingEmails, ...account } = user;
  return {
    version: ACCOUNT_EXPORT_VERSION,
    generatedAt: new Date().toISOString(),
    account: { ...account, pendingEmail },
    notifications: { emailNotifications, jobAlerts, weeklyDigest, marketingEmails },
    jobSeekerProfile: profile ?? null,
    resumes: resumeRows,
    savedJobs: saved,
    applications: ownApplications,
    skillAssessments: assessments,
    jobAlerts: alerts,
    weeklyDigests: digests,
    company: company
      ? { ...company, jobs: companyJobs, applicationNotes: notesWritten, savedCandidates: favorites }
      : null,
    messages: { threads: conversations, blockedCompanies: blocked },
    assistantConversations: assistant,
    sessions: sessionRows,
    signInAddresses: addresses,
    auditEvents: audit,
    mail,
    uploads: uploadRows.map(({ sha256, ...upload }) => ({
      ...upload,
      url: `${context.env.PUBLIC_URL}${uploadUrl({ sha256, extension: EXTENSION_BY_CONTENT_TYPE.get(upload.contentType) ?? "bin" })}`,
    })),
    analyticsEvents: events,
  };
}

export type TAccountExport = Awaited<ReturnType<typeof exportAccountData>>;
