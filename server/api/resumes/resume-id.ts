import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { resumeNotFound } from "../../services/resumes/resume-access";

/** The `{id}` of the path; one that cannot be an id is a resume not found, as a stranger's is. */
export function resumeIdParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw resumeNotFound();
  return id;
}
