import { useMemo } from "react";
import type { TKnownLocation } from "@common/auth/form-schemas";
import { useStoredLocationText } from "~/lib/user-location";

/** The cached value `{"country": "...", "city": "..."}`, or null when absent or unreadable. */
export function parseStoredLocation(raw: string | null): TKnownLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { country, city } = value as { country?: unknown; city?: unknown };
  if (typeof country !== "string" || !country.trim()) return null;
  return typeof city === "string" && city.trim()
    ? { country: country.trim(), city: city.trim() }
    : { country: country.trim() };
}

/**
 * The visitor's known location. The server can't see browser storage, so the first render
 * (and hydration) has none; the stored value follows right after, and again whenever it
 * changes in another tab or the detector announces it in this one.
 */
export function useDetectedLocation(): TKnownLocation | null {
  const raw = useStoredLocationText();
  return useMemo(() => parseStoredLocation(raw), [raw]);
}
