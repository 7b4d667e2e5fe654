// What the analytics charts and the tables beside them share (the company dashboard's and the
// administrator console's): the series' colours (the theme's tokens) and the numbers,
// percentages and days as the user's locale writes them (common/i18n/formats.ts).
import { formatDate, formatNumber, formatPercent as formatFraction } from "@common/i18n/formats";

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

export function formatCount(value: number, locale: string): string {
  return formatNumber(value, locale);
}

/** A percentage with one decimal as the locale writes it (33.3 is "33.3%"). */
export function formatPercent(value: number, locale: string): string {
  return formatFraction(value / 100, locale);
}

const DAY_STYLES = {
  short: { month: "short", day: "numeric", timeZone: "UTC" },
  medium: { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
  full: { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar day (YYYY-MM-DD, already the day of the zone it was counted in) short, for an axis
 * ("Jun 3"), with its year ("Jun 3, 2026"), or in full for a table ("Wed, Jun 3, 2026"); read as a UTC date so that no zone
 * moves it.
 */
export function formatDay(day: string, locale: string, style: keyof typeof DAY_STYLES): string {
  return formatDate(`${day}T00:00:00.000Z`, locale, DAY_STYLES[style]);
}
