// How the inbox writes a message's time: the time of day for today's messages, else the date;
// the full date and time on hover.

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function shortMessageDate(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return sameDay(date, now)
    ? new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(date)
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}

export function fullMessageDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
