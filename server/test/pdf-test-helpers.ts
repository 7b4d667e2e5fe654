import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Whether poppler-utils (pdftotext, pdfinfo) is installed; CI installs it. */
export const hasPoppler = spawnSync("pdftotext", ["-v"]).error === undefined;

function withPdfFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-pdf-"));
  const file = path.join(directory, "resume.pdf");
  try {
    fs.writeFileSync(file, pdf);
    return read(file);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

// pdftotext marks right-to-left runs with bidi embedding controls; they are not text.
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text an applicant-tracking system reads, in pdftotext's reading order. */
export function extractText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (file) => {
    const result = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout.replace(BIDI_CONTROLS, "");
  });
}

export function countPages(pdf: Uint8Array): number {
  return withPdfFile(pdf, (file) => {
    const result = spawnSync("pdfinfo", [file], { encoding: "utf8" });
    const match = /^Pages:\s+(\d+)/m.exec(result.stdout);
    if (!match) throw new Error(`pdfinfo failed: ${result.stderr}`);
    return Number(match[1]);
  });
}

/** Where each needle first appears at or after the previous one's place; -1 when missing. */
export function positionsInOrder(haystack: string, needles: string[]): number[] {
  const positions: number[] = [];
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    positions.push(at);
    if (at !== -1) from = at + needle.length;
  }
  return positions;
}
