import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { changeFigureHandler, listFiguresHandler } from "./figures/figure-handlers";

/** /api/admin/content/figures: the marketing figures' list and each one's change. */
export function createFiguresRouter() {
  return new Hono<THonoEnv>().get("/", listFiguresHandler).put("/:key", changeFigureHandler);
}
