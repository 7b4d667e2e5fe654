// Dates of the console's records, written in the reader's language and time zone (the tabs
// read their lists in the browser, so the server never writes these).
import { formatDate } from "@common/i18n/formats";

/** "Nov 29, 2026, 10:07 AM": when an event happened or a message was sent. */
export function dateTime(value: string, locale: string): string {
  return formatDate(value, locale, { dateStyle: "medium", timeStyle: "short" });
}
