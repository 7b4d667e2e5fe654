import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getLocationHandler } from "./get-location";

export function createLocationRouter() {
  return new Hono<THonoEnv>().get("/", getLocationHandler);
}
