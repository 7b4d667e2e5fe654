import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { createFiguresRouter } from "./figures-router";
import { createFaqsRouter, createTestimonialsRouter } from "./landing-items-router";
import { createMediaRouter } from "./media-router";
import { createPagesRouter } from "./pages-router";

/** /api/admin/content: the site's testimonials, FAQs, pages, media and marketing figures. */
export function createAdminContentRouter() {
  return new Hono<THonoEnv>()
    .route("/testimonials", createTestimonialsRouter())
    .route("/faqs", createFaqsRouter())
    .route("/pages", createPagesRouter())
    .route("/media", createMediaRouter())
    .route("/figures", createFiguresRouter());
}
