import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import {
  createFaqHandler,
  deleteFaqHandler,
  importDefaultFaqsHandler,
  listFaqsHandler,
  moveFaqHandler,
  updateFaqHandler,
} from "./faqs/faq-handlers";

/** /api/admin/content/faqs: list, add, edit, delete, reorder, start from the built-in ones. */
export function createFaqsRouter() {
  return new Hono<THonoEnv>()
    .get("/", listFaqsHandler)
    .post("/", createFaqHandler)
    .post("/import-defaults", importDefaultFaqsHandler)
    .put("/:id", updateFaqHandler)
    .delete("/:id", deleteFaqHandler)
    .post("/:id/move", moveFaqHandler);
}
