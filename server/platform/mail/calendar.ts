// An iCalendar (RFC 5545) invitation with one event, attached to the "interview scheduled" mail
// so the recipient's calendar can add it. Small enough to write here: the `ics` package would
// bring a second validation library for one event (decision 014).

export interface TCalendarEvent {
  /** Stable across updates of the same event (e.g. "interview-42@hirewise"). */
  uid: string;
  title: string;
  description: string;
  /** A place or a video-call address. */
  location: string;
  startsAt: Date;
  durationMinutes: number;
}

/** A UTC date-time as iCalendar writes it: 20261125T143000Z. */
function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes a TEXT value (RFC 5545 section 3.3.11). */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (section 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarInvitation(event: TCalendarEvent, now = new Date()): string {
  const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hirewise//Interviews//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(event.startsAt)}`,
    `DTEND:${icsDate(endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
