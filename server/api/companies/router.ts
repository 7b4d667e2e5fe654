import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { listCompaniesHandler } from "./list-companies";

export function createCompaniesRouter() {
  return new Hono<THonoEnv>().get("/", listCompaniesHandler);
}
