// What the analytics charts and the tables beside them share (the company dashboard's and the
// administrator console's): the series' colours (the theme's tokens) and the numbers,
// percentages and days as the user's locale writes them.

/** A chart's bars are the accent colour; its line a dark neutral, drawn dashed with dots. */
export const BAR_COLOR = "var(--color-primary-600)";
export const LINE_COLOR = "var(--color-gray-800)";
/** A job's conversion bar when another job is picked. */
export const MUTED_BAR_COLOR = "var(--color-primary-200)";
export const GRID_COLOR = "var(--color-gray-200)";
export const AXIS_COLOR = "var(--color-gray-600)";
/** An axis's labels and the tooltip's box, alike in every chart. */
export const tick = { fill: AXIS_COLOR, fontSize: 12 };
export const tooltipStyle = { borderRadius: 8, borderColor: "var(--color-gray-200)", fontSize: 14 };

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

/** A percentage with one decimal as the locale writes it (33.3 is "33.3%"). */
export function formatPercent(value: number, locale: string): string {
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
  ).format(value / 100);
}

/**
 * A calendar day (YYYY-MM-DD, already the day of the zone it was counted in) short, for an axis
 * ("Jun 3"), with its year ("Jun 3, 2026"), or in full for a table ("Wed, Jun 3, 2026"); read as a UTC date so that no zone
 * moves it.
 */
export function formatDay(day: string, locale: string, style: "short" | "medium" | "full"): string {
  const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
    short: { month: "short", day: "numeric" },
    medium: { month: "short", day: "numeric", year: "numeric" },
    full: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  };
  const format = cached(
    `day:${style}:${locale}`,
    () => new Intl.DateTimeFormat(locale, { ...options[style], timeZone: "UTC" }),
  );
  return format.format(new Date(`${day}T00:00:00.000Z`));
}
