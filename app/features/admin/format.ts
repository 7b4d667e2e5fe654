// Dates of the console's records, written in the reader's language and time zone (the tabs
// read their lists in the browser, so the server never writes these).
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 29, 2026, 10:07 AM": when an event happened or a message was sent. */
export function dateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    formats.set(locale, format);
  }
  return format.format(date);
}
