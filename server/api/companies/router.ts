import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getCompanyHandler } from "./get-company";
import { getCompanyLogoHandler } from "./get-company-logo";
import { listCompaniesHandler } from "./list-companies";

export function createCompaniesRouter() {
  return new Hono<THonoEnv>()
    .get("/", listCompaniesHandler)
    .get("/:id/logo", getCompanyLogoHandler)
    .get("/:id", getCompanyHandler);
}
