// The supported countries, their default cities, city lists and salary bands (the
// choices made where none was given are in docs/decisions/002-locations-data.md). Shared by the
// client and the server: keep this module free of Node-only imports.
import { CITIES_BY_COUNTRY_CODE } from "./locations.generated";

/** A city offered for a country; the time zone helps detect a visitor's location later. */
export interface TCity {
  name: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

export interface TCountry {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  flag: string;
  /** ISO 4217 code of the currency salaries are posted in (USD where the spec gives no bands). */
  currency: string;
  /** How the spec writes amounts in that currency: "$", "SEK", "₹". */
  currencySymbol: string;
  defaultCity: string;
  /** The three upper limits of the four salary bands: 0-a, a-b, b-c, c+. */
  salaryBandLimits: readonly [number, number, number];
}

/** Returned by defaultCityFor when a country is unknown, and the "no city" choice of the filters. */
export const ANY_CITY = "Any";

const US_BAND_LIMITS = [50_000, 100_000, 150_000] as const;

/** Regional-indicator letters: "AE" -> 🇦🇪. */
function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function country(
  name: string,
  code: string,
  currency: string,
  currencySymbol: string,
  defaultCity: string,
  salaryBandLimits: readonly [number, number, number],
): TCountry {
  return { name, code, flag: flagEmoji(code), currency, currencySymbol, defaultCity, salaryBandLimits };
}

// In the spec's order. Iraq, Syria, Yemen, Libya and Sudan have no bands of their own: the spec
// gives them the United States bands, so their jobs are posted in US dollars (decision 002).
export const COUNTRIES: readonly TCountry[] = [
  country("United States", "US", "USD", "$", "New York", US_BAND_LIMITS),
  country("Canada", "CA", "CAD", "C$", "Toronto", [60_000, 120_000, 180_000]),
  country("United Kingdom", "GB", "GBP", "£", "London", [30_000, 60_000, 90_000]),
  country("Germany", "DE", "EUR", "€", "Berlin", [40_000, 80_000, 120_000]),
  country("France", "FR", "EUR", "€", "Paris", [35_000, 70_000, 105_000]),
  country("Australia", "AU", "AUD", "A$", "Sydney", [70_000, 140_000, 210_000]),
  country("Netherlands", "NL", "EUR", "€", "Amsterdam", [45_000, 90_000, 135_000]),
  country("Sweden", "SE", "SEK", "SEK", "Stockholm", [400_000, 800_000, 1_200_000]),
  country("Singapore", "SG", "SGD", "S$", "Singapore", [60_000, 120_000, 180_000]),
  country("Japan", "JP", "JPY", "¥", "Tokyo", [5_000_000, 10_000_000, 15_000_000]),
  country("India", "IN", "INR", "₹", "Mumbai", [1_000_000, 2_500_000, 5_000_000]),
  country("Brazil", "BR", "BRL", "R$", "São Paulo", [100_000, 200_000, 300_000]),
  country("United Arab Emirates", "AE", "AED", "AED", "Dubai", [200_000, 400_000, 600_000]),
  country("Saudi Arabia", "SA", "SAR", "SAR", "Riyadh", [150_000, 300_000, 450_000]),
  country("Qatar", "QA", "QAR", "QAR", "Doha", [200_000, 400_000, 600_000]),
  country("Kuwait", "KW", "KWD", "KWD", "Kuwait City", [15_000, 30_000, 45_000]),
  country("Bahrain", "BH", "BHD", "BHD", "Manama", [20_000, 40_000, 60_000]),
  country("Oman", "OM", "OMR", "OMR", "Muscat", [20_000, 40_000, 60_000]),
  country("Jordan", "JO", "JOD", "JOD", "Amman", [15_000, 30_000, 45_000]),
  country("Lebanon", "LB", "LBP", "LBP", "Beirut", [50_000_000, 100_000_000, 150_000_000]),
  country("Egypt", "EG", "EGP", "EGP", "Cairo", [200_000, 400_000, 600_000]),
  country("Morocco", "MA", "MAD", "MAD", "Casablanca", [200_000, 400_000, 600_000]),
  country("Tunisia", "TN", "TND", "TND", "Tunis", [50_000, 100_000, 150_000]),
  country("Algeria", "DZ", "DZD", "DZD", "Algiers", [5_000_000, 10_000_000, 15_000_000]),
  country("Iraq", "IQ", "USD", "$", "Baghdad", US_BAND_LIMITS),
  country("Syria", "SY", "USD", "$", "Damascus", US_BAND_LIMITS),
  country("Yemen", "YE", "USD", "$", "Sana'a", US_BAND_LIMITS),
  country("Libya", "LY", "USD", "$", "Tripoli", US_BAND_LIMITS),
  country("Sudan", "SD", "USD", "$", "Khartoum", US_BAND_LIMITS),
];

export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map((entry) => entry.name);

const countriesByKey = new Map<string, TCountry>();
for (const entry of COUNTRIES) {
  countriesByKey.set(entry.name.toLowerCase(), entry);
  countriesByKey.set(entry.code.toLowerCase(), entry);
}

/** The supported country with this name or ISO code (case-insensitive), or undefined. */
export function getCountry(nameOrCode: string | null | undefined): TCountry | undefined {
  if (!nameOrCode) return undefined;
  return countriesByKey.get(nameOrCode.trim().toLowerCase());
}

/** The city the search form selects when this country is chosen; "Any" for an unknown country. */
export function defaultCityFor(countryName: string | null | undefined): string {
  return getCountry(countryName)?.defaultCity ?? ANY_CITY;
}

/** The country's cities with their time zones and coordinates, default city first. */
export function cityDetailsFor(countryName: string | null | undefined): readonly TCity[] {
  const entry = getCountry(countryName);
  return entry ? (CITIES_BY_COUNTRY_CODE[entry.code] ?? []) : [];
}

const cityNamesByCode = new Map(
  Object.entries(CITIES_BY_COUNTRY_CODE).map(([code, cities]) => [code, cities.map((city) => city.name)]),
);

/** City names offered for a country, default city first; empty for an unknown country. */
export function citiesFor(countryName: string | null | undefined): readonly string[] {
  const entry = getCountry(countryName);
  return entry ? (cityNamesByCode.get(entry.code) ?? []) : [];
}

export function isCityOf(countryName: string | null | undefined, cityName: string): boolean {
  return citiesFor(countryName).includes(cityName);
}

export interface TSalaryBand {
  /** "0-50000", "50000-100000", ..., "150000+": what the salary filter sends. */
  value: string;
  min: number;
  /** null for the open-ended top band. */
  max: number | null;
  currency: string;
  /** "$0 - $50k", "£90k+", "SEK 1.2M+", "₹10L - ₹25L". */
  label: string;
}

/** "400k", "1.2M", "50M"; India's bands are written in lakh ("25L") as the spec does. */
function formatBandAmount(amount: number, currency: string): string {
  if (amount === 0) return "0";
  const trim = (value: number) => String(Number(value.toFixed(1)));
  if (currency === "INR" && amount >= 100_000 && amount < 10_000_000) return `${trim(amount / 100_000)}L`;
  if (amount >= 1_000_000) return `${trim(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `${trim(amount / 1_000)}k`;
  return String(amount);
}

function withSymbol(symbol: string, amount: string): string {
  // Letter codes ("SEK", "AED") are followed by a space; sign symbols ("$", "C$", "₹") are not.
  return /[A-Za-z]$/.test(symbol) ? `${symbol} ${amount}` : `${symbol}${amount}`;
}

/** The four salary bands of a country; unknown countries get the United States bands. */
export function salaryBandsFor(countryName: string | null | undefined): readonly TSalaryBand[] {
  const entry = getCountry(countryName) ?? COUNTRIES[0];
  const { currency, currencySymbol: symbol } = entry;
  const [a, b, c] = entry.salaryBandLimits;
  const format = (amount: number) => withSymbol(symbol, formatBandAmount(amount, currency));
  const closed = (min: number, max: number): TSalaryBand => ({
    value: `${min}-${max}`,
    min,
    max,
    currency,
    label: `${format(min)} - ${format(max)}`,
  });
  return [
    closed(0, a),
    closed(a, b),
    closed(b, c),
    { value: `${c}+`, min: c, max: null, currency, label: `${format(c)}+` },
  ];
}

/** Reads a band value ("50000-100000", "150000+") back into numbers; null when malformed. */
export function parseSalaryBand(value: string | null | undefined): { min: number; max: number | null } | null {
  const match = /^(\d+)(?:-(\d+)|\+)$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max <= min) return null;
  return { min, max };
}
