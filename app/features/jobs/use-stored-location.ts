import { useMemo } from "react";
import { defaultCityFor, getCountry, isCityOf } from "@common/locations";
import { useStoredLocationText } from "~/lib/user-location";

export interface TStoredLocation {
  country: string;
  city: string;
}

/**
 * A stored `{"country", "city"}` as the search form's selects write it: a supported country,
 * and its city when the list has it, else the country's default city. Null when absent or
 * unreadable.
 */
export function toSearchLocation(raw: string | null): TStoredLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { country, city } = value as { country?: unknown; city?: unknown };
  const countryName = typeof country === "string" ? getCountry(country)?.name : undefined;
  if (!countryName) return null;
  const listedCity = typeof city === "string" && isCityOf(countryName, city.trim()) ? city.trim() : undefined;
  return { country: countryName, city: listedCity ?? defaultCityFor(countryName) };
}

/**
 * The visitor's stored location. The server can't read browser storage, so the HTML and the
 * hydration render have none; the value follows right after hydration (and when the detector
 * announces a new one with a "storage" event).
 */
export function useStoredLocation(): TStoredLocation | null {
  const raw = useStoredLocationText();
  return useMemo(() => toSearchLocation(raw), [raw]);
}
