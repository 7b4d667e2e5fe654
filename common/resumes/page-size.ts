// The paper a resume is printed on: US Letter in the United States and Canada, A4
// everywhere else, unless the person chose. The PDF (server/pdf) and the in-app preview
// (app/components/resume-preview) both follow it.

export const PAGE_SIZES = ["letter", "a4"] as const;
export type TPageSize = (typeof PAGE_SIZES)[number];

/** Width and height in PDF points (1/72 inch). */
export const PAGE_DIMENSIONS: Record<TPageSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};

export const isPageSize = (value: unknown): value is TPageSize =>
  typeof value === "string" && (PAGE_SIZES as readonly string[]).includes(value);

// The last part of "Austin, TX", "Toronto, Ontario, Canada" or "New York, NY 10001, USA".
const LETTER_COUNTRIES = new Set([
  "united states",
  "united states of america",
  "usa",
  "us",
  "u.s.",
  "u.s.a.",
  "america",
  "canada",
]);
// States and territories of the United States, provinces and territories of Canada, as in
// "Austin, TX". Left out: DE, IN, MA, NL, SD and TN, which more often name Germany, India,
// Morocco, the Netherlands, Sudan and Tunisia, countries of this market.
const LETTER_REGION_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DC FL GA HI ID IL IA KS KY LA ME MD MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC TX UT VT VA WA WV WI WY PR AB BC MB NB NS NT NU ON PE QC SK YT"
  ).split(" "),
);
const LETTER_REGION_NAMES = new Set(
  [
    "Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii",
    "Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, Michigan",
    "Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey, New Mexico",
    "North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South Carolina",
    "South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, Washington, West Virginia, Wisconsin, Wyoming",
    "Puerto Rico",
    "District of Columbia, Alberta, British Columbia, Manitoba, New Brunswick, Newfoundland and Labrador",
    "Nova Scotia, Ontario, Prince Edward Island, Quebec, Québec, Saskatchewan, Yukon, Northwest Territories, Nunavut",
  ]
    .join(", ")
    .toLowerCase()
    .split(", "),
);

/** Letter when the location names the United States or Canada (a country, a state or a province), else A4. */
export function defaultPageSize(location: string | undefined): TPageSize {
  const parts = (location ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return "a4";
  const last = parts.at(-1)!;
  if (LETTER_COUNTRIES.has(last.toLowerCase())) return "letter";
  if (parts.length < 2) return "a4";
  // "NY 10001" or "ON M5V 2T6": the region code before a postal code.
  const region = last.split(/\s+/)[0];
  if (LETTER_REGION_CODES.has(region) || LETTER_REGION_NAMES.has(last.toLowerCase())) return "letter";
  return "a4";
}

/** The resume's paper: the one chosen, else the default of its location. */
export function resumePageSize(resume: { pageSize?: unknown; personalInfo?: { location?: string } }): TPageSize {
  return isPageSize(resume.pageSize) ? resume.pageSize : defaultPageSize(resume.personalInfo?.location);
}
