import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { deleteFavoriteHandler, listFavoritesHandler, saveFavoriteHandler } from "./favorites";

/** A company's saved candidates. */
export function createFavoritesRouter() {
  return new Hono<THonoEnv>()
    .get("/", listFavoritesHandler)
    .post("/", saveFavoriteHandler)
    .delete("/:seekerId", deleteFavoriteHandler);
}
