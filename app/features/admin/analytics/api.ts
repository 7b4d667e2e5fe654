import type { TAdminAnalytics } from "@common/site/analytics";
import { apiRequest } from "~/lib/api-client";

// The console's Analytics tab: /api/admin/analytics (administrators only).

/** The site's figures over the last 30 days in its time zone, each with a value per day. */
export const fetchAdminAnalytics = () => apiRequest<TAdminAnalytics>("/api/admin/analytics");
