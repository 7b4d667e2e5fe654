// `npm test`: type-check, lint, format check, build, unit and API tests, browser journeys; at the
// end, each part's wall time and the slowest test files of each Vitest run.
// Browser journeys need a system Chromium or Chrome; without one they are skipped loudly,
// unless REQUIRE_BROWSER_TESTS=1 (set by .ci/run), which makes a missing browser a failure.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

const failedSteps = [];
/** Each part's wall time, printed as a table at the end. */
const timings = [];
/** Each Vitest run's slowest files. */
const slowest = [];

function record(title, startedAt, ok, note = "") {
  timings.push({ title, seconds: (Date.now() - startedAt) / 1000, ok, note });
  if (!ok) failedSteps.push(title);
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  record(title, startedAt, result.status === 0);
  return result.status === 0;
}

/**
 * Runs independent steps at the same time (type-check, lint and the format check each keep one
 * core busy), keeping each one's output together, printed when it ends.
 */
async function runConcurrently(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const startedAt = Date.now();
          let output = "";
          const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            console.log(`\n=== ${title} ===\n${output.trimEnd()}`);
            record(title, startedAt, code === 0, "(concurrent)");
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

/** Runs one Vitest project, adds its counts to the totals, and answers how many tests ran. */
function vitest(project, title, env = {}, files = []) {
  const outputFile = path.join(resultsDir, `${title.replace(/\W+/g, "-")}.json`);
  const ok = run(
    title,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`, ...files],
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
  const files_ = report.testResults
    .map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  slowest.push({ title, files: files_.slice(0, 8), count: files_.length });
  return { ok: ok && report.numFailedTests === 0, ran: report.numPassedTests + report.numFailedTests };
}

// A test file reaches the database when it, or a module it imports by a relative path, opens
// one (the test app, the database client, the app context) or reads the database's address.
const REACHES_DATABASE = /test\/test-app|db\/client|openAppContext|DATABASE_URL/;

/** The unit project's test files that reach the database: they alone run again on PostgreSQL. */
function databaseTestFiles() {
  const files = [];
  const walk = (directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const directory of ["common", "server", "app", "scripts"]) walk(path.join(root, directory));
  const reaches = (file) => {
    const text = fs.readFileSync(file, "utf8");
    if (REACHES_DATABASE.test(text)) return true;
    for (const [, specifier] of text.matchAll(/from "(\.\.?\/[^"]+)"/g)) {
      const base = path.resolve(path.dirname(file), specifier);
      const imported = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (imported && REACHES_DATABASE.test(fs.readFileSync(imported, "utf8"))) return true;
    }
    return false;
  };
  return files.filter(reaches).map((file) => path.relative(root, file));
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

const formatSeconds = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s`
    : `${seconds.toFixed(1)}s`;

function printTimes() {
  console.log("\nslowest test files:");
  for (const { title, files, count } of slowest) {
    console.log(`  ${title} (${count} files):`);
    for (const file of files) console.log(`    ${formatSeconds(file.seconds).padStart(8)}  ${file.name}`);
  }
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  console.log(`\ntime per part (${os.availableParallelism()} cores, load average ${one} ${five} ${fifteen}):`);
  const width = Math.max(...timings.map(({ title }) => title.length), 5);
  for (const { title, seconds, ok, note } of timings) {
    console.log(`  ${title.padEnd(width)}  ${formatSeconds(seconds).padStart(8)}  ${ok ? "ok    " : "FAILED"} ${note}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${formatSeconds((Date.now() - started) / 1000).padStart(8)}`);
}

let ok = true;
ok = run("type generation", process.execPath, [path.join(root, "scripts/react-router.mjs"), "typegen"]) && ok;
ok =
  (await runConcurrently([
    { title: "type-check (tsc)", command: bin("tsc"), args: ["--noEmit"] },
    { title: "lint", command: bin("eslint"), args: ["."] },
    { title: "format check", command: bin("prettier"), args: ["--check", "."] },
  ])) && ok;
// Unit and API tests on the embedded database, then, when TEST_DATABASE_URL names a
// PostgreSQL server, the files that reach the database once more against it (each test file
// copies the run's migrated template database and drops its copy).
ok = vitest("unit", "unit and API tests (PGlite)", { TEST_DATABASE_URL: "" }).ok && ok;
if (process.env.TEST_DATABASE_URL) {
  const files = databaseTestFiles();
  console.log(`\nThe ${files.length} test files that reach the database run again on PostgreSQL.`);
  ok = vitest("unit", "API tests (PostgreSQL)", {}, files).ok && ok;
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
printTimes();
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// A failed step (type-check, lint, format) fails the run even when every test passed: say which.
if (failedSteps.length) console.error(`failed steps: ${failedSteps.join(", ")}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
