import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { resumeNotFound } from "../../services/resumes/resume-access";

/** The `{id}` of the path. Only plain decimal ids (as GET /api/jobs/{id}): "abc", "1e3", "-1" are no resume. */
export function resumeIdParam(c: Context<THonoEnv>): number {
  const text = c.req.param("id") ?? "";
  if (!/^\d{1,10}$/.test(text)) throw resumeNotFound();
  return Number(text);
}
