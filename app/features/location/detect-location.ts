import {
  locationFromTimeZone,
  type TIpLocationResponse,
  type TStoredLocation,
} from "@common/location/location-detection";

/**
 * How long detection may take, the one deadline: by then the IP lookup is cancelled, and the
 * time zone answers or the location field says it could not tell (rather than spinning
 * "Detecting location..." and then leaving the field empty without a word).
 */
export const DETECTION_DEADLINE_MS = 2_000;

export interface TDetectLocationDependencies {
  /** GET /api/location; may throw (offline, server error, aborted through the signal). */
  fetchIpLocation: (signal: AbortSignal) => Promise<TIpLocationResponse>;
  /** The browser's IP-free guess: its IANA time zone, if it has one. */
  browserTimeZone: () => string | undefined;
  now: () => Date;
}

/**
 * The server's answer within the deadline, or null: a lookup still running then is aborted
 * (the request is really cancelled, not just ignored), one that fails is null at once.
 */
async function ipLocationInTime(
  fetchIpLocation: TDetectLocationDependencies["fetchIpLocation"],
): Promise<TIpLocationResponse | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, DETECTION_DEADLINE_MS);
  });
  try {
    return await Promise.race([fetchIpLocation(controller.signal), deadline]);
  } catch {
    // The spec only logs a failed detection; the next step still answers.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Location detection without third-party services: our own server's IP lookup, then the
 * browser's time zone; null when neither places the visitor (there is no default
 * United States / New York: no guess is better than a wrong one). Never fails, and answers
 * within DETECTION_DEADLINE_MS.
 */
export async function detectLocation(dependencies: TDetectLocationDependencies): Promise<TStoredLocation | null> {
  const detectedAt = dependencies.now().toISOString();
  const answer = await ipLocationInTime(dependencies.fetchIpLocation);
  if (answer?.source === "ip") {
    const { country, city, countryCode, timezone } = answer;
    return { country, city, countryCode, timezone, source: "ip", detectedAt };
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
