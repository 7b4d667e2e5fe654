import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { getJob } from "../../services/jobs/get-job";

export async function getJobHandler(c: Context<THonoEnv>) {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  return c.json(await getJob(c.get("app"), { id }));
}
