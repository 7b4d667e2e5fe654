import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { PRIVATE_NO_STORE } from "../../lib/private-caching";
import { exportAccountData } from "../../services/account/export-account-data";

/** "Download my data": the signed-in user's data as a JSON file named by today's date (UTC). */
export async function exportAccountDataHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const data = await exportAccountData(c.get("app"), { userId: user.id });
  const day = data.generatedAt.slice(0, 10);
  return c.json(data, 200, {
    "Content-Disposition": `attachment; filename="hirewise-data-${day}.json"`,
    "Cache-Control": PRIVATE_NO_STORE,
  });
}
