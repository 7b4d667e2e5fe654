// How the inbox writes a message's time: the time of day for today's messages, else the date;
// the full date and time on hover.
import { formatDate } from "@common/i18n/formats";

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function shortMessageDate(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDate(date, locale, sameDay(date, now) ? { timeStyle: "short" } : { dateStyle: "medium" });
}

export function fullMessageDate(iso: string, locale: string): string {
  return formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
}
