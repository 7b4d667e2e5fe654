import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";

/** The id of the path; anything that cannot be one is a thread (or company) that does not exist. */
export function idParam(c: Context<THonoEnv>, name: string, messageKey: string): number {
  const id = ZIdParamSchema.safeParse(c.req.param(name)).data;
  if (id === undefined) throw new AppError("NOT_FOUND", messageKey);
  return id;
}

export const threadIdParam = (c: Context<THonoEnv>) => idParam(c, "threadId", "messages.errors.notFound");
