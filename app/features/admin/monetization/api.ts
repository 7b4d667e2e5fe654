import type { TAdsenseRevenue, TAdsenseSettings, TAdsenseSettingsInput } from "@common/monetization/adsense";
import type { TReadinessResult } from "@common/monetization/readiness";
import { apiRequest } from "~/lib/api-client";

// The console's Monetization tab: /api/admin/adsense/* (administrators only).

/** The ad settings as they apply now, with which parts the environment sets. */
export const fetchAdsenseSettings = () => apiRequest<TAdsenseSettings>("/api/admin/adsense/settings");

/** Stores the settings; a field at fault answers 400 with its field error. */
export const saveAdsenseSettings = (body: TAdsenseSettingsInput) =>
  apiRequest<TAdsenseSettings>("/api/admin/adsense/settings", { method: "PUT", body });

/** Runs the fifteen checks against the live site now. */
export const runReadinessCheck = () => apiRequest<TReadinessResult>("/api/admin/adsense/readiness", { method: "POST" });

/** No earnings source is connected: the answer says so. */
export const fetchAdsenseRevenue = () => apiRequest<TAdsenseRevenue>("/api/admin/adsense/revenue");
