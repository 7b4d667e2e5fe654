// `npm test`: type-check, lint, format check, build, unit and API tests, browser journeys.
// Browser journeys need a system Chromium or Chrome; without one they are skipped loudly,
// unless REQUIRE_BROWSER_TESTS=1 (set by .ci/run), which makes a missing browser a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/** Runs one Vitest project, adds its counts to the totals, and answers how many tests ran. */
function vitest(project, title, env = {}) {
  const outputFile = path.join(resultsDir, `${title.replace(/\W+/g, "-")}.json`);
  const ok = run(
    title,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`],
    env,
  );
  if (!fs.existsSync(outputFile)) {
    totals.failed += 1;
    return { ok: false, ran: 0 };
  }
  const report = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return { ok: ok && report.numFailedTests === 0, ran: report.numPassedTests + report.numFailedTests };
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

let ok = true;
ok = run("type-check", process.execPath, [path.join(root, "scripts/react-router.mjs"), "typegen"]) && ok;
ok = run("type-check (tsc)", bin("tsc"), ["--noEmit"]) && ok;
ok = run("lint", bin("eslint"), ["."]) && ok;
ok = run("format check", bin("prettier"), ["--check", "."]) && ok;
// Unit and API tests on the embedded database, then, when TEST_DATABASE_URL names a
// PostgreSQL server, once more against it (each test file creates and drops its own database).
ok = vitest("unit", "unit and API tests (PGlite)", { TEST_DATABASE_URL: "" }).ok && ok;
if (process.env.TEST_DATABASE_URL) {
  ok = vitest("unit", "unit and API tests (PostgreSQL)").ok && ok;
}

const chromium = findChromium();
if (chromium) {
  const built = run("build", process.execPath, [path.join(root, "scripts/react-router.mjs"), "build"]);
  ok = built && ok;
  if (built) {
    const e2e = vitest("e2e", "browser tests");
    ok = e2e.ok && ok;
    if (e2e.ran === 0 && process.env.REQUIRE_BROWSER_TESTS === "1") {
      console.error("REQUIRE_BROWSER_TESTS=1: no browser test ran.");
      ok = false;
    }
  }
} else {
  const message = [
    "",
    "!!! BROWSER TESTS SKIPPED: no Chromium or Chrome found.",
    "!!! Install one to run them: sudo apt-get install chromium   (or set CHROMIUM_PATH)",
    "",
  ].join("\n");
  console.error(message);
  if (process.env.REQUIRE_BROWSER_TESTS === "1") {
    console.error("REQUIRE_BROWSER_TESTS=1: a missing browser is a failure.");
    ok = false;
    totals.failed += 1;
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// A failed step (type-check, lint, format) fails the run even when every test passed: say which.
if (failedSteps.length) console.error(`failed steps: ${failedSteps.join(", ")}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
