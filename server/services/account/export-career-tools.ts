// "Download my data": a job seeker's skills assessments (each attempt with its answers and
// scores) and job alerts (each saved search with the jobs it has mailed and when).
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { jobAlerts, jobAlertSentJobs, jobs, skillAssessments, weeklyDigestSends } from "../../db/schema";

type TDatabase = TAppContext["db"];

export async function assessmentsOf(db: TDatabase, userId: number) {
  return db
    .select({
      kind: skillAssessments.kind,
      answers: skillAssessments.answers,
      scores: skillAssessments.scores,
      takenAt: skillAssessments.createdAt,
    })
    .from(skillAssessments)
    .where(eq(skillAssessments.userId, userId))
    .orderBy(desc(skillAssessments.createdAt), desc(skillAssessments.id));
}

export async function jobAlertsOf(db: TDatabase, userId: number) {
  const alerts = await db
    .select({
      id: jobAlerts.id,
      name: jobAlerts.name,
      search: jobAlerts.search,
      location: jobAlerts.location,
      country: jobAlerts.country,
      city: jobAlerts.city,
      workType: jobAlerts.workType,
      salaryRange: jobAlerts.salaryRange,
      companySize: jobAlerts.companySize,
      company: jobAlerts.company,
      isPaused: jobAlerts.isPaused,
      createdAt: jobAlerts.createdAt,
      lastSentAt: jobAlerts.lastSentAt,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  const ids = alerts.map((alert) => alert.id);
  const sent = ids.length
    ? await db
        .select({
          alertId: jobAlertSentJobs.alertId,
          jobId: jobAlertSentJobs.jobId,
          title: jobs.title,
          sentAt: jobAlertSentJobs.sentAt,
        })
        .from(jobAlertSentJobs)
        .innerJoin(jobs, eq(jobs.id, jobAlertSentJobs.jobId))
        .where(inArray(jobAlertSentJobs.alertId, ids))
        .orderBy(asc(jobAlertSentJobs.sentAt), asc(jobAlertSentJobs.jobId))
    : [];
  return alerts.map(({ id, ...alert }) => ({
    ...alert,
    sentJobs: sent.filter((row) => row.alertId === id).map(({ alertId: _alert, ...row }) => row),
  }));
}

/** The weeks a weekly digest was mailed to the user. */
export async function digestWeeksOf(db: TDatabase, userId: number) {
  return db
    .select({ weekStart: weeklyDigestSends.weekStart, sentAt: weeklyDigestSends.sentAt })
    .from(weeklyDigestSends)
    .where(eq(weeklyDigestSends.userId, userId))
    .orderBy(desc(weeklyDigestSends.weekStart));
}
