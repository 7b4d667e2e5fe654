// Writes common/locations.generated.ts: the city list of every supported country, taken from
// the city-timezones package (a devDependency, so none of it ships at run time). Run with
// `npx tsx scripts/generate-locations.ts`; a unit test regenerates the file in memory and fails
// when the committed copy differs. Choices (counts, names, additions) are explained in
// docs/decisions/002-locations-data.md.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import cityTimezones from "city-timezones";
import { COUNTRIES } from "@common/locations";

interface TSourceCity {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  timezone: string;
}

interface TCountryRule {
  /** How many cities to offer, default city included. */
  count: number;
  /** Source name -> display name (accents, common English spelling, the spec's "Kuwait City"). */
  rename?: Record<string, string>;
  /** Source entries that are not separate cities or are wrong in the source data. */
  exclude?: string[];
  /** Well-known cities the source lacks (approximate population, for ordering only). */
  add?: TSourceCity[];
}

// Cities under this population are dropped: the source carries hamlets with 0 or a few hundred.
const MIN_POPULATION = 10_000;

const RULES: Record<string, TCountryRule> = {
  US: { count: 10, rename: { "Washington, D.C.": "Washington", "Ft. Worth": "Fort Worth" } },
  CA: { count: 5 },
  GB: { count: 5 },
  DE: { count: 5 },
  FR: { count: 8 },
  AU: { count: 5 },
  NL: { count: 6 },
  SE: { count: 6, rename: { Göteborg: "Gothenburg" } },
  SG: { count: 1 },
  JP: { count: 8 },
  IN: { count: 8 },
  BR: { count: 8, rename: { "Sao Paulo": "São Paulo", Brasilia: "Brasília", Belem: "Belém", Goiania: "Goiânia" } },
  AE: {
    count: 7,
    rename: {
      "Al Ayn": "Al Ain",
      "Ras al Khaymah": "Ras Al Khaimah",
      "Al Fujayrah": "Fujairah",
      "Umm al Qaywayn": "Umm Al Quwain",
    },
    // Jebel Ali is a district and port of Dubai.
    exclude: ["Jabal Ali"],
    add: [{ city: "Ajman", lat: 25.4052, lng: 55.5136, pop: 490_000, iso2: "AE", timezone: "Asia/Dubai" }],
  },
  SA: {
    count: 9,
    rename: { "Ad Damman": "Dammam", "At Taif": "Taif", "Al Hufuf": "Hofuf" },
    // Listed with a population of 595,000, which belongs to Al Hillah in Iraq.
    exclude: ["Al Hillah"],
  },
  QA: {
    count: 3,
    add: [
      { city: "Al Rayyan", lat: 25.2919, lng: 51.4244, pop: 605_000, iso2: "QA", timezone: "Asia/Qatar" },
      { city: "Al Wakrah", lat: 25.1659, lng: 51.5976, pop: 88_000, iso2: "QA", timezone: "Asia/Qatar" },
    ],
  },
  KW: { count: 3, rename: { Kuwait: "Kuwait City" } },
  BH: {
    count: 3,
    add: [
      { city: "Muharraq", lat: 26.2572, lng: 50.6119, pop: 176_000, iso2: "BH", timezone: "Asia/Bahrain" },
      { city: "Riffa", lat: 26.13, lng: 50.555, pop: 110_000, iso2: "BH", timezone: "Asia/Bahrain" },
    ],
  },
  OM: { count: 3, rename: { "As Sib": "Seeb" } },
  JO: { count: 3, rename: { "Az Zarqa": "Zarqa" } },
  LB: { count: 3, rename: { Trablous: "Tripoli", Saida: "Sidon" } },
  EG: { count: 8, rename: { "El Giza": "Giza", "Bur Said": "Port Said", "El Mansura": "Mansoura" } },
  MA: {
    count: 31,
    rename: {
      Fez: "Fès",
      Meknes: "Meknès",
      Kenitra: "Kénitra",
      Laayoune: "Laâyoune",
      "Er Rachidia": "Errachidia",
      Goulimine: "Guelmim",
      "Ad Dakhla": "Dakhla",
      "Tan Tan": "Tan-Tan",
    },
    add: [
      { city: "Salé", lat: 34.0531, lng: -6.7985, pop: 890_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Tétouan", lat: 35.5785, lng: -5.3684, pop: 380_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Mohammedia", lat: 33.6861, lng: -7.3829, pop: 209_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Khouribga", lat: 32.8811, lng: -6.9063, pop: 196_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Beni Mellal", lat: 32.3373, lng: -6.3498, pop: 192_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Nador", lat: 35.1681, lng: -2.9335, pop: 161_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Essaouira", lat: 31.5085, lng: -9.7595, pop: 78_000, iso2: "MA", timezone: "Africa/Casablanca" },
      { city: "Ouarzazate", lat: 30.9189, lng: -6.8934, pop: 71_000, iso2: "MA", timezone: "Africa/Casablanca" },
    ],
  },
  TN: { count: 6, rename: { Gabes: "Gabès", Qairouan: "Kairouan" } },
  // "Arak" is a small oasis settlement listed with a city-sized population.
  DZ: { count: 7, rename: { Setif: "Sétif", Bejaia: "Béjaïa" }, exclude: ["Arak"] },
  IQ: { count: 6, rename: { Irbil: "Erbil", "As Sulaymaniyah": "Sulaymaniyah", Dahuk: "Duhok" } },
  SY: { count: 6, rename: { Hims: "Homs", Hamah: "Hama", "Al Ladhiqiyah": "Latakia" } },
  YE: { count: 6, rename: { Sanaa: "Sana'a", Taizz: "Taiz", "Al Hudaydah": "Hodeidah", "Al Mukalla": "Mukalla" } },
  LY: {
    count: 6,
    rename: {
      Banghazi: "Benghazi",
      Misratah: "Misrata",
      "Az Zawiyah": "Zawiya",
      "Al Khums": "Khoms",
      Tubruq: "Tobruk",
    },
  },
  SD: { count: 6, rename: { Niyala: "Nyala" } },
};

