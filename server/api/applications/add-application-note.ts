import type { Context } from "hono";
import { ZApplicationNoteSchema } from "@common/applications/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { addApplicationNote } from "../../services/applications/application-notes";
import { applicationIdParam } from "./application-id";

/** POST /api/applications/{id}/notes {body}: the job's company or an administrator. */
export async function addApplicationNoteHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = applicationIdParam(c);
  const { body } = await parseJsonBody(c, ZApplicationNoteSchema);
  return c.json(await addApplicationNote(c.get("app"), { user, id, body }), 201);
}
