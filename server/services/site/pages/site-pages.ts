// Admin > Content > Pages: pages written in Markdown, served at /pages/<slug> once published. Each
// change is audited and drops the site content cache's "pages" (the footer and the sitemap follow).
import { asc, eq, ne, and } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { type TSitePage, type TSitePageInput, type TSitePageList } from "@common/site/pages";
import { pagePath } from "@common/site/page-paths";
import type { TAppContext } from "../../../context";
import { sitePages } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { recordContentAudit, type TContentAuditEvent } from "./content-audit";
import type { TAuditRequest } from "../../audit/record-audit-event";

type TPageRow = typeof sitePages.$inferSelect;
type TChange = { admin: TActor; request: TAuditRequest };

const notFound = () => new AppError("NOT_FOUND", "pagesApi.errors.pageNotFound");
const slugTaken = () => new AppError("CONFLICT", "pagesApi.errors.slugTaken", { slug: "pagesApi.errors.slugTaken" });

function toPage(row: TPageRow): TSitePage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
    path: pagePath(row.slug),
  };
}

/** Whether a database error is the unique index on the slug (two saves racing past the check). */
function isSlugConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return true;
    current = candidate.cause;
  }
  return false;
}

/** GET /api/admin/content/pages: every page, by slug, without its Markdown. */
export async function listSitePages(context: Pick<TAppContext, "db">): Promise<TSitePageList> {
  const rows = await context.db
    .select({
      id: sitePages.id,
      slug: sitePages.slug,
      title: sitePages.title,
      isPublished: sitePages.isPublished,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .orderBy(asc(sitePages.slug));
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString(), path: pagePath(row.slug) })),
  };
}

/** GET /api/admin/content/pages/{id}. */
export async function getSitePage(context: Pick<TAppContext, "db">, id: number): Promise<TSitePage> {
  const [row] = await context.db.select().from(sitePages).where(eq(sitePages.id, id)).limit(1);
  if (!row) throw notFound();
  return toPage(row);
}

async function assertSlugFree(context: Pick<TAppContext, "db">, slug: string, exceptId?: number) {
  const [other] = await context.db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(
      exceptId === undefined ? eq(sitePages.slug, slug) : and(eq(sitePages.slug, slug), ne(sitePages.id, exceptId)),
    )
    .limit(1);
  if (other) throw slugTaken();
}

async function afterChange(
  context: TAppContext,
  change: TChange,
  event: TContentAuditEvent,
  page: Pick<TPageRow, "id" | "slug" | "isPublished">,
) {
  context.siteContent.invalidate("pages");
  await recordContentAudit(context, {
    event,
    admin: change.admin,
    request: change.request,
    detail: { pageId: page.id, slug: page.slug, isPublished: page.isPublished },
  });
}

/** POST /api/admin/content/pages: a new page; a slug another page has is a 409 naming `slug`. */
export async function createSitePage(
  context: TAppContext,
  options: TChange & { input: Required<TSitePageInput> },
): Promise<TSitePage> {
  const { input } = options;
  await assertSlugFree(context, input.slug);
  let row: TPageRow;
  try {
    [row] = await context.db
      .insert(sitePages)
      .values({ ...input, updatedBy: options.admin.id })
      .returning();
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
  await afterChange(context, options, "admin.page-created", row);
  return toPage(row);
}

/** PUT /api/admin/content/pages/{id}: the whole page replaced (publishing is `isPublished`). */
export async function updateSitePage(
  context: TAppContext,
  options: TChange & { id: number; input: Required<TSitePageInput> },
): Promise<TSitePage> {
  const { input } = options;
  await assertSlugFree(context, input.slug, options.id);
  let row: TPageRow | undefined;
  try {
    [row] = await context.db
      .update(sitePages)
      .set({ ...input, updatedBy: options.admin.id, updatedAt: new Date() })
      .where(eq(sitePages.id, options.id))
      .returning();
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
  if (!row) throw notFound();
  await afterChange(context, options, "admin.page-updated", row);
  return toPage(row);
}

/** DELETE /api/admin/content/pages/{id}. */
export async function deleteSitePage(context: TAppContext, options: TChange & { id: number }): Promise<{ ok: true }> {
  const [row] = await context.db.delete(sitePages).where(eq(sitePages.id, options.id)).returning();
  if (!row) throw notFound();
  await afterChange(context, options, "admin.page-deleted", row);
  return { ok: true };
}
