import { Hono } from "hono";
import type { THonoEnv } from "../../app";
import { getLocation } from "./get-location";

export function createLocationRouter() {
  return new Hono<THonoEnv>().get("/", getLocation);
}
