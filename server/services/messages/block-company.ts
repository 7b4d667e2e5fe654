// A job seeker's blocks: a blocked company can neither start a thread with them nor write in an
// existing one; lifting the block restores both.
import { and, eq } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { companies, messageBlocks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import type { TReader } from "./message-access";

const FOREIGN_KEY_VIOLATION = "23503";

function isForeignKeyViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === FOREIGN_KEY_VIOLATION || candidate?.cause?.code === FOREIGN_KEY_VIOLATION;
}

export async function blockCompany(
  context: Pick<TAppContext, "db">,
  options: { user: TReader; companyId: number },
): Promise<void> {
  assertPermitted(permissions.blockCompanies(options.user), "messages.errors.seekersOnly");
  const [company] = await context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, options.companyId))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", "messages.errors.companyNotFound");
  try {
    await context.db
      .insert(messageBlocks)
      .values({ seekerUserId: options.user.id, companyId: company.id })
      .onConflictDoNothing();
  } catch (error) {
    // The company was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) throw new AppError("NOT_FOUND", "messages.errors.companyNotFound");
    throw error;
  }
}

/** Lifts a block; lifting one that is not there changes nothing. */
export async function unblockCompany(
  context: Pick<TAppContext, "db">,
  options: { user: TReader; companyId: number },
): Promise<void> {
  assertPermitted(permissions.blockCompanies(options.user), "messages.errors.seekersOnly");
  await context.db
    .delete(messageBlocks)
    .where(and(eq(messageBlocks.seekerUserId, options.user.id), eq(messageBlocks.companyId, options.companyId)));
}
