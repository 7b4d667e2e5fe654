// The paths a configuration may name follow app/routes.ts: every route without a parameter is a
// fixed page or a known redirect, so a page added there is not silently refused.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXED_PAGE_PATHS, REDIRECTING_PATHS } from "./page-paths";

describe("FIXED_PAGE_PATHS", () => {
  it("names every route of app/routes.ts without a parameter", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../../../app/routes.ts"), "utf8");
    const routes = [...source.matchAll(/route\("([^"]+)"/g)].map((match) => `/${match[1]}`);
    const fixed = routes.filter((route) => !route.includes(":") && !route.includes("*"));
    if (/\bindex\(/.test(source)) fixed.push("/");
    expect([...FIXED_PAGE_PATHS, ...REDIRECTING_PATHS].sort()).toEqual(fixed.sort());
  });
});
