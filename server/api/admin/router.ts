import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { requireAdmin } from "../../lib/guards";
import { createAdminAdsenseRouter } from "./adsense/router";
import { createAdminAnalyticsRouter } from "./analytics/router";
import { createAdminBackupRouter } from "./backup/router";
import { createAdminContentRouter } from "./content/router";
import { createAdminJobImportRouter } from "./job-import/router";
import { createAdminConsoleRouter } from "./console/router";
import { createAdminRecordsRouter } from "./records/router";
import { createAdminSeoRouter } from "./seo/router";
import { createAdminSettingsRouter } from "./settings/router";
import { createAdminUsersRouter } from "./users/router";

/**
 * /api/admin: the administrator console's calls. Every one answers 401 signed out and 403 for
 * anyone but an administrator (decision 011), checked here once before any handler runs.
 */
export function createAdminRouter() {
  return new Hono<THonoEnv>()
    .use("*", async (c, next) => {
      requireAdmin(c);
      await next();
    })
    .route("/users", createAdminUsersRouter())
    .route("/", createAdminBackupRouter())
    .route("/", createAdminRecordsRouter())
    .route("/", createAdminJobImportRouter())
    .route("/", createAdminConsoleRouter())
    .route("/", createAdminSettingsRouter())
    .route("/", createAdminAnalyticsRouter())
    .route("/seo", createAdminSeoRouter())
    .route("/adsense", createAdminAdsenseRouter())
    .route("/content", createAdminContentRouter());
}
