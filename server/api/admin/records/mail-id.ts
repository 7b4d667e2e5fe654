import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../../context";
import { AppError } from "../../../lib/app-error";

/** The {id} of an outbox path; an id that can be no row's is a message that is not there. */
export function mailIdParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "adminRecords.outbox.notFound");
  return id;
}
