// The site's own content, edited in the administrator console: SEO configurations applied to page
// heads, the landing page's testimonials and FAQs, pages written in Markdown, media images, and the
// marketing figures (each a stored change to the catalogue's default text, or hidden).
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { uploads } from "./uploads";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// One page path's head ("/jobs"); an active one wins over the page's own title, description,
// keywords, Open Graph tags, canonical URL and robots directive. Empty text keeps the page's own.
export const seoConfigurations = pgTable(
  "seo_configurations",
  {
    id: serial("id").primaryKey(),
    pagePath: text("page_path").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    ogTitle: text("og_title").notNull().default(""),
    ogDescription: text("og_description").notNull().default(""),
    ogImage: text("og_image").notNull().default(""),
    canonicalUrl: text("canonical_url").notNull().default(""),
    robotsDirective: text("robots_directive").notNull().default("index,follow"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("seo_configurations_page_path_idx").on(table.pagePath)],
);

// The landing page's testimonials, in `position` order; a published one is shown.
export const siteTestimonials = pgTable("site_testimonials", {
  id: serial("id").primaryKey(),
  quote: text("quote").notNull(),
  name: text("name").notNull(),
  role: text("role").notNull().default(""),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The landing page's questions and answers, in `position` order (its FAQPage JSON-LD follows them).
export const siteFaqs = pgTable("site_faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A page written in Markdown, served at /pages/<slug> once published.
export const sitePages = pgTable(
  "site_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("site_pages_slug_idx").on(table.slug)],
);

// An image of the site's media library; its bytes are an upload (purpose "media") with no owner, so
// it stays when the administrator who uploaded it leaves.
export const siteMedia = pgTable(
  "site_media",
  {
    id: serial("id").primaryKey(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    altText: text("alt_text").notNull().default(""),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("site_media_created_idx").on(table.createdAt)],
);

// A marketing figure's change (common/site/figures.ts names them): its texts, null for the
// catalogue's default, and whether it is hidden. No row: the default, shown.
export const siteFigures = pgTable("site_figures", {
  key: text("key").primaryKey(),
  value: text("value"),
  label: text("label"),
  isHidden: boolean("is_hidden").notNull().default(false),
  updatedAt: updatedAt(),
});
