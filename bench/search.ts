// npm run bench:search -- [--jobs 100000] [--db pglite|postgres] [--rounds 15] [--naive-rounds 3]
//
// Loads N generated jobs into a fresh database (PGlite in a temporary directory, or a database
// of its own on the PostgreSQL server named by TEST_DATABASE_URL, dropped at the end), builds
// the search index, then times a fixed mix of realistic searches through findJobs (the index),
// through the database's statements alone, and done the naive way (ILIKE '%word%', then sort).
// Results: docs/bench-search.md.
import os from "node:os";
import { parseArgs } from "node:util";
import { ZJobSearchQuerySchema, type TJobSearchQuery } from "@common/jobs/schemas";
import { parseEnv } from "../server/lib/env";
import { createLogger } from "../server/lib/logger";
import { closePlatform, openPlatform } from "../server/platform/platform";
import { findJobs } from "../server/services/jobs/find-jobs";
import { loadJobs } from "./load-jobs";
import { naiveFindJobs } from "./naive-find-jobs";
import { benchDatabaseKind, openBenchDatabase } from "./support/database";
import { summary } from "./support/stats";

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "100000" },
    db: { type: "string", default: "pglite" },
    rounds: { type: "string", default: "15" },
    "naive-rounds": { type: "string", default: "3" },
    "skip-naive": { type: "boolean", default: false },
  },
});

const jobCount = Number(args.jobs);
const rounds = Number(args.rounds);
const naiveRounds = args["skip-naive"] ? 0 : Number(args["naive-rounds"]);
if (!Number.isInteger(jobCount) || jobCount < 1000) throw new Error("--jobs must be a whole number >= 1000");
const databaseKind = benchDatabaseKind(args.db);

const format = (ms: number) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

