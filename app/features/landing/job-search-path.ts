import { citiesFor, COUNTRIES, getCountry } from "@common/locations";

/** "São Paulo" and "sao paulo" compare equal: visitors rarely type the accents. */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function findCountry(text: string) {
  return getCountry(text) ?? COUNTRIES.find((country) => comparable(country.name) === comparable(text));
}

function findCity(countryName: string, text: string): string | undefined {
  return citiesFor(countryName).find((city) => comparable(city) === comparable(text));
}

/**
 * Reads the free-text location of the landing page's search box as the /jobs filters: one of
 * our countries, a city of one of them ("Dubai" or "Dubai, United Arab Emirates") or, failing that,
 * the text as it was typed. A city name shared by two countries (Tripoli) stays free text so
 * that neither country's jobs are hidden.
 */
export function resolveSearchLocation(
  location: string,
): { country: string; city?: string } | { location: string } | undefined {
  const text = location.replace(/\s+/g, " ").trim();
  if (!text) return undefined;

  const country = findCountry(text);
  if (country) return { country: country.name };

  const parts = text.split(",").map((part) => part.trim());
  if (parts.length === 2 && parts[0] && parts[1]) {
    const pairCountry = findCountry(parts[1]);
    const city = pairCountry ? findCity(pairCountry.name, parts[0]) : undefined;
    if (pairCountry && city) return { country: pairCountry.name, city };
  }

  const matches = COUNTRIES.flatMap((entry) => {
    const city = findCity(entry.name, text);
    return city ? [{ country: entry.name, city }] : [];
  });
  if (matches.length === 1) return matches[0];
  return { location: text };
}

/** The /jobs address for the landing page's search box: `search`, then `country`/`city` or `location`. */
export function buildJobSearchPath(input: { keywords: string; location: string }): string {
  const params = new URLSearchParams();
  const keywords = input.keywords.replace(/\s+/g, " ").trim();
  if (keywords) params.set("search", keywords);
  const location = resolveSearchLocation(input.location);
  if (location && "location" in location) params.set("location", location.location);
  if (location && "country" in location) {
    params.set("country", location.country);
    if (location.city) params.set("city", location.city);
  }
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}
