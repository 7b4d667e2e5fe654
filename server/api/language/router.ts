import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { setLanguageHandler } from "./set-language";

/** The reader's language (the language switch), for visitors and accounts alike. */
export function createLanguageRouter() {
  return new Hono<THonoEnv>().put("/", setLanguageHandler);
}
