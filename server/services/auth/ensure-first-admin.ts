import { eq } from "drizzle-orm";
import { ZEmailSchema, ZNewPasswordSchema } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { hashPassword } from "../../lib/passwords";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Creates or promotes an administrator and sets their password. With `onlyIfNoAdmin` (start-up
 * from ADMIN_EMAIL / ADMIN_PASSWORD) nothing happens once any admin exists, so removing an
 * admin later sticks. Returns what was done ("password-reset": the account was already an
 * admin). Throws a ZodError for an invalid e-mail or password.
 */
export async function upsertAdmin(
  context: TAppContext,
  options: { email: string; password: string; onlyIfNoAdmin: boolean },
): Promise<"created" | "promoted" | "password-reset" | "skipped"> {
  const email = ZEmailSchema.parse(options.email);
  const password = ZNewPasswordSchema.parse(options.password);
  if (options.onlyIfNoAdmin) {
    const [admin] = await context.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    if (admin) return "skipped";
  }
  const passwordHash = await hashPassword(password);
  const [existing] = await context.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // One statement, so two processes starting together on one PostgreSQL database cannot both
  // insert the same e-mail (the second would fail start-up on the unique index).
  const [admin] = await context.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: "Admin",
      lastName: "",
      role: "admin",
      isVerified: true,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoUpdate({ target: users.email, set: { role: "admin", passwordHash, updatedAt: new Date() } })
    .returning({ id: users.id });
  if (!existing) return "created";
  // The password was reset: whoever was signed in with the old one is signed out.
  await context.db.delete(sessions).where(eq(sessions.userId, admin.id));
  return existing.role === "admin" ? "password-reset" : "promoted";
}

export async function ensureFirstAdmin(context: TAppContext): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = context.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const outcome = await upsertAdmin(context, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, onlyIfNoAdmin: true });
  if (outcome === "skipped") return;
  context.logger.info({ email: ADMIN_EMAIL }, `administrator ${outcome}`);
  const email = ZEmailSchema.parse(ADMIN_EMAIL);
  const [admin] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  await recordAuditEvent(context, {
    event: "admin.bootstrap",
    userId: admin?.id ?? null,
    email,
    detail: { outcome, source: "ADMIN_EMAIL" },
  });
}
