// Location detection (decision 005): the server maps the visitor's IP address
// to one of our 29 countries; when it can't, the browser maps its own time zone; else nothing is
// known (no United States / New York default: a guess nobody made is
// never shown or stored). Both sides share these rules, so this module stays free of Node-only
// imports.
import { COUNTRIES, cityDetailsFor, getCountry, isCityOf, type TCountry } from "../locations";

/** Browser storage key of the cached location. */
export const USER_LOCATION_STORAGE_KEY = "hirewise.userLocation";

export interface TResolvedLocation {
  /** A supported country's name, as common/locations.ts spells it. */
  country: string;
  /** One of citiesFor(country). */
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** IANA time zone. */
  timezone: string;
}

/** GET /api/location: a match, or `none` (a private address, or a country we don't serve). */
export type TIpLocationResponse = ({ source: "ip" } & TResolvedLocation) | { source: "none" };

export type TLocationSource = "ip" | "timezone";

/** A supported country and, when the evidence names one, one of its listed cities. */
export type TGuessedLocation = Omit<TResolvedLocation, "city"> & { city?: string };

/** What the browser caches under USER_LOCATION_STORAGE_KEY. */
export interface TStoredLocation extends TGuessedLocation {
  source: TLocationSource;
  /** ISO 8601. */
  detectedAt: string;
}

// Zones of supported countries that none of their listed cities is in: they tell the country
// only (a Denver browser is in the United States, not in New York).
const COUNTRY_CODE_BY_EXTRA_TIME_ZONE: Record<string, string> = {
  "America/Denver": "US",
  "America/Phoenix": "US",
  "America/Boise": "US",
  "America/Anchorage": "US",
  "America/Juneau": "US",
  "Pacific/Honolulu": "US",
  "America/Indiana/Indianapolis": "US",
  "America/Kentucky/Louisville": "US",
  "America/Winnipeg": "CA",
  "America/Regina": "CA",
  "America/Halifax": "CA",
  "America/Moncton": "CA",
  "America/St_Johns": "CA",
  "America/Whitehorse": "CA",
  "Australia/Hobart": "AU",
  "Australia/Darwin": "AU",
  "America/Manaus": "BR",
  "America/Belem": "BR",
  "America/Cuiaba": "BR",
  "America/Campo_Grande": "BR",
  "America/Porto_Velho": "BR",
  "America/Maceio": "BR",
  "America/Noronha": "BR",
};

/**
 * The engine's canonical spelling of a time zone ("Asia/Kolkata" and "Asia/Calcutta" agree),
 * or null when the engine does not know it. Compare zones only through this.
 */
export function canonicalTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone || typeof timeZone !== "string") return null;
  // Building a DateTimeFormat costs about a millisecond on a phone, and the city list repeats
  // each zone many times: each zone is asked once (the engine's answer never changes).
  let canonical = canonicalZones.get(timeZone);
  if (canonical === undefined) {
    try {
      canonical = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
    } catch {
      canonical = null;
    }
    if (canonicalZones.size < MAX_REMEMBERED_ZONES) canonicalZones.set(timeZone, canonical);
  }
  return canonical;
}

// A server asks with zones its visitors send, so the memory is bounded (there are ~600 zones).
const MAX_REMEMBERED_ZONES = 1_000;
const canonicalZones = new Map<string, string | null>();

/** Lower case, without accents or punctuation: "São Paulo", "Sao Paulo" and "sao-paulo" agree. */
function comparableName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The first listed city of the country in this time zone (the default city comes first). */
function cityInTimeZone(country: TCountry, timeZone: string | null | undefined): string | undefined {
  const wanted = canonicalTimeZone(timeZone);
  if (!wanted) return undefined;
  return cityDetailsFor(country.name).find((city) => canonicalTimeZone(city.timeZone) === wanted)?.name;
}

/**
 * The listed city the database names: the same name give or take accents and punctuation, or
 * a longer name that starts with it in the same time zone ("Frankfurt am Main" is Frankfurt,
 * "New York Mills", Minnesota, is not New York).
 */
function listedCity(country: TCountry, reported: string | null | undefined, timeZone: string | null | undefined) {
  if (!reported?.trim()) return undefined;
  const cities = cityDetailsFor(country.name);
  const wanted = comparableName(reported);
  const exact = cities.find((city) => comparableName(city.name) === wanted);
  if (exact) return exact.name;
  const zone = canonicalTimeZone(timeZone);
  const words = reported.trim().toLowerCase().split(/\s+/);
  return cities.find((city) => {
    const cityWords = city.name.toLowerCase().split(/\s+/);
    const isPrefix = cityWords.length < words.length && cityWords.every((word, index) => word === words[index]);
    return isPrefix && zone !== null && canonicalTimeZone(city.timeZone) === zone;
  })?.name;
}

