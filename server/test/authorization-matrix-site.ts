// The authorization matrix's requests for the console's Analytics, SEO and Content calls and the
// public reads of the site's content (server/api/authorization-matrix.test.ts runs them). Each
// call that changes or deletes a thing gets a fresh one, made straight in the database; the
// console answers only administrators, so nobody else's call may change it.
import { and, eq } from "drizzle-orm";
import { MEDIA_FILE_FIELD } from "@common/site/media";
import type { TDatabase } from "../db/client";
import { seoConfigurations, siteFaqs, siteMedia, sitePages, siteTestimonials, uploads } from "../db/schema";
import { insertJob } from "./factories";
import { pngImage } from "./images";

interface TSiteRequest {
  path: string;
  body?: unknown;
  isUntouched?: () => Promise<boolean>;
}

let made = 0;
const next = () => (made += 1);

/** The requests of the site's rows, keyed "METHOD route". */
export function siteRequests(db: TDatabase, caller: string): Record<string, () => Promise<TSiteRequest>> {
  const isAdmin = caller === "admin";
  // A fresh row, and whether it is still there after a caller who may not delete it.
  const kept = (check: () => Promise<unknown[]>) => (isAdmin ? undefined : async () => (await check()).length === 1);
  const seoRow = async () => {
    const page = `/jobs/${await insertJob(db, { company: "Matrix SEO Co" })}`;
    const [row] = await db.insert(seoConfigurations).values({ pagePath: page, title: "Matrix" }).returning();
    return row;
  };
  const testimonial = async () =>
    (
      await db
        .insert(siteTestimonials)
        .values({ quote: "Matrix quote", name: `Matrix ${next()}` })
        .returning()
    )[0];
  const faq = async () =>
    (
      await db
        .insert(siteFaqs)
        .values({ question: `Matrix question ${next()}?`, answer: "Yes." })
        .returning()
    )[0];
  const page = async (isPublished = false) =>
    (
      await db
        .insert(sitePages)
        .values({ slug: `matrix-page-${next()}`, title: "Matrix page", body: "# Matrix", isPublished })
        .returning()
    )[0];
  const media = async () => {
    const data = await pngImage({ width: 20, height: 10 });
    const [upload] = await db
      .insert(uploads)
      .values({
        sha256: `matrix${next()}`.padEnd(64, "0"),
        purpose: "media",
        contentType: "image/png",
        byteSize: data.length,
        width: 20,
        height: 10,
        data,
      })
      .returning();
    return (await db.insert(siteMedia).values({ uploadId: upload.id, fileName: "matrix.png" }).returning())[0];
  };
  const mediaForm = async () => {
    const form = new FormData();
    form.append(MEDIA_FILE_FIELD, new File([new Uint8Array(await pngImage({ width: 30, height: 12 }))], "matrix.png"));
    return form;
  };
  // Import the built-in items only into an empty table: the row empties it first.
  const emptied = async (table: typeof siteTestimonials | typeof siteFaqs, path: string) => {
    await db.delete(table);
    return { path };
  };

  return {
    "GET /api/admin/analytics": async () => ({ path: "/api/admin/analytics" }),
    "GET /api/admin/seo": async () => ({ path: "/api/admin/seo" }),
    "POST /api/admin/seo": async () => ({
      path: "/api/admin/seo",
      body: { page: `/jobs/${await insertJob(db, { company: "Matrix SEO Co" })}`, title: "Matrix title" },
    }),
    "PUT /api/admin/seo/:id": async () => {
      const row = await seoRow();
      return {
        path: `/api/admin/seo/${row.id}`,
        body: { page: row.pagePath, title: `Changed by ${caller}` },
        isUntouched: kept(() =>
          db
            .select()
            .from(seoConfigurations)
            .where(and(eq(seoConfigurations.id, row.id), eq(seoConfigurations.title, "Matrix"))),
        ),
      };
    },
    "DELETE /api/admin/seo/:id": async () => {
      const row = await seoRow();
      return {
        path: `/api/admin/seo/${row.id}`,
        isUntouched: kept(() => db.select().from(seoConfigurations).where(eq(seoConfigurations.id, row.id))),
      };
    },
    // Pages are not rendered in API tests: the administrator's call reaches the renderer, which
    // answers 503 here (the browser journeys score real pages).
    "GET /api/admin/seo/score": async () => ({ path: "/api/admin/seo/score?path=/jobs" }),
    "GET /api/admin/content/testimonials": async () => ({ path: "/api/admin/content/testimonials" }),
    "POST /api/admin/content/testimonials": async () => ({
      path: "/api/admin/content/testimonials",
      body: { quote: "Matrix quote", name: "Matrix" },
    }),
    "POST /api/admin/content/testimonials/import-defaults": () =>
      emptied(siteTestimonials, "/api/admin/content/testimonials/import-defaults"),
    "PUT /api/admin/content/testimonials/:id": async () => ({
      path: `/api/admin/content/testimonials/${(await testimonial()).id}`,
      body: { quote: "Changed", name: "Matrix" },
    }),
    "POST /api/admin/content/testimonials/:id/move": async () => ({
      path: `/api/admin/content/testimonials/${(await testimonial()).id}/move`,
      body: { direction: "up" },
    }),
    "DELETE /api/admin/content/testimonials/:id": async () => {
      const row = await testimonial();
      return {
        path: `/api/admin/content/testimonials/${row.id}`,
        isUntouched: kept(() => db.select().from(siteTestimonials).where(eq(siteTestimonials.id, row.id))),
      };
    },
    "GET /api/admin/content/faqs": async () => ({ path: "/api/admin/content/faqs" }),
    "POST /api/admin/content/faqs": async () => ({
      path: "/api/admin/content/faqs",
      body: { question: "Matrix?", answer: "Yes." },
    }),
    "POST /api/admin/content/faqs/import-defaults": () => emptied(siteFaqs, "/api/admin/content/faqs/import-defaults"),
    "PUT /api/admin/content/faqs/:id": async () => ({
      path: `/api/admin/content/faqs/${(await faq()).id}`,
      body: { question: "Changed?", answer: "Yes." },
    }),
    "POST /api/admin/content/faqs/:id/move": async () => ({
      path: `/api/admin/content/faqs/${(await faq()).id}/move`,
      body: { direction: "down" },
    }),
    "DELETE /api/admin/content/faqs/:id": async () => {
      const row = await faq();
      return {
        path: `/api/admin/content/faqs/${row.id}`,
        isUntouched: kept(() => db.select().from(siteFaqs).where(eq(siteFaqs.id, row.id))),
      };
    },
    "GET /api/admin/content/figures": async () => ({ path: "/api/admin/content/figures" }),
    "PUT /api/admin/content/figures/:key": async () => ({
      path: "/api/admin/content/figures/landingSeekers",
      body: { value: "10+", label: null, hidden: false },
    }),
    "GET /api/admin/content/pages": async () => ({ path: "/api/admin/content/pages" }),
    "POST /api/admin/content/pages": async () => ({
      path: "/api/admin/content/pages",
      body: { slug: `matrix-new-${next()}`, title: "Matrix", body: "Text" },
    }),
    "GET /api/admin/content/pages/:id": async () => ({ path: `/api/admin/content/pages/${(await page()).id}` }),
    "PUT /api/admin/content/pages/:id": async () => {
      const row = await page();
      return {
        path: `/api/admin/content/pages/${row.id}`,
        body: { slug: row.slug, title: `Changed by ${caller}`, body: "Text" },
        isUntouched: kept(() =>
          db
            .select()
            .from(sitePages)
            .where(and(eq(sitePages.id, row.id), eq(sitePages.title, "Matrix page"))),
        ),
      };
    },
    "DELETE /api/admin/content/pages/:id": async () => {
      const row = await page();
      return {
        path: `/api/admin/content/pages/${row.id}`,
        isUntouched: kept(() => db.select().from(sitePages).where(eq(sitePages.id, row.id))),
      };
    },
    "GET /api/admin/content/media": async () => ({ path: "/api/admin/content/media" }),
    "POST /api/admin/content/media": async () => ({ path: "/api/admin/content/media", body: await mediaForm() }),
    "DELETE /api/admin/content/media/:id": async () => {
      const row = await media();
      return {
        path: `/api/admin/content/media/${row.id}`,
        isUntouched: kept(() => db.select().from(siteMedia).where(eq(siteMedia.id, row.id))),
      };
    },
    "GET /api/site/landing": async () => ({ path: "/api/site/landing" }),
    // A published page is public: everyone reads it.
    "GET /api/site/pages/:slug": async () => ({ path: `/api/site/pages/${(await page(true)).slug}` }),
  };
}
