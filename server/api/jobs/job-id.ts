import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";

/** The job id of the path; anything that cannot be one is a job that does not exist. */
export function jobIdParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  return id;
}
