import { Hono, type Context } from "hono";
import { ZUnsubscribeSchema } from "@common/account/unsubscribe";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { parseWith } from "../../lib/validation";
import { unsubscribe } from "../../services/account/unsubscribe";

/**
 * The token, from the address (the List-Unsubscribe header's, which a mail provider posts to
 * with the form body "List-Unsubscribe=One-Click", RFC 8058) or from a JSON or form body (the
 * /unsubscribe page).
 */
async function tokenOf(c: Context<THonoEnv>): Promise<unknown> {
  const fromQuery = c.req.query("token");
  if (fromQuery !== undefined) return fromQuery;
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.startsWith("application/json")) return ((await c.req.json()) as { token?: unknown } | null)?.token;
    if (type.startsWith("application/x-www-form-urlencoded")) return (await c.req.parseBody()).token;
  } catch {
    throw new AppError("BAD_REQUEST", "validation.invalidBody", { body: "validation.invalidBody" });
  }
  return undefined;
}

/** POST only: a GET (a mail scanner opening the link) changes nothing. No sign-in needed. */
export function createUnsubscribeRouter() {
  return new Hono<THonoEnv>().post("/", async (c) => {
    const { token } = parseWith(ZUnsubscribeSchema, { token: await tokenOf(c) });
    return c.json({ ok: true, ...(await unsubscribe(c.get("app"), { token })) });
  });
}
