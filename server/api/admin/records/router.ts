import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { exportCsvHandler } from "./export-csv";
import { getMailHandler } from "./get-mail";
import { listAuditEventsHandler } from "./list-audit-events";
import { listMailHandler } from "./list-mail";
import { retryMailHandler } from "./retry-mail";
import { sendTestEmailHandler } from "./send-test-email";

/** Mounted at /api/admin: the outbox, the test e-mail, the audit log and the CSV exports (decision 032). */
export function createAdminRecordsRouter() {
  return new Hono<THonoEnv>()
    .post("/settings/test-email", sendTestEmailHandler)
    .get("/outbox", listMailHandler)
    .get("/outbox/:id", getMailHandler)
    .post("/outbox/:id/retry", retryMailHandler)
    .get("/audit", listAuditEventsHandler)
    .get("/export/jobs.csv", exportCsvHandler("jobs"))
    .get("/export/users.csv", exportCsvHandler("users"))
    .get("/export/applications.csv", exportCsvHandler("applications"));
}
