import { eq, inArray, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import {
  accountTokens,
  analyticsEvents,
  assistantConversations,
  candidateFavorites,
  companies,
  jobAlerts,
  jobSeekerProfiles,
  jobs,
  mailQueue,
  messageBlocks,
  messageThreads,
  resumes,
  skillAssessments,
  uploads,
  users,
  weeklyDigestSends,
} from "../schema";

export interface TClearDemoOutcome {
  jobs: number;
  resumes: number;
  companies: number;
  users: number;
  jobSeekerProfiles: number;
  uploads: number;
  mailMessages: number;
  analyticsEvents: number;
  accountTokens: number;
  messageThreads: number;
  savedCandidates: number;
  blocks: number;
  skillAssessments: number;
  jobAlerts: number;
  weeklyDigests: number;
  assistantConversations: number;
}

/**
 * Deletes every demo record in one transaction, children first. Rows that people created while
 * signed in to a demo account (a job posted by a demo company, a resume of a demo seeker, a
 * profile, a photo, a mail to them, a link token, their page views and actions, and the events
 * about demo jobs) go with that account; mail keeps no account once it is deleted, so it is
 * found by its address too. A conversation goes when either side is a demo account (its
 * messages with it), and so do saved candidates and blocks naming one, and demo accounts' skills
 * assessments, job alerts (with what they sent), weekly digest records and conversations with the
 * assistant (with their messages). Real accounts and their data are untouched; the security log
 * (audit_events) is kept, as it is for every deleted account.
 */
export async function clearDemoData(context: Pick<TAppContext, "db" | "env" | "logger">): Promise<TClearDemoOutcome> {
  return context.db.transaction(async (tx) => {
    const demoUserIds = tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const demoEmails = tx.select({ email: users.email }).from(users).where(eq(users.isDemo, true));
    const demoCompanyIds = tx
      .select({ id: companies.id })
      .from(companies)
      .where(or(eq(companies.isDemo, true), inArray(companies.userId, demoUserIds)));
    const demoJobIds = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(eq(jobs.isDemo, true), inArray(jobs.companyId, demoCompanyIds)));

    const deletedEvents = await tx
      .delete(analyticsEvents)
      .where(or(inArray(analyticsEvents.userId, demoUserIds), inArray(analyticsEvents.jobId, demoJobIds)))
      .returning({ id: analyticsEvents.id });
    const deletedMail = await tx
      .delete(mailQueue)
      .where(or(inArray(mailQueue.userId, demoUserIds), inArray(mailQueue.to, demoEmails)))
      .returning({ id: mailQueue.id });
    const deletedTokens = await tx
      .delete(accountTokens)
      .where(inArray(accountTokens.userId, demoUserIds))
      .returning({ tokenHash: accountTokens.tokenHash });
    const deletedProfiles = await tx
      .delete(jobSeekerProfiles)
      .where(inArray(jobSeekerProfiles.userId, demoUserIds))
      .returning({ userId: jobSeekerProfiles.userId });
    const deletedUploads = await tx
      .delete(uploads)
      .where(inArray(uploads.userId, demoUserIds))
      .returning({ id: uploads.id });
    const deletedThreads = await tx
      .delete(messageThreads)
      .where(or(inArray(messageThreads.seekerUserId, demoUserIds), inArray(messageThreads.companyId, demoCompanyIds)))
      .returning({ id: messageThreads.id });
    const deletedFavorites = await tx
      .delete(candidateFavorites)
      .where(
        or(
          inArray(candidateFavorites.companyUserId, demoUserIds),
          inArray(candidateFavorites.seekerUserId, demoUserIds),
        ),
      )
      .returning({ seekerUserId: candidateFavorites.seekerUserId });
    const deletedBlocks = await tx
      .delete(messageBlocks)
      .where(or(inArray(messageBlocks.seekerUserId, demoUserIds), inArray(messageBlocks.companyId, demoCompanyIds)))
      .returning({ companyId: messageBlocks.companyId });
    const deletedAssessments = await tx
      .delete(skillAssessments)
      .where(inArray(skillAssessments.userId, demoUserIds))
      .returning({ id: skillAssessments.id });
    const deletedAlerts = await tx
      .delete(jobAlerts)
      .where(inArray(jobAlerts.userId, demoUserIds))
      .returning({ id: jobAlerts.id });
    const deletedDigests = await tx
      .delete(weeklyDigestSends)
      .where(inArray(weeklyDigestSends.userId, demoUserIds))
      .returning({ userId: weeklyDigestSends.userId });
    const deletedAssistantConversations = await tx
      .delete(assistantConversations)
      .where(inArray(assistantConversations.userId, demoUserIds))
      .returning({ id: assistantConversations.id });
    const deletedJobs = await tx
      .delete(jobs)
      .where(or(eq(jobs.isDemo, true), inArray(jobs.companyId, demoCompanyIds)))
      .returning({ id: jobs.id });
    const deletedResumes = await tx
      .delete(resumes)
      .where(or(eq(resumes.isDemo, true), inArray(resumes.userId, demoUserIds)))
      .returning({ id: resumes.id });
    const deletedCompanies = await tx
      .delete(companies)
      .where(or(eq(companies.isDemo, true), inArray(companies.userId, demoUserIds)))
      .returning({ id: companies.id });
    const deletedUsers = await tx.delete(users).where(eq(users.isDemo, true)).returning({ id: users.id });
    return {
      jobs: deletedJobs.length,
      resumes: deletedResumes.length,
      companies: deletedCompanies.length,
      users: deletedUsers.length,
      jobSeekerProfiles: deletedProfiles.length,
      uploads: deletedUploads.length,
      mailMessages: deletedMail.length,
      analyticsEvents: deletedEvents.length,
      accountTokens: deletedTokens.length,
      messageThreads: deletedThreads.length,
      savedCandidates: deletedFavorites.length,
      blocks: deletedBlocks.length,
      skillAssessments: deletedAssessments.length,
      jobAlerts: deletedAlerts.length,
      weeklyDigests: deletedDigests.length,
      assistantConversations: deletedAssistantConversations.length,
    };
  });
}
