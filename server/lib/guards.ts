import type { Context } from "hono";
import type { TPublicUser } from "@common/auth/schemas";
import type { TRequestVariables } from "../context";
import { AppError } from "./app-error";

type TContext = Context<{ Variables: TRequestVariables }>;

export function requireUser(c: TContext): TPublicUser {
  const user = c.get("currentUser");
  if (!user) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  return user;
}

export function requireAdmin(c: TContext): TPublicUser {
  const user = requireUser(c);
  if (user.role !== "admin") throw new AppError("FORBIDDEN", "errors.forbidden");
  return user;
}
