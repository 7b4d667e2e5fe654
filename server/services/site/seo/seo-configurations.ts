// Admin > SEO's configurations: list, create, update, delete. A configuration names a page the
// site serves (page-paths.ts) and one page path at most once; each change is audited in the
// transaction that makes it, and drops the cached active configurations so the next page head
// follows at once (another process within the cache's 30 s).
import { asc, eq, ne, and } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TRobotsDirective, TSeoConfiguration, TSeoConfigurationValues } from "@common/site/seo";
import type { TAppContext } from "../../../context";
import { seoConfigurations } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { AppError } from "../../../lib/app-error";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";
import { resolveSeoPagePath } from "./page-paths";

type TSeoRow = typeof seoConfigurations.$inferSelect;

/** The audit log's events for these changes (detail: id, page). */
const SEO_AUDIT_EVENTS = {
  created: "admin.seo-created",
  updated: "admin.seo-updated",
  deleted: "admin.seo-deleted",
} as const;

function toConfiguration(row: TSeoRow): TSeoConfiguration {
  return {
    id: row.id,
    page: row.pagePath,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
    canonicalUrl: row.canonicalUrl,
    robotsDirective: row.robotsDirective as TRobotsDirective,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError("NOT_FOUND", "seoApi.errors.notFound");
const duplicate = () =>
  new AppError("CONFLICT", "seoApi.errors.duplicatePage", { page: "seoApi.errors.duplicatePage" });

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
}

interface TChange {
  admin: TActor;
  request: TAuditRequest;
}

async function audit(context: TAppContext, change: TChange, kind: keyof typeof SEO_AUDIT_EVENTS, row: TSeoRow) {
  await recordAuditEvent(context, {
    event: SEO_AUDIT_EVENTS[kind],
    userId: change.admin.id,
    ...change.request,
    detail: { by: change.admin.id, id: row.id, page: row.pagePath },
  });
}

/** The stored form of a configuration's page: the page's own address, or a 400 naming `page`. */
async function pagePathOf(context: TAppContext, values: TSeoConfigurationValues): Promise<string> {
  const path = await resolveSeoPagePath(context, values.page);
  if (!path) throw new AppError("BAD_REQUEST", "seoApi.errors.unknownPage", { page: "seoApi.errors.unknownPage" });
  return path;
}

function columnsOf(values: TSeoConfigurationValues, pagePath: string) {
  const { page: _page, ...fields } = values;
  return { ...fields, pagePath };
}

/** GET /api/admin/seo: every configuration, by path. */
export async function listSeoConfigurations(context: Pick<TAppContext, "db">): Promise<TSeoConfiguration[]> {
  const rows = await context.db.select().from(seoConfigurations).orderBy(asc(seoConfigurations.pagePath));
  return rows.map(toConfiguration);
}

/** POST /api/admin/seo: 400 naming `page` for a path no page answers, 409 for one configured already. */
export async function createSeoConfiguration(
  context: TAppContext,
  options: TChange & { values: TSeoConfigurationValues },
): Promise<TSeoConfiguration> {
  const pagePath = await pagePathOf(context, options.values);
  const [taken] = await context.db
    .select({ id: seoConfigurations.id })
    .from(seoConfigurations)
    .where(eq(seoConfigurations.pagePath, pagePath))
    .limit(1);
  if (taken) throw duplicate();
  try {
    const row = await context.db.transaction(async (tx) => {
      const [created] = await tx.insert(seoConfigurations).values(columnsOf(options.values, pagePath)).returning();
      await audit(inTransaction(context, tx), options, "created", created!);
      return created!;
    });
    return toConfiguration(row);
  } catch (error) {
    // Two creations of one path at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  } finally {
    context.siteContent.invalidate("seo");
  }
}

/** PUT /api/admin/seo/{id}: the whole configuration replaced; 404 when it is gone. */
export async function updateSeoConfiguration(
  context: TAppContext,
  options: TChange & { id: number; values: TSeoConfigurationValues },
): Promise<TSeoConfiguration> {
  const pagePath = await pagePathOf(context, options.values);
  const [taken] = await context.db
    .select({ id: seoConfigurations.id })
    .from(seoConfigurations)
    .where(and(eq(seoConfigurations.pagePath, pagePath), ne(seoConfigurations.id, options.id)))
    .limit(1);
  if (taken) throw duplicate();
  try {
    const row = await context.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(seoConfigurations)
        .set({ ...columnsOf(options.values, pagePath), updatedAt: new Date() })
        .where(eq(seoConfigurations.id, options.id))
        .returning();
      if (!updated) throw notFound();
      await audit(inTransaction(context, tx), options, "updated", updated);
      return updated;
    });
    return toConfiguration(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  } finally {
    context.siteContent.invalidate("seo");
  }
}

/** DELETE /api/admin/seo/{id}: the page's own head returns; 404 when it is gone. */
export async function deleteSeoConfiguration(context: TAppContext, options: TChange & { id: number }): Promise<void> {
  try {
    await context.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(seoConfigurations).where(eq(seoConfigurations.id, options.id)).returning();
      if (!deleted) throw notFound();
      await audit(inTransaction(context, tx), options, "deleted", deleted);
    });
  } finally {
    context.siteContent.invalidate("seo");
  }
}
