// Modules made for tests stay in tests: the test catalogue (a second language registered at run
// time) and the test app and factories of server/test/ are imported by no application file.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEST_ONLY = /from\s+["'][^"']*(i18n\/test-catalogue|(^|\/)test\/(test-app|factories|hiring))["']/;

function applicationFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(path.relative(ROOT, entry.parentPath), entry.name);
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.test\.(ts|tsx)$/.test(entry.name)) return [];
    return file.startsWith(path.join("server", "test")) ? [] : [file];
  });
}

describe("test-only modules", () => {
  it("are imported by no application file", () => {
    const offenders = ["app", "server", "common"]
      .flatMap(applicationFiles)
      .filter((file) => TEST_ONLY.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("are recognised in an import line", () => {
    expect(TEST_ONLY.test('import { registerCatalogueForTests } from "@common/i18n/test-catalogue";')).toBe(true);
    expect(TEST_ONLY.test('import { insertJob } from "../../test/factories";')).toBe(true);
    expect(TEST_ONLY.test('import { createTranslator } from "@common/i18n";')).toBe(false);
  });
});
