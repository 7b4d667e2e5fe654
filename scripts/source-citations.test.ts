import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A comment says the rule itself, or points to a decision (docs/decisions/NNN-*.md) or to
// docs/product.md#<screen>. Issue numbers and the specification's sections mean nothing to a
// reader of the repository, where neither is kept.
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "common", "scripts", "e2e", "bench"];
const SKIPPED = new Set(["node_modules", "build", "migrations"]);
const CITATIONS: [what: string, pattern: RegExp][] = [
  ["an issue number", /\bissue #?\d+/i],
  ["the spec's parts", /\bspec-[12]\b/i],
  ["a spec section", /\bspec,? (sections? \d|§)/i],
  ["a file that is not in the repository", /\bPRODUCT\.md/],
];

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(path.join(root, folder))) return [];
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** Every line of the given files that cites one of CITATIONS, as "file:line: text". */
function citations(files: string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        CITATIONS.some(([, pattern]) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("comments a newcomer can follow", () => {
  it("cite no issue number, spec section or missing file in app, server, common, scripts, e2e or bench", () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => file !== "scripts/source-citations.test.ts");
    expect(files.length).toBeGreaterThan(500);
    expect(citations(files)).toEqual([]);
  });

  it("nor in the docs beside the decisions", () => {
    const docs = fs
      .readdirSync(path.join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join("docs", name));
    expect(docs).toContain("docs/product.md");
    expect(citations([...docs, "README.md", "CONTRIBUTING.md"])).toEqual([]);
  });

  it("finds each kind of citation", () => {
    const samples = ["// (issue 14)", "/** issue #3 */", "// spec-1 section 9", "// spec section 4", "// PRODUCT.md"];
    for (const sample of samples)
      expect(
        CITATIONS.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(CITATIONS.some(([, pattern]) => pattern.test("// RFC 5545 section 3.1; docs/product.md#jobs"))).toBe(false);
  });
});
