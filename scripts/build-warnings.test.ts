// The build a newcomer runs first (`npm start` builds when needed) prints nothing to worry
// about: no Node built-ins pulled into the browser's bundle, no deprecation or future-flag
// warning from React Router, no plugin timing report, no dynamic import that splits nothing. Built in a copy of the project, so the build/ of this
// tree (which a running server may be serving) is left alone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const COPIED = [
  "app",
  "common",
  "server",
  "public",
  "scripts/react-router.mjs",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".gitignore",
];

let copy: string;
let output: string;
let status: number | null;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-build-"));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(copy, "scripts/react-router.mjs"), "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  status = build.status;
  output = `${build.stdout}\n${build.stderr}`;
}, 240_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe("the production build", () => {
  it("succeeds", () => {
    expect(status, output).toBe(0);
  });

  it("pulls no Node built-in into the browser's bundle", () => {
    expect(output).not.toContain("externalized for browser compatibility");
    const clientCode = fs
      .readdirSync(path.join(copy, "build/client/assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => fs.readFileSync(path.join(copy, "build/client/assets", file), "utf8"))
      .join("\n");
    expect(clientCode).not.toMatch(/__vite-browser-external|node:stream|node:string_decoder/);
  });

  it("prints no deprecation, future-flag warning or plugin timing report", () => {
    expect(output).not.toMatch(/deprecated/i);
    expect(output).not.toContain("Future Flag");
    expect(output).not.toContain("PLUGIN_TIMINGS");
  });

  it("prints no import that fails to split a chunk", () => {
    expect(output).not.toContain("INEFFECTIVE_DYNAMIC_IMPORT");
  });
});

describe("the type generation before tsc", () => {
  it("prints no deprecation or future-flag warning", () => {
    const typegen = spawnSync(process.execPath, [path.join(copy, "scripts/react-router.mjs"), "typegen"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    const printed = `${typegen.stdout}\n${typegen.stderr}`;
    expect(typegen.status, printed).toBe(0);
    expect(printed).not.toMatch(/deprecated|Future Flag/i);
  });
});
