// What the Analytics tab's charts and tables share: the series' colours (the theme's tokens) and
// the numbers, percentages and days as the user's locale writes them.

/** Views are the accent colour; applications a dark neutral, drawn as a line with dots. */
export const VIEWS_COLOR = "var(--color-primary-600)";
export const APPLICATIONS_COLOR = "var(--color-gray-800)";
/** A job's conversion bar when another job is picked. */
export const MUTED_BAR_COLOR = "var(--color-primary-200)";
export const GRID_COLOR = "var(--color-gray-200)";
export const AXIS_COLOR = "var(--color-gray-600)";

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format as T;
}

export function formatCount(value: number, locale: string): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A conversion percentage (33.3 is "33.3%"); null when there were no views. */
export function formatPercent(value: number, locale: string): string {
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
  ).format(value / 100);
}

/** A UTC day (YYYY-MM-DD) short, for an axis ("Jun 3"), or in full for a table ("Jun 3, 2026"). */
export function formatDay(day: string, locale: string, style: "short" | "full"): string {
  const format = cached(
    `day:${style}:${locale}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        style === "short"
          ? { month: "short", day: "numeric", timeZone: "UTC" }
          : { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
      ),
  );
  return format.format(new Date(`${day}T00:00:00.000Z`));
}
