import {
  locationFromTimeZone,
  type TIpLocationResponse,
  type TStoredLocation,
} from "@common/location/location-detection";

export interface TDetectLocationDependencies {
  /** GET /api/location; may throw (offline, server error). */
  fetchIpLocation: () => Promise<TIpLocationResponse>;
  /** The browser's IANA time zone, if it has one. */
  browserTimeZone: () => string | undefined;
  now: () => Date;
}

/**
 * Location detection without third-party services: our own server's IP lookup, then the
 * browser's time zone; null when neither places the visitor (there is no default
 * United States / New York: no guess is better than a wrong one). Never fails.
 */
export async function detectLocation(dependencies: TDetectLocationDependencies): Promise<TStoredLocation | null> {
  const detectedAt = dependencies.now().toISOString();
  try {
    const answer = await dependencies.fetchIpLocation();
    if (answer.source === "ip") {
      const { country, city, countryCode, timezone } = answer;
      return { country, city, countryCode, timezone, source: "ip", detectedAt };
    }
  } catch {
    // The spec only logs a failed detection; the next step still answers.
  }
  let timeZone: string | undefined;
  try {
    timeZone = dependencies.browserTimeZone();
  } catch {
    timeZone = undefined;
  }
  const fromTimeZone = locationFromTimeZone(timeZone);
  return fromTimeZone ? { ...fromTimeZone, source: "timezone", detectedAt } : null;
}
