import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import {
  createTestimonialHandler,
  deleteTestimonialHandler,
  importDefaultTestimonialsHandler,
  listTestimonialsHandler,
  moveTestimonialHandler,
  updateTestimonialHandler,
} from "./testimonials/testimonial-handlers";

/** /api/admin/content/testimonials: list, add, edit, delete, reorder, start from the built-in ones. */
export function createTestimonialsRouter() {
  return new Hono<THonoEnv>()
    .get("/", listTestimonialsHandler)
    .post("/", createTestimonialHandler)
    .post("/import-defaults", importDefaultTestimonialsHandler)
    .put("/:id", updateTestimonialHandler)
    .delete("/:id", deleteTestimonialHandler)
    .post("/:id/move", moveTestimonialHandler);
}
