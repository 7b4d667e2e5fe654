import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { deleteMediaHandler, listMediaHandler, uploadMediaHandler } from "./media/media-handlers";

/** /api/admin/content/media: the site's images (multipart uploads; administrators only). */
export function createMediaRouter() {
  return new Hono<THonoEnv>()
    .get("/", listMediaHandler)
    .post("/", uploadMediaHandler)
    .delete("/:id", deleteMediaHandler);
}
