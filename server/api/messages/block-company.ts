import type { Context } from "hono";
import { ZBlockCompanySchema } from "@common/messages/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { blockCompany, unblockCompany } from "../../services/messages/block-company";
import { idParam } from "./thread-id";

export async function blockCompanyHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { companyId } = await parseJsonBody(c, ZBlockCompanySchema);
  await blockCompany(c.get("app"), { user, companyId });
  return c.body(null, 204);
}

export async function unblockCompanyHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const companyId = idParam(c, "companyId", "messages.errors.companyNotFound");
  await unblockCompany(c.get("app"), { user, companyId });
  return c.body(null, 204);
}
