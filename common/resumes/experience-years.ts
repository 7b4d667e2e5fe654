// Years of experience from a resume's work entries (the job-seeker profile shows it and
// the candidate card carries it). Periods are whole months, both ends included; overlapping
// jobs count once; a current job runs to this month; an entry without a usable start, or that
// is neither current nor ended, is left out. The answer is whole years, rounded down.

export interface TDatedEntry {
  startDate?: string | null;
  endDate?: string | null;
  current?: boolean | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2021-03" as a month count (year * 12 + month index); null when not a YYYY-MM month. */
function monthIndex(value: string | null | undefined): number | null {
  const match = MONTH.exec(value ?? "");
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

export function yearsOfExperience(entries: readonly TDatedEntry[], today: Date = new Date()): number {
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  // Half-open month ranges [start, end).
  const periods: [number, number][] = [];
  for (const entry of entries) {
    const start = monthIndex(entry.startDate);
    const last = entry.current ? thisMonth : monthIndex(entry.endDate);
    if (start === null || last === null) continue;
    const end = Math.min(last, thisMonth) + 1;
    if (end > start) periods.push([start, end]);
  }
  periods.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of periods) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return Math.floor(months / 12);
}
