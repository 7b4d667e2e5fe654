import { jobAlertSearchUrl, toJobAlertCriteria, type TJobAlert } from "@common/job-alerts/schemas";
import { countryCodeOf } from "@common/validation/country";
import { AppError } from "../../lib/app-error";
import type { jobAlerts } from "../../db/schema";

/** A stored alert as the API answers it. */
export function toJobAlert(row: typeof jobAlerts.$inferSelect): TJobAlert {
  const criteria = toJobAlertCriteria(row);
  return {
    id: row.id,
    name: row.name,
    criteria,
    countryCode: countryCodeOf(criteria.country),
    isPaused: row.isPaused,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt ? row.lastSentAt.toISOString() : null,
    searchUrl: jobAlertSearchUrl(criteria),
  };
}

/** Another user's alert, or none: the same answer, so ids reveal nothing. */
export const jobAlertNotFound = () => new AppError("NOT_FOUND", "jobAlerts.errors.notFound");

export const duplicateJobAlert = () =>
  new AppError("CONFLICT", "jobAlerts.errors.duplicate", { search: "jobAlerts.errors.duplicate" });
