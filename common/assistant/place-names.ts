// The places a message to the assistant can name: the supported countries and their listed cities
// (common/locations), by their English names and, for the countries and the biggest cities, by
// their usual French and Arabic names. A city implies its country. Pure.
import { citiesFor, COUNTRIES, isCityOf } from "../locations";
import { PhraseIndex, type TToken } from "./normalise";

interface TPlace {
  country: string;
  city?: string;
}

/** Other names of the 29 countries: English short forms, French, Arabic. */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  "United States": ["USA", "U.S.A", "America", "États-Unis", "الولايات المتحدة", "أمريكا", "امريكا"],
  Canada: ["كندا"],
  "United Kingdom": [
    "UK",
    "Britain",
    "Great Britain",
    "England",
    "Royaume-Uni",
    "Angleterre",
    "المملكة المتحدة",
    "بريطانيا",
  ],
  Germany: ["Allemagne", "ألمانيا"],
  France: ["فرنسا"],
  Australia: ["Australie", "أستراليا"],
  Netherlands: ["Holland", "Pays-Bas", "هولندا"],
  Sweden: ["Suède", "السويد"],
  Singapore: ["Singapour", "سنغافورة"],
  Japan: ["Japon", "اليابان"],
  India: ["Inde", "الهند"],
  Brazil: ["Brésil", "البرازيل"],
  "United Arab Emirates": ["UAE", "Emirates", "Émirats arabes unis", "Émirats", "الإمارات", "الإمارات العربية المتحدة"],
  "Saudi Arabia": ["Saudi", "KSA", "Arabie saoudite", "السعودية", "المملكة العربية السعودية"],
  Qatar: ["قطر"],
  Kuwait: ["Koweït", "الكويت"],
  Bahrain: ["Bahreïn", "البحرين"],
  // "عمان" is both Oman and Amman once the vowel marks are gone: it is read as the country.
  Oman: ["عمان", "سلطنة عمان"],
  Jordan: ["Jordanie", "الأردن"],
  Lebanon: ["Liban", "لبنان"],
  Egypt: ["Égypte", "مصر"],
  Morocco: ["Maroc", "المغرب"],
  // "تونس" and "الجزائر" name the country and its capital alike: read as the country.
  Tunisia: ["Tunisie", "تونس"],
  Algeria: ["Algérie", "الجزائر"],
  Iraq: ["Irak", "العراق"],
  Syria: ["Syrie", "سوريا", "سورية"],
  Yemen: ["Yémen", "اليمن"],
  Libya: ["Libye", "ليبيا"],
  Sudan: ["Soudan", "السودان"],
};

/** Other names of the biggest cities, as the city list writes them. */
const CITY_ALIASES: Record<string, readonly string[]> = {
  Dubai: ["دبي"],
  "Abu Dhabi": ["Abou Dabi", "Abou Dhabi", "أبوظبي", "أبو ظبي"],
  Sharjah: ["Charjah", "الشارقة"],
  Riyadh: ["Riyad", "Ryad", "الرياض"],
  Jeddah: ["Djeddah", "Jiddah", "جدة"],
  Dammam: ["الدمام"],
  Makkah: ["Mecca", "La Mecque", "مكة"],
  Doha: ["الدوحة"],
  "Kuwait City": ["Koweït City", "مدينة الكويت"],
  Manama: ["المنامة"],
  Muscat: ["Mascate", "مسقط"],
  Amman: ["عمّان"],
  Beirut: ["Beyrouth", "بيروت"],
  Cairo: ["Le Caire", "Caire", "القاهرة"],
  Alexandria: ["Alexandrie", "الإسكندرية"],
  Giza: ["Gizeh", "الجيزة"],
  Casablanca: ["Casa", "الدار البيضاء", "كازابلانكا"],
  Rabat: ["الرباط"],
  Marrakesh: ["Marrakech", "مراكش"],
  Fès: ["Fez", "فاس"],
  Tangier: ["Tanger", "طنجة"],
  Agadir: ["أكادير"],
  Tunis: ["تونس العاصمة"],
  Algiers: ["Alger", "الجزائر العاصمة"],
  Baghdad: ["Bagdad", "بغداد"],
  Damascus: ["Damas", "دمشق"],
  Tripoli: ["طرابلس"],
  Khartoum: ["الخرطوم"],
  London: ["Londres", "لندن"],
  Paris: ["باريس"],
  "New York": ["نيويورك"],
  Berlin: ["برلين"],
  Frankfurt: ["Francfort"],
  Hamburg: ["Hambourg"],
  Toronto: ["تورنتو"],
  Tokyo: ["طوكيو"],
  Mumbai: ["Bombay"],
  "The Hague": ["La Haye"],
};

// English words that are also city names: read as the city only after "in", "à", "near".
const NEEDS_PREPOSITION = new Set(["nice", "sale", "casa"]);
const PREPOSITIONS = new Set(["in", "at", "near", "à", "au", "en", "vers", "près"]);

// Tripoli is listed for Lebanon and Libya: alone, it is Libya's capital (its default city).
const SHARED_CITY_OWNER: Record<string, string> = { Tripoli: "Libya" };

const names: [string, TPlace][] = [];
const cityCountry = new Map<string, string>();

function add(name: string, place: TPlace): void {
  names.push([name, place]);
}

for (const country of COUNTRIES) {
  add(country.name, { country: country.name });
  for (const alias of COUNTRY_ALIASES[country.name] ?? []) add(alias, { country: country.name });
  for (const city of citiesFor(country.name)) {
    const owner = SHARED_CITY_OWNER[city] ?? country.name;
    if (cityCountry.has(city) && owner !== country.name) continue;
    cityCountry.set(city, owner);
  }
}
for (const [city, country] of cityCountry) {
  add(city, { country, city });
  for (const alias of CITY_ALIASES[city] ?? []) add(alias, { country, city });
}
// The longest name found wins: "Kuwait City" over "Kuwait", "الإمارات العربية المتحدة" over
// "الإمارات"; a country's name comes before a city's of the same words ("Singapore").
const places = new PhraseIndex(names);

export interface TPlacesFound {
  country?: string;
  city?: string;
  /** The indexes of the words that name the places. */
  covered: Set<number>;
}

/**
 * The country and city a message names. A city gives its country ("Tripoli, Lebanon" keeps the
 * country named when the city is one of its own); when the message names a country and a city of
 * another country, the city wins (the more precise of the two).
 */
export function findPlaces(tokens: readonly TToken[]): TPlacesFound {
  const found: TPlacesFound = { covered: new Set() };
  let namedCountry: string | undefined;
  for (let index = 0; index < tokens.length; index++) {
    if (found.covered.has(index)) continue;
    const hit = places.longestAt(tokens, index);
    if (!hit) continue;
    const single = hit.words.length === 1 ? hit.words[0] : null;
    if (single && NEEDS_PREPOSITION.has(single) && !PREPOSITIONS.has(tokens[index - 1]?.raw ?? "")) continue;
    for (let k = 0; k < hit.words.length; k++) found.covered.add(index + k);
    if (hit.value.city && !found.city) found.city = hit.value.city;
    else if (!hit.value.city && !namedCountry) namedCountry = hit.value.country;
  }
  if (found.city && namedCountry && isCityOf(namedCountry, found.city)) found.country = namedCountry;
  else if (found.city) found.country = cityCountry.get(found.city);
  else if (namedCountry) found.country = namedCountry;
  return found;
}
