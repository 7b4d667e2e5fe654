// POST /api/applications/{id}/interviews (issue 13, the Applicants tab): the job's company (or an
// administrator) schedules an interview; the applicant sees it on their dashboard and gets it by
// e-mail with an .ics calendar file (the "interview-scheduled" mail, while their switch is on).
import { eq } from "drizzle-orm";
import { zonedTimeToInstant } from "@common/applications/interview-time";
import type { TInterview, TScheduleInterview } from "@common/applications/schemas";
import { permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { interviews, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { queueMail } from "../../platform/mail/mail-queue";
import { findReadableApplication, type TApplicationListRow, type TApplicationUser } from "./application-access";

/** Applications an interview no longer makes sense for. */
const CLOSED_STATUSES = new Set(["withdrawn", "rejected", "hired"]);

export async function scheduleInterview(
  context: TAppContext,
  options: { user: TApplicationUser; id: number; interview: TScheduleInterview; now?: Date },
): Promise<TInterview> {
  const { user, interview } = options;
  const { row, companyOwnerId } = await findReadableApplication(context, options);
  assertPermitted(permissions.scheduleInterview(user, companyOwnerId), "applications.errors.hiringSideOnly");
  if (CLOSED_STATUSES.has(row.status)) throw new AppError("CONFLICT", "applications.errors.cannotSchedule");
  const startsAt = zonedTimeToInstant(interview.date, interview.time, interview.timeZone);
  if (startsAt.getTime() <= (options.now ?? new Date()).getTime()) {
    throw new AppError("BAD_REQUEST", "applications.errors.interviewInPast", {
      date: "applications.errors.interviewInPast",
    });
  }
  const [inserted] = await context.db
    .insert(interviews)
    .values({
      applicationId: row.id,
      startsAt,
      timeZone: interview.timeZone,
      durationMinutes: interview.durationMinutes,
      location: interview.location,
      createdBy: user.id,
    })
    .returning();
  const answer: TInterview = {
    id: inserted.id,
    applicationId: row.id,
    startsAt: inserted.startsAt.toISOString(),
    timeZone: inserted.timeZone,
    durationMinutes: inserted.durationMinutes,
    location: inserted.location,
  };
  await notifyApplicant(context, { row, interview: answer });
  return answer;
}

async function notifyApplicant(context: TAppContext, options: { row: TApplicationListRow; interview: TInterview }) {
  const { row, interview } = options;
  if (row.userId === null) return;
  try {
    const [applicant] = await context.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!applicant) return;
    const job = row.jobSnapshot as { title?: string; company?: string };
    await queueMail(context, {
      to: applicant.email,
      userId: row.userId,
      template: "interview-scheduled",
      data: {
        firstName: applicant.firstName,
        jobTitle: job.title ?? "",
        company: job.company ?? "",
        startsAt: new Date(interview.startsAt),
        durationMinutes: interview.durationMinutes,
        location: interview.location,
        link: `${context.env.PUBLIC_URL}/dashboard`,
        interviewId: interview.id,
      },
    });
  } catch (error) {
    context.logger.warn({ err: error, applicationId: row.id }, "the interview mail could not be queued");
  }
}
