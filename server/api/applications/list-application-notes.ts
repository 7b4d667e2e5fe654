import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listApplicationNotes } from "../../services/applications/application-notes";
import { applicationIdParam } from "./application-id";

/** GET /api/applications/{id}/notes: the private notes, for the job's company or an administrator. */
export async function listApplicationNotesHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ notes: await listApplicationNotes(c.get("app"), { user, id: applicationIdParam(c) }) });
}
