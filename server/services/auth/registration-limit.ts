import { and, count, eq, gt, lt } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { registrationAttempts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { recordAuditEventOnce, type TAuditRequest } from "../audit/record-audit-event";

/** Accounts one address may create per hour, unless the app context raises it (tests, benchmarks). */
export const DEFAULT_REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;
const WINDOW_MS = 3_600_000;

export function registrationsPerAddressPerHour(context: TAppContext): number {
  return context.limits?.registrationsPerAddressPerHour ?? DEFAULT_REGISTRATIONS_PER_ADDRESS_PER_HOUR;
}

/**
 * Counts an account about to be created from this address, or refuses it (429) when the address
 * created its hourly share already; called before the password is hashed, so a refusal costs no
 * hash. The row is written before it is counted (a parallel burst cannot all pass the check);
 * `release` removes it when the account is not created after all.
 */
export async function reserveRegistration(
  context: TAppContext,
  request: TAuditRequest & { ipAddress: string },
): Promise<{ release: () => Promise<void> }> {
  const [reserved] = await context.db
    .insert(registrationAttempts)
    .values({ ipAddress: request.ipAddress })
    .returning({ id: registrationAttempts.id });
  const release = async () => {
    await context.db.delete(registrationAttempts).where(eq(registrationAttempts.id, reserved.id));
  };
  const [recent] = await context.db
    .select({ n: count() })
    .from(registrationAttempts)
    .where(
      and(
        eq(registrationAttempts.ipAddress, request.ipAddress),
        gt(registrationAttempts.attemptedAt, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  if (recent.n > registrationsPerAddressPerHour(context)) {
    await release();
    await recordAuditEventOnce(
      context,
      { event: "registration.limit-reached", ...request },
      { withinMs: WINDOW_MS, matchOn: ["ipAddress"] },
    );
    throw new AppError("RATE_LIMITED", "errors.tooManyRegistrations", {}, WINDOW_MS / 1000);
  }
  return { release };
}

export async function deleteOldRegistrationAttempts(context: TAppContext): Promise<void> {
  await context.db
    .delete(registrationAttempts)
    .where(lt(registrationAttempts.attemptedAt, new Date(Date.now() - WINDOW_MS)));
}