async function main() {
  const { handle, cleanUp } = await openBenchDatabase(databaseKind, "search");
  const { db } = handle;
  // The platform services of a server: the job search index and its vocabulary.
  const context = { db, ...openPlatform({ db, env: parseEnv({}), logger: createLogger("silent") }) };
  const now = new Date();
  const loadAtStart = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  try {
    console.log(`Loading ${jobCount.toLocaleString("en-US")} jobs into ${args.db}...`);
    const loaded = await loadJobs(db, {
      jobs: jobCount,
      now,
      onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString("en-US")} rows`),
    });
    process.stdout.write("\n");
    console.log(
      `Loaded in ${loaded.seconds.toFixed(1)} s: ${loaded.listed.toLocaleString("en-US")} listed (active, unexpired)`,
    );

    const company = loaded.companies[0];
    const mix: [string, Record<string, string>][] = [
      ["all jobs, newest (default)", {}],
      ["keyword: engineer", { search: "engineer" }],
      ["keyword: manager (recent)", { search: "manager", sort: "recent" }],
      ["two words: software engineer", { search: "software engineer" }],
      ['phrase: "product manager"', { search: '"product manager"' }],
      ["exclusion: engineer -software", { search: "engineer -software" }],
      ["prefix: reac", { search: "reac" }],
      ["typo: recat", { search: "recat" }],
      ["typo: enginer", { search: "enginer" }],
      ["stemming: developers", { search: "developers" }],
      ["rare: physiotherapist", { search: "physiotherapist" }],
      ["description word: mentor", { search: "mentor" }],
      ["keyword + country: designer, UK", { search: "designer", country: "United Kingdom" }],
      ["keyword + city: developer, Dubai", { search: "developer", country: "United Arab Emirates", city: "Dubai" }],
      ["keyword + remote: developer", { search: "developer", workType: "remote" }],
      ["keyword + salary desc: engineer", { search: "engineer", sort: "salary_desc" }],
      ["keyword + salary asc: accountant", { search: "accountant", sort: "salary_asc" }],
      ["country: Germany", { country: "Germany" }],
      ["country + band: UAE 200k-400k AED", { country: "United Arab Emirates", salaryRange: "200000-400000" }],
      ["band (USD): 150000+, salary desc", { salaryRange: "150000+", sort: "salary_desc" }],
      ["company size: startup", { companySize: "startup" }],
      ["company name", { company }],
      ["location text: cairo", { location: "cairo" }],
      ["work type: hybrid, salary asc", { workType: "hybrid", sort: "salary_asc" }],
      ["sort: salary desc", { sort: "salary_desc" }],
      ["deep page 200: all, newest", { page: "200" }],
      ["deep page 60: engineer, relevance", { search: "engineer", page: "60" }],
      ["deep page 100: manager, recent", { search: "manager", sort: "recent", page: "100" }],
      ["deep page 150: salary asc", { sort: "salary_asc", page: "150" }],
      ["page past the end", { search: "physiotherapist", page: "5000" }],
    ];
    const queries = mix.map(([name, raw]) => ({ name, query: ZJobSearchQuerySchema.parse(raw) as TJobSearchQuery }));

    // The search index is built once, as the server does at start, and then kept in step.
    const memoryBefore = process.memoryUsage();
    let startedAt = performance.now();
    await context.searchIndex.start();
    if (!(await context.searchIndex.ready())) throw new Error("the search index could not be built");
    const buildSeconds = (performance.now() - startedAt) / 1000;
    const memoryAfter = process.memoryUsage();
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `Search index built in ${buildSeconds.toFixed(1)} s: ${megabytes(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers)} of typed arrays, ` +
        `${megabytes(memoryAfter.heapUsed - memoryBefore.heapUsed)} more heap`,
    );

    // Two ways: through the search index (findJobs as the server runs it), and the database's
    // own statements alone, with every total counted. The warm-up fills the database's caches and
    // the typo vocabulary. Both ways must give the same pages and totals.
    for (const { query } of queries) {
      await findJobs(context, { query, now });
      await findJobs(context, { query, now, useIndex: false });
    }
    const fast = new Map<string, number[]>(queries.map(({ name }) => [name, []]));
    const statements = new Map<string, number[]>(queries.map(({ name }) => [name, []]));
    const totals = new Map<string, number>();
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, query } of queries) {
        startedAt = performance.now();
        const result = await findJobs(context, { query, now });
        fast.get(name)!.push(performance.now() - startedAt);
        totals.set(name, result.total);
        startedAt = performance.now();
        const again = await findJobs(context, { query, now, useIndex: false });
        statements.get(name)!.push(performance.now() - startedAt);
        const pageOf = (found: typeof result) => JSON.stringify([found.total, found.jobs.map((job) => job.id)]);
        if (pageOf(again) !== pageOf(result)) throw new Error(`${name}: the index and the statements disagree`);
      }
    }
    const naive = new Map<string, number[]>(queries.map(({ name }) => [name, []]));
    const naiveTotals = new Map<string, number>();
    if (naiveRounds > 0) {
      for (const { query } of queries.slice(0, 3)) await naiveFindJobs(db, { query, now });
      for (let round = 0; round < naiveRounds; round += 1) {
        for (const { name, query } of queries) {
          startedAt = performance.now();
          const result = await naiveFindJobs(db, { query, now });
          naive.get(name)!.push(performance.now() - startedAt);
          naiveTotals.set(name, result.total);
        }
      }
    }

    console.log("");
    console.log("| query | total | findJobs p50 ms | statements p50 ms | naive total | naive p50 ms | ratio |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const { name } of queries) {
      const f = summary(fast.get(name)!);
      const w = summary(statements.get(name)!);
      const n = summary(naive.get(name)!);
      console.log(
        `| ${name} | ${totals.get(name)} | ${format(f.p50)} | ${format(w.p50)} | ${naiveTotals.get(name) ?? "-"} | ${format(n.p50)} | ${
          Number.isNaN(n.p50) ? "-" : `${(n.p50 / f.p50).toFixed(0)}x`
        } |`,
      );
    }
    console.log("");
    console.log(
      `db=${args.db} jobs=${jobCount} listed=${loaded.listed} queries=${queries.length} ` +
        `node=${process.version} cpus=${os.cpus().length} load average=${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")} (start: ${loadAtStart})`,
    );
    const report = (label: string, names: string[]) => {
      const all = summary(names.flatMap((name) => fast.get(name)!));
      console.log(
        `${label} findJobs:   p50 ${format(all.p50)} ms, p95 ${format(all.p95)} ms, p99 ${format(all.p99)} ms (${all.n} runs, search index)`,
      );
      const again = summary(names.flatMap((name) => statements.get(name)!));
      console.log(
        `${label} statements: p50 ${format(again.p50)} ms, p95 ${format(again.p95)} ms, p99 ${format(again.p99)} ms (${again.n} runs, database alone, every total counted)`,
      );
      if (naiveRounds === 0) return;
      const slow = summary(names.flatMap((name) => naive.get(name)!));
      console.log(
        `${label} naive:      p50 ${format(slow.p50)} ms, p95 ${format(slow.p95)} ms, p99 ${format(slow.p99)} ms (${slow.n} runs)`,
      );
      console.log(
        `${label} ratio:      p50 ${(slow.p50 / all.p50).toFixed(0)}x, p95 ${(slow.p95 / all.p95).toFixed(0)}x, p99 ${(slow.p99 / all.p99).toFixed(0)}x`,
      );
    };
    report(
      "all queries:",
      queries.map(({ name }) => name),
    );
    // Without keywords the naive way is our statements without the index; this ratio measures keyword search.
    report(
      "with keywords:",
      queries.filter(({ query }) => query.search).map(({ name }) => name),
    );
  } finally {
    await closePlatform(context);
    await handle.close();
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
