// The landing page's testimonials and FAQs as the console edits them: one store per kind, the same
// rules for both. Items keep a `position` (page order); a new one goes last, a move swaps it with
// its neighbour, and the built-in examples can be copied in while the kind has none. Every change is
// audited and drops the landing page's cached content, so the next visitor sees it.
import { asc, count, desc, eq, gt, lt, max, sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import { LANDING_ITEMS_MAX, type TMoveDirection } from "@common/site/landing-content";
import type { TAppContext } from "../../../context";
import { inTransaction } from "../../../db/transaction";
import { siteFaqs, siteTestimonials } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import { recordAuditEvent, type TAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";

export type TLandingKind = "testimonials" | "faqs";

// Both tables share id, position, is_published and updated_at; the queries below touch only those
// (and the kind's own text fields, passed through as values).
const TABLES = { testimonials: siteTestimonials, faqs: siteFaqs } as const;
const tableOf = (kind: TLandingKind) => TABLES[kind] as unknown as typeof siteFaqs;

/** Two adds (or imports) at once must not both pass the count check: they take turns. */
const lockTable = (tx: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }, kind: TLandingKind) =>
  tx.execute(sql`lock table ${TABLES[kind]} in share row exclusive mode`);

/** The audit log's event for a change of the site's content (detail: part, action, id). */
const CONTENT_CHANGED: TAuditEvent = "admin.site-content-changed";

export interface TItemChange {
  admin: TActor;
  request: TAuditRequest;
}

type TRow = Record<string, unknown> & { id: number; position: number; isPublished: boolean; updatedAt: Date };

/** A stored row as the console gets it. */
export function toAdminItem<T>(row: TRow): T {
  return { ...row, updatedAt: row.updatedAt.toISOString(), createdAt: undefined } as T;
}

function notFound(kind: TLandingKind): AppError {
  return new AppError("NOT_FOUND", `contentApi.errors.${kind}.notFound`);
}

async function recordChange(
  context: TAppContext,
  change: TItemChange,
  detail: { part: string; action: string; id?: number; count?: number },
) {
  await recordAuditEvent(context, {
    event: CONTENT_CHANGED,
    userId: change.admin.id,
    ...change.request,
    detail,
  });
}

/** Every item of a kind, in page order. */
export async function listItems<T>(context: Pick<TAppContext, "db">, kind: TLandingKind): Promise<T[]> {
  const table = tableOf(kind);
  const rows = await context.db.select().from(table).orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => toAdminItem<T>(row as TRow));
}

/** Adds an item at the end; refused (409) when the kind already holds LANDING_ITEMS_MAX. */
export async function createItem<T>(
  context: TAppContext,
  kind: TLandingKind,
  values: object,
  change: TItemChange,
): Promise<T> {
  assertPermitted(permissions.administer(change.admin), "errors.adminsOnly");
  const table = tableOf(kind);
  const row = await context.db.transaction(async (tx) => {
    await lockTable(tx, kind);
    const [totals] = await tx.select({ total: count(), last: max(table.position) }).from(table);
    if (totals.total >= LANDING_ITEMS_MAX) {
      throw new AppError("CONFLICT", `contentApi.errors.${kind}.tooMany`, {
        body: `contentApi.errors.${kind}.tooMany`,
      });
    }
    const [inserted] = await tx
      .insert(table)
      .values({ ...values, position: (totals.last ?? -1) + 1 } as never)
      .returning();
    await recordChange(inTransaction(context, tx), change, { part: kind, action: "created", id: inserted.id });
    return inserted;
  });
  context.siteContent.invalidate("landing");
  return toAdminItem<T>(row as TRow);
}

/** Replaces an item's texts and whether it is published; 404 when there is no such item. */
export async function updateItem<T>(
  context: TAppContext,
  kind: TLandingKind,
  id: number,
  values: object,
  change: TItemChange,
): Promise<T> {
  assertPermitted(permissions.administer(change.admin), "errors.adminsOnly");
  const table = tableOf(kind);
  const row = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(eq(table.id, id))
      .returning();
    if (!updated) throw notFound(kind);
    await recordChange(inTransaction(context, tx), change, { part: kind, action: "updated", id });
    return updated;
  });
  context.siteContent.invalidate("landing");
  return toAdminItem<T>(row as TRow);
}

/** Removes an item; 404 when there is no such item. */
export async function deleteItem(context: TAppContext, kind: TLandingKind, id: number, change: TItemChange) {
  assertPermitted(permissions.administer(change.admin), "errors.adminsOnly");
  const table = tableOf(kind);
  await context.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!deleted) throw notFound(kind);
    await recordChange(inTransaction(context, tx), change, { part: kind, action: "deleted", id });
  });
  context.siteContent.invalidate("landing");
}

/**
 * Moves an item one place up or down by swapping positions with its neighbour; the first item
 * moved up (or the last down) stays where it is. Answers the whole list in its new order.
 */
export async function moveItem<T>(
  context: TAppContext,
  kind: TLandingKind,
  id: number,
  direction: TMoveDirection,
  change: TItemChange,
): Promise<T[]> {
  assertPermitted(permissions.administer(change.admin), "errors.adminsOnly");
  const table = tableOf(kind);
  await context.db.transaction(async (tx) => {
    const [item] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!item) throw notFound(kind);
    const [neighbour] = await tx
      .select()
      .from(table)
      .where(direction === "up" ? lt(table.position, item.position) : gt(table.position, item.position))
      .orderBy(direction === "up" ? desc(table.position) : asc(table.position))
      .limit(1);
    if (!neighbour) return;
    await tx.update(table).set({ position: neighbour.position }).where(eq(table.id, item.id));
    await tx.update(table).set({ position: item.position }).where(eq(table.id, neighbour.id));
    await recordChange(inTransaction(context, tx), change, { part: kind, action: `moved-${direction}`, id });
  });
  context.siteContent.invalidate("landing");
  return listItems<T>(context, kind);
}

/**
 * Copies the built-in examples (the catalogue's, in the request's language) in, published and in
 * their order; refused (409) when the kind already has items, so nothing is doubled or lost.
 */
export async function importDefaultItems<T>(
  context: TAppContext,
  kind: TLandingKind,
  defaults: object[],
  change: TItemChange,
): Promise<T[]> {
  assertPermitted(permissions.administer(change.admin), "errors.adminsOnly");
  const table = tableOf(kind);
  await context.db.transaction(async (tx) => {
    await lockTable(tx, kind);
    const [totals] = await tx.select({ total: count() }).from(table);
    if (totals.total > 0) throw new AppError("CONFLICT", `contentApi.errors.${kind}.notEmpty`);
    if (defaults.length) {
      await tx
        .insert(table)
        .values(defaults.map((values, position) => ({ ...values, position, isPublished: true })) as never);
    }
    await recordChange(inTransaction(context, tx), change, {
      part: kind,
      action: "imported-defaults",
      count: defaults.length,
    });
  });
  context.siteContent.invalidate("landing");
  return listItems<T>(context, kind);
}
