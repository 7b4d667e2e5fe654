import type { Context } from "hono";
import { ZScheduleInterviewSchema } from "@common/applications/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { scheduleInterview } from "../../services/applications/schedule-interview";
import { applicationIdParam } from "./application-id";

/** POST /api/applications/{id}/interviews {date, time, timeZone, durationMinutes, location}. */
export async function scheduleInterviewHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = applicationIdParam(c);
  const interview = await parseJsonBody(c, ZScheduleInterviewSchema);
  return c.json(await scheduleInterview(c.get("app"), { user, id, interview }), 201);
}
