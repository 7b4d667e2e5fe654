// CSV as RFC 4180 writes it, for every export (the console's and the candidate search's).

export type TCsvValue = string | number | null;

/** A byte order mark first, so spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * One cell: a value a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe; a value with a comma, a quote or a line break is
 * quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: TCsvValue): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly TCsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
