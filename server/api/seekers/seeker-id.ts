import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";

/** The job seeker's user id of the path; anything that cannot be one is a candidate that does not exist. */
export function seekerIdParam(c: Context<THonoEnv>, name = "id"): number {
  const id = ZIdParamSchema.safeParse(c.req.param(name)).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  return id;
}
