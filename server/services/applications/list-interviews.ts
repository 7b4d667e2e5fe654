import { asc, eq } from "drizzle-orm";
import type { TInterview } from "@common/applications/schemas";
import type { TAppContext } from "../../context";
import { interviews } from "../../db/schema";
import { findReadableApplication, type TApplicationUser } from "./application-access";

/** An application's interviews, the soonest first: for the applicant, the job's company or an administrator. */
export async function listInterviews(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number },
): Promise<TInterview[]> {
  const { row } = await findReadableApplication(context, options);
  const rows = await context.db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, row.id))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  return rows.map((interview) => ({
    id: interview.id,
    applicationId: interview.applicationId,
    startsAt: interview.startsAt.toISOString(),
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
  }));
}
