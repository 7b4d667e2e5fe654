// Numbers, money, dates, relative times and lists as the reader's language writes them: every
// view, loader and mail formats through here with the Intl locale of its reader (intlLocale).
// Building an Intl formatter costs far more than using one (a few milliseconds per job card on a
// phone), so each is built once per locale and options and shared.

/** The digits an Arabic reader sees (decision 041): Latin 0-9 unless the account asks otherwise. */
export const DIGITS = ["latn", "arab"] as const;
export type TDigits = (typeof DIGITS)[number];

export function isDigits(value: unknown): value is TDigits {
  return value === "latn" || value === "arab";
}

/**
 * The Intl locale of a reader: the language itself, and for Arabic its digits named explicitly
 * ("ar-u-nu-latn", "ar-u-nu-arab"), since the bare "ar" writes Arabic-Indic digits.
 */
export function intlLocale(language: string, digits: TDigits = "latn"): string {
  return language === "ar" ? `ar-u-nu-${digits}` : language;
}

// Locales come from the site's languages and options from its code; the bound only guards
// against the unexpected.
const MAX_FORMATTERS = 500;
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    if (formatters.size < MAX_FORMATTERS) formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** 1234.5 is "1,234.5" in English, "1 234,5" in French. */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A share given as a fraction (0.333 is "33.3%"), with at most `maximumFractionDigits` decimals. */
export function formatPercent(fraction: number, locale: string, maximumFractionDigits = 1): string {
  return formatNumber(fraction, locale, { style: "percent", maximumFractionDigits });
}

/**
 * An amount in a currency, whole units ("$52,000", "52 000 €"); a code Intl does not know is
 * written before the number ("XYZ 52,000").
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return formatNumber(amount, locale, { style: "currency", currency, maximumFractionDigits: 0 });
  } catch {
    return `${currency} ${formatNumber(amount, locale, { maximumFractionDigits: 0 })}`;
  }
}

/** A date or an instant; "" for one that is not a date. */
export function formatDate(
  value: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(locale, options).format(date);
}

/** "in 3 days", "yesterday", "5 minutes ago" (numeric: "auto", so 1 day ago is "yesterday"). */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  const options = { numeric: "auto" } as const;
  return cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(value, unit);
}

/** "a, b and c" as the language joins a list. */
export function formatList(items: readonly string[], locale: string): string {
  const options = { style: "long", type: "conjunction" } as const;
  return cached("list", locale, options, () => new Intl.ListFormat(locale, options)).format(items);
}
