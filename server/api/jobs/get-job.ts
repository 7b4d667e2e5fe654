import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { getJob } from "../../services/jobs/get-job";

export async function getJobHandler(c: Context<THonoEnv>) {
  const text = c.req.param("id") ?? "";
  // Only plain decimal ids: "abc", "1e3", "0x10" and "-1" are not jobs.
  if (!/^\d{1,10}$/.test(text)) throw new AppError("NOT_FOUND", "errors.notFound");
  return c.json(await getJob(c.get("app"), { id: Number(text) }));
}
