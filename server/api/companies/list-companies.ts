import type { Context } from "hono";
import { ZCompanyDirectoryQuerySchema } from "@common/companies/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { findCompanies } from "../../services/companies/find-companies";

// Signed-in only, like the /companies page (visitors must sign in for it).
// The session is checked before the query, so a visitor learns nothing from validation. Being
// signed in, the answer is `private, no-store` (server/lib/private-caching.ts).
export async function listCompaniesHandler(c: Context<THonoEnv>) {
  requireUser(c);
  const query = parseQuery(c, ZCompanyDirectoryQuerySchema);
  return c.json(await findCompanies(c.get("app"), { query }));
}