function timeZoneOf(country: TCountry, cityName: string): string {
  return cityDetailsFor(country.name).find((city) => city.name === cityName)?.timeZone ?? "UTC";
}

/**
 * A place reported by an IP database, mapped to a supported country and one of its cities:
 * the reported city when we list it, else a listed city in the reported time zone, else the
 * country's default city. Null for a country we don't serve.
 */
export function resolveSupportedLocation(place: {
  countryCode: string | null | undefined;
  city?: string | null;
  timezone?: string | null;
}): TResolvedLocation | null {
  const country = getCountry(place.countryCode);
  if (!country || country.code !== place.countryCode?.trim().toUpperCase()) return null;
  const city =
    listedCity(country, place.city, place.timezone) ?? cityInTimeZone(country, place.timezone) ?? country.defaultCity;
  const timezone = canonicalTimeZone(place.timezone) ? place.timezone! : timeZoneOf(country, city);
  return { country: country.name, city, countryCode: country.code, timezone };
}

/**
 * The browser's fallback: the first supported country (in the spec's order) with a listed city
 * in this time zone, or a country whose other zones we know (then no city). Null for zones
 * outside our countries, and for UTC and the Etc/ zones, which name no place.
 */
export function locationFromTimeZone(timeZone: string | null | undefined): TGuessedLocation | null {
  const wanted = canonicalTimeZone(timeZone);
  // No listed country keeps UTC (a server's or a privacy-minded browser's zone).
  if (!wanted || !timeZone || wanted === "UTC" || wanted.startsWith("Etc/")) return null;
  // The zones as the city list spells them usually include the browser's own spelling, so the
  // canonical spelling of every listed zone (a DateTimeFormat each) is only worked out when not.
  const match = zoneIndex(false).get(timeZone) ?? zoneIndex(false).get(wanted) ?? zoneIndex(true).get(wanted);
  if (!match) return null;
  const place = { country: match.country.name, countryCode: match.country.code, timezone: timeZone };
  return match.city ? { ...place, city: match.city } : place;
}

const zoneIndexes = new Map<boolean, Map<string, { country: TCountry; city?: string }>>();

/** The first listed city of each zone, keyed by the zone as listed or by its canonical spelling. */
function zoneIndex(isCanonical: boolean) {
  let index = zoneIndexes.get(isCanonical);
  if (index) return index;
  index = new Map();
  const keyOf = (zone: string) => (isCanonical ? canonicalTimeZone(zone) : zone);
  for (const country of COUNTRIES) {
    for (const city of cityDetailsFor(country.name)) {
      const zone = keyOf(city.timeZone);
      if (zone && !index.has(zone)) index.set(zone, { country, city: city.name });
    }
  }
  for (const [listed, code] of Object.entries(COUNTRY_CODE_BY_EXTRA_TIME_ZONE)) {
    const country = getCountry(code);
    const zone = keyOf(listed);
    if (country && zone && !index.has(zone)) index.set(zone, { country });
  }
  zoneIndexes.set(isCanonical, index);
  return index;
}

/**
 * The cached value, or null when absent, malformed, not one of our countries or not a detection
 * (the "default" United States / New York that earlier versions cached). The one reader of the
 * cache: the country is spelled as common/locations.ts spells it and the city, when kept, is
 * one of its listed cities, so every select and text field can use them as they are.
 */
export function parseStoredLocation(raw: string | null | undefined): TStoredLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const country = typeof record.country === "string" ? getCountry(record.country) : undefined;
  const source = record.source;
  if (!country || (source !== "ip" && source !== "timezone")) return null;
  const cityText = typeof record.city === "string" ? record.city.trim() : "";
  const city = isCityOf(country.name, cityText) ? cityText : undefined;
  const timezone =
    typeof record.timezone === "string" && record.timezone
      ? record.timezone
      : timeZoneOf(country, city ?? country.defaultCity);
  const stored: TStoredLocation = {
    country: country.name,
    countryCode: country.code,
    timezone,
    source,
    detectedAt: typeof record.detectedAt === "string" ? record.detectedAt : "",
  };
  return city ? { ...stored, city } : stored;
}
