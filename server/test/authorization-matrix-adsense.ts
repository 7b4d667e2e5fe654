// The authorization matrix's rows and requests for the monetization tool's calls (administrators
// only; server/api/authorization-matrix.test.ts runs them). A caller other than the administrator
// who tries to save the ad settings must leave them as they were.
import { inArray } from "drizzle-orm";
import { DEFAULT_AD_LAYOUT } from "@common/monetization/adsense";
import type { TDatabase } from "../db/client";
import { appSettings } from "../db/schema";

interface TAdsenseRequest {
  path: string;
  body?: unknown;
  isUntouched?: () => Promise<boolean>;
}

// prettier-ignore
export const ADSENSE_MATRIX: Array<[method: string, route: string, statuses: string]> = [
  //                                             anon seekA seekB compA compB admin
  ["GET",    "/api/admin/adsense/settings",      "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/adsense/settings",      "401  403   403   403   403   200"],
  ["POST",   "/api/admin/adsense/readiness",     "401  403   403   403   403   200"],
  ["GET",    "/api/admin/adsense/revenue",       "401  403   403   403   403   200"],
];

const AD_SETTING_ROWS = ["adsensePublisherId", "adsenseEnabled", "adsenseLayout"];

/** The requests of the monetization tool's rows, keyed "METHOD route". */
export function adsenseRequests(db: TDatabase, caller: string): Record<string, () => Promise<TAdsenseRequest>> {
  const storedAdSettings = async () =>
    JSON.stringify(
      await db
        .select({ key: appSettings.key, value: appSettings.value })
        .from(appSettings)
        .where(inArray(appSettings.key, AD_SETTING_ROWS))
        .orderBy(appSettings.key),
    );
  return {
    "GET /api/admin/adsense/settings": async () => ({ path: "/api/admin/adsense/settings" }),
    "PUT /api/admin/adsense/settings": async () => {
      const before = await storedAdSettings();
      return {
        path: "/api/admin/adsense/settings",
        body: {
          ...DEFAULT_AD_LAYOUT,
          publisherId: "pub-1234567890123456",
          enabled: false,
          adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], name: `Saved by ${caller}` }],
        },
        isUntouched: caller === "admin" ? undefined : async () => (await storedAdSettings()) === before,
      };
    },
    "POST /api/admin/adsense/readiness": async () => ({ path: "/api/admin/adsense/readiness" }),
    "GET /api/admin/adsense/revenue": async () => ({ path: "/api/admin/adsense/revenue" }),
  };
}
