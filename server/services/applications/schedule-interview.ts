// POST /api/applications/{id}/interviews (the Applicants tab): the job's company (or an
// administrator) schedules an interview; the applicant sees it on their dashboard and gets it by
// e-mail with an .ics calendar file (the "interview-scheduled" mail, while their switch is on).
import { zonedTimeToInstant } from "@common/applications/interview-time";
import type { TInterview, TScheduleInterview } from "@common/applications/schemas";
import { permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { interviews } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { findReadableApplication, type TApplicationUser } from "./application-access";
import { mailApplicant } from "./mail-applicant";

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
  await mailApplicant(context, {
    row,
    template: "interview-scheduled",
    data: {
      startsAt: new Date(answer.startsAt),
      durationMinutes: answer.durationMinutes,
      location: answer.location,
      link: `${context.env.PUBLIC_URL}/dashboard`,
      interviewId: answer.id,
    },
  });
  return answer;
}