const round = (value: number) => Math.round(value * 100) / 100;

function sourceVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("city-timezones/package.json") as { version: string }).version;
}

/** The cities of one country, most populous first with the default city moved to the front. */
export function selectCities(code: string, defaultCity: string, source: readonly TSourceCity[]) {
  const rule = RULES[code];
  if (!rule) throw new Error(`No city rule for ${code}`);
  const candidates = [...source.filter((city) => city.iso2 === code), ...(rule.add ?? [])]
    .filter((city) => city.pop >= MIN_POPULATION && !rule.exclude?.includes(city.city))
    .map((city) => ({ ...city, name: rule.rename?.[city.city] ?? city.city }))
    .sort((a, b) => b.pop - a.pop || a.name.localeCompare(b.name, "en"));

  const unique = new Map<string, (typeof candidates)[number]>();
  for (const city of candidates) if (!unique.has(city.name)) unique.set(city.name, city);
  const first = unique.get(defaultCity);
  if (!first) throw new Error(`Default city ${defaultCity} of ${code} is not in the source data`);
  const ordered = [first, ...[...unique.values()].filter((city) => city !== first)].slice(0, rule.count);
  if (ordered.length < rule.count) throw new Error(`${code} has only ${ordered.length} of ${rule.count} cities`);
  return ordered.map((city) => ({
    name: city.name,
    timeZone: city.timezone,
    latitude: round(city.lat),
    longitude: round(city.lng),
  }));
}

/** The full text of common/locations.generated.ts. */
export function generateLocationsSource(): string {
  const source = cityTimezones.cityMapping as readonly TSourceCity[];
  const lines = [
    `// GENERATED by scripts/generate-locations.ts from city-timezones ${sourceVersion()}: do not edit.`,
    "// Regenerate with `npx tsx scripts/generate-locations.ts`; a unit test checks this file is in sync.",
    'import type { TCity } from "./locations";',
    "",
    "export const CITIES_BY_COUNTRY_CODE: Readonly<Record<string, readonly TCity[]>> = {",
  ];
  for (const entry of COUNTRIES) {
    lines.push(`  // ${entry.name}`);
    lines.push(`  ${entry.code}: [`);
    for (const city of selectCities(entry.code, entry.defaultCity, source)) {
      lines.push(
        `    { name: ${JSON.stringify(city.name)}, timeZone: ${JSON.stringify(city.timeZone)}, latitude: ${city.latitude}, longitude: ${city.longitude} },`,
      );
    }
    lines.push("  ],");
  }
  lines.push("};", "");
  return lines.join("\n");
}

export const GENERATED_LOCATIONS_PATH = path.resolve(import.meta.dirname, "../common/locations.generated.ts");

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  fs.writeFileSync(GENERATED_LOCATIONS_PATH, generateLocationsSource());
  console.log(`Wrote ${path.relative(process.cwd(), GENERATED_LOCATIONS_PATH)}`);
}
