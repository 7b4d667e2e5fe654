import type { TKnownLocation } from "@common/auth/form-schemas";
import { getCountry, isCityOf } from "@common/locations";

/**
 * The headquarters pre-filled from a known location: only a supported country (spelled as the
 * select spells it) and only a city the select offers for it.
 */
export function knownHeadquarters(location: TKnownLocation | null): { country?: string; city?: string } {
  const country = getCountry(location?.country)?.name;
  if (!country) return {};
  return location?.city && isCityOf(country, location.city) ? { country, city: location.city } : { country };
}
