// Suspension (decision 031): the account's sessions end at once and its sign-in is refused
// (services/auth: resolveSession, authenticate); a company's active jobs are paused, marked
// paused_by_suspension, so that reinstating lists again exactly those. Pausing keeps the one
// rule of what is listed (common/jobs/listed.ts), and the search index follows the jobs table.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TAdminUser } from "@common/admin/users";
import type { TAppContext } from "../../../context";
import { companies, jobs, sessions, users } from "../../../db/schema";
import type { TDatabase } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { AppError } from "../../../lib/app-error";
import { recordAuditEvent } from "../../audit/record-audit-event";
import { readAdminUser } from "./admin-user-row";
import { assertAdministrator, lockUser, type TAdminUserAction } from "./lock-user";

/** The jobs of the account's company (none for a job seeker). */
function jobsOfAccount(tx: TDatabase, userId: number) {
  return inArray(jobs.companyId, tx.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)));
}

/**
 * POST /api/admin/users/{id}/suspend. An administrator is not suspended (the role is removed
 * first), so an administrator always remains who can sign in. Suspending a suspended account
 * changes and records nothing.
 */
export async function suspendUser(context: TAppContext, options: TAdminUserAction): Promise<TAdminUser> {
  assertAdministrator(options.actor);
  await context.db.transaction(async (tx) => {
    const scoped = inTransaction(context, tx);
    const user = await lockUser(scoped.db, options.userId);
    if (user.suspendedAt) return;
    if (user.role === "admin") throw new AppError("CONFLICT", "adminUsers.errors.adminCannotBeSuspended");
    const now = new Date();
    await tx.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ tokenHash: sessions.tokenHash });
    const paused = await tx
      .update(jobs)
      .set({ status: "paused", pausedBySuspension: true })
      .where(and(jobsOfAccount(scoped.db, user.id), eq(jobs.status, "active")))
      .returning({ id: jobs.id });
    await recordAuditEvent(scoped, {
      event: "admin.user-suspended",
      userId: user.id,
      email: user.email,
      ...options.request,
      detail: { by: options.actor.id, endedSessions: ended.length, pausedJobs: paused.length },
    });
  });
  return readAdminUser(context, { userId: options.userId, actorId: options.actor.id });
}

/**
 * POST /api/admin/users/{id}/reinstate: the account may sign in again, and the jobs its
 * suspension paused and that are still paused are active again (one that was closed meanwhile
 * stays closed). Reinstating an account that is not suspended changes and records nothing.
 */
export async function reinstateUser(context: TAppContext, options: TAdminUserAction): Promise<TAdminUser> {
  assertAdministrator(options.actor);
  await context.db.transaction(async (tx) => {
    const scoped = inTransaction(context, tx);
    const user = await lockUser(scoped.db, options.userId);
    if (!user.suspendedAt) return;
    await tx.update(users).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    const marked = and(jobsOfAccount(scoped.db, user.id), eq(jobs.pausedBySuspension, true));
    const listed = await tx
      .update(jobs)
      .set({
        status: sql`case when ${jobs.status} = 'paused' then 'active' else ${jobs.status} end`,
        pausedBySuspension: false,
      })
      .where(marked)
      .returning({ id: jobs.id, status: jobs.status });
    await recordAuditEvent(scoped, {
      event: "admin.user-reinstated",
      userId: user.id,
      email: user.email,
      ...options.request,
      detail: { by: options.actor.id, listedJobs: listed.filter((job) => job.status === "active").length },
    });
  });
  return readAdminUser(context, { userId: options.userId, actorId: options.actor.id });
}
