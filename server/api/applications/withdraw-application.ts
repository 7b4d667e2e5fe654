import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { withdrawApplication } from "../../services/applications/withdraw-application";
import { applicationIdParam } from "./application-id";

/** POST /api/applications/{id}/withdraw: the applicant only. */
export async function withdrawApplicationHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await withdrawApplication(c.get("app"), { user, id: applicationIdParam(c) }));
}
