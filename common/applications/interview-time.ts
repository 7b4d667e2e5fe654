// An interview's time as a company enters it (a date, a wall-clock time and the IANA time zone
// it is in) and the instant it names, without a time-zone library: Intl knows every zone's
// offset at any instant.
import { dateFormat, formatDate } from "../i18n/formats";

/** Whether the runtime knows this IANA time zone ("Europe/Berlin"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone: "2026-12-01", "14:30", "Europe/Berlin" is
 * 13:30 UTC. A time skipped by a clock change is read with the offset before the change.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/**
 * An interview's start in the time zone the company set it in, with the weekday so nobody misreads
 * the day: "Thu, Dec 3, 2026, 10:30 AM". Callers add the zone's name beside it.
 */
export function formatInterviewStart(interview: { startsAt: string; timeZone: string }, locale: string): string {
  return formatDate(interview.startsAt, locale, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: interview.timeZone,
  });
}
