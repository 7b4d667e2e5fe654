// npm run bench:match -- [--db pglite|postgres] [--jobs 100000] [--candidates 10000] [--runs 30] [--naive-runs 2] [--skip-naive] [--skip-candidates]
//
// Matching speed: loads generated listed jobs and visible job seekers into a fresh
// database (PGlite in a temporary directory, or a database of its own on the PostgreSQL server
// named by TEST_DATABASE_URL, dropped at the end), then times
//   1. rankListedJobs: the best 20 of the listed jobs for one resume (several resumes of
//      different professions in turn), against the naive way: read every listed job, prepare and
//      score each with the engine, no prefilter and no cache; and
//   2. rankCandidatesForJob: the best 20 visible job seekers for one job (several jobs in turn),
//      against the naive way: read every visible profile's resume, prepare and score each.
// p50 and p95 over --runs runs after one warm-up, the naive way in the same run, the overlap of
// our top 20 with the naive top 20, and where the time goes. Results: docs/bench-match.md.
import os from "node:os";
import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type TDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";
import { parseEnv } from "../server/lib/env";
import { createLogger } from "../server/lib/logger";
import {
  prepareJob,
  prepareResume,
  scoreMatch,
  type TCorpusStats,
  type TPreparedJob,
  type TPreparedResume,
} from "../server/matching";
import { MATCH_JOB_COLUMNS, toVersionedJob, type MatchKeeper } from "../server/platform/matching/match-keeper";
import { closePlatform, openPlatform } from "../server/platform/platform";
import { resumeMatchInput } from "../server/services/matching/match-inputs";
import { rankCandidatesForJob } from "../server/services/matching/rank-candidates";
import { fillMatchSkills, rankListedJobs } from "../server/services/matching/rank-jobs";
import { loadJobs } from "./load-jobs";
import { loadSeekers, seekerResume, SEEKER_ROLES } from "./load-seekers";
import { benchDatabaseKind, openBenchDatabase } from "./support/database";
import { summary } from "./support/stats";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    jobs: { type: "string", default: "100000" },
    candidates: { type: "string", default: "10000" },
    runs: { type: "string", default: "30" },
    "naive-runs": { type: "string", default: "2" },
    "skip-naive": { type: "boolean", default: false },
    "skip-candidates": { type: "boolean", default: false },
  },
});

const listedTarget = Number(args.jobs);
const candidateCount = Number(args.candidates);
const runs = Number(args.runs);
const naiveRuns = args["skip-naive"] ? 0 : Number(args["naive-runs"]);
const LIMIT = 20;
const TARGET_JOBS_P95 = 150;
const TARGET_CANDIDATES_P95 = 100;
// Professions of the resumes ranked against the jobs, and of the jobs ranked against the seekers.
const ROLES = [
  "Software Engineer",
  "Registered Nurse",
  "Accountant",
  "Mathematics Teacher",
  "Logistics Coordinator",
  "Front Office Manager",
  "Site Engineer",
  "Solar Plant Technician",
];
if (!Number.isInteger(listedTarget) || listedTarget < 1000) throw new Error("--jobs must be a whole number >= 1000");
if (!Number.isInteger(candidateCount) || candidateCount < 100)
  throw new Error("--candidates must be a whole number >= 100");
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
const databaseKind = benchDatabaseKind(args.db);

const format = (ms: number) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const ms = (value: number) => (Number.isNaN(value) ? "-" : `${format(value)} ms`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

// ---------- where the time goes: the database's statements and the keeper's calls, timed ----------

type TPhases = Map<string, number>;
const dialect = new PgDialect();

/**
 * The context a service gets, with every db.execute timed and sorted into a phase by its
 * statement, and the match keeper's calls timed; the rest of a call is the engine's scoring,
 * sorting and the service's own code.
 */
function timedContext<T extends { db: TDatabase; matching: MatchKeeper }>(
  context: T,
  phases: TPhases,
  classify: (statement: string) => string,
  rowCounts: TPhases = new Map(),
): T {
  const add = (phase: string, ms: number) => phases.set(phase, (phases.get(phase) ?? 0) + ms);
  const db = new Proxy(context.db, {
    get(target, property) {
      if (property === "execute") {
        return async (query: SQL) => {
          const phase = classify(dialect.sqlToQuery(query).sql);
          const startedAt = performance.now();
          try {
            const answer = await target.execute(query);
            rowCounts.set(phase, (rowCounts.get(phase) ?? 0) + rowsOf(answer).length);
            return answer;
          } finally {
            add(phase, performance.now() - startedAt);
          }
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const keeperPhases: Record<string, string> = {
    prepare: "preparing (keeper.prepare)",
    cached: "cache lookups (keeper.cached)",
    prepareResume: "preparing (keeper.prepareResume)",
    cachedResume: "cache lookups (keeper.cachedResume)",
    corpus: "corpus statistics",
  };
  const matching = new Proxy(context.matching, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      const phase = typeof property === "string" ? keeperPhases[property] : undefined;
      const bound = (value as (...a: unknown[]) => unknown).bind(target);
      if (!phase) return bound;
      return (...callArgs: unknown[]) => {
        const startedAt = performance.now();
        const answer = bound(...callArgs);
        if (answer instanceof Promise) {
          return answer.finally(() => add(phase, performance.now() - startedAt));
        }
        add(phase, performance.now() - startedAt);
        return answer;
      };
    },
  });
  return { ...context, db, matching };
}

function printPhases(label: string, samples: { total: number; phases: TPhases }[]) {
  const names = [...new Set(samples.flatMap(({ phases }) => [...phases.keys()]))];
  const total = mean(samples.map(({ total }) => total));
  console.log(`${label}: mean of ${samples.length} instrumented runs, ${format(total)} ms in all`);
  let accounted = 0;
  for (const name of names) {
    const value = mean(samples.map(({ phases }) => phases.get(name) ?? 0));
    accounted += value;
    console.log(`  ${name.padEnd(44)} ${format(value).padStart(8)} ms  ${((100 * value) / total).toFixed(0)}%`);
  }
  const rest = total - accounted;
  console.log(
    `  ${"scoring, sorting and the rest".padEnd(44)} ${format(rest).padStart(8)} ms  ${((100 * rest) / total).toFixed(0)}%`,
  );
}

// ---------- top-20 comparison with the naive ranking ----------

interface TScored {
  id: number;
  score: number;
}

function compareTop(ours: TScored[], naive: TScored[]) {
  const ourIds = new Set(ours.map(({ id }) => id));
  const common = naive.filter(({ id }) => ourIds.has(id)).length;
  const ourLast = ours.at(-1)?.score ?? -Infinity;
  // A naive top-20 entry scoring strictly above our 20th is a better one the prefilter lost;
  // entries equal to it are ties (the generated data has many near-copies of each posting).
  const lost = naive.filter(({ id, score }) => !ourIds.has(id) && score > ourLast);
  const sameScores = JSON.stringify(ours.map(({ score }) => score)) === JSON.stringify(naive.map(({ score }) => score));
  return {
    common,
    lost,
    sameScores,
    ourBest: ours[0]?.score,
    naiveBest: naive[0]?.score,
    ourLast,
    naiveLast: naive.at(-1)?.score,
  };
}

function describeComparison(compared: ReturnType<typeof compareTop>): string {
  return (
    `same ids ${compared.common}/${LIMIT}, same scores ${compared.sameScores ? "yes" : "no"} ` +
    `(best ${compared.ourBest} vs ${compared.naiveBest}, 20th ${compared.ourLast} vs ${compared.naiveLast}), ` +
    `better ones lost: ${compared.lost.length}${
      compared.lost.length ? ` (${compared.lost.map(({ id, score }) => `#${id} ${score}`).join(", ")})` : ""
    }`
  );
}

/** Best first; ties keep the input's order (the newest first), as the services do. */
function topOf<T extends { score: number }>(scored: T[]): T[] {
  return [...scored].sort((a, b) => b.score - a.score).slice(0, LIMIT);
}

type TJobRow = Parameters<typeof toVersionedJob>[0];

async function readListedJobs(db: TDatabase): Promise<TJobRow[]> {
  return rowsOf<TJobRow>(
    await db.execute(
      sql`select ${MATCH_JOB_COLUMNS} from jobs where status = 'active' and expires_at > now()
          order by created_at desc, id desc`,
    ),
  );
}

interface TTableRow {
  what: string;
  ours: ReturnType<typeof summary>;
  naive: ReturnType<typeof summary>;
  target: number;
}

async function main() {
  const { handle, cleanUp } = await openBenchDatabase(databaseKind, "match");
  const { db } = handle;
  const context = { db, ...openPlatform({ db, env: parseEnv({}), logger: createLogger("silent") }) };
  const now = new Date();
  const loadAtStart = loadAverage();
  const startedAll = performance.now();
  const table: TTableRow[] = [];
  try {
    // h < 80 of every 100 generated rows is listed (bench/load-jobs.ts): load enough rows for the target.
    const rows = Math.ceil(listedTarget / 0.8);
    console.log(`Loading ${rows.toLocaleString("en-US")} jobs into ${args.db}...`);
    const loaded = await loadJobs(db, {
      jobs: rows,
      now,
      onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString("en-US")} rows`),
    });
    process.stdout.write("\n");
    console.log(
      `Loaded in ${loaded.seconds.toFixed(1)} s: ${loaded.listed.toLocaleString("en-US")} listed (active, unexpired)`,
    );

    // ---------- 1. listed jobs for one resume ----------
    const resumes = ROLES.map((role) => {
      const seniority = SEEKER_ROLES.find((entry) => entry.role.title === role)!.role.hasSeniority;
      let n = 0;
      const fits = (seeker: ReturnType<typeof seekerResume>) =>
        seeker.role === role && (!seniority || seeker.content.experience[0].position === `Senior ${role}`);
      while (!fits(seekerResume(n, now))) n += 1;
      const seeker = seekerResume(n, now);
      const trade = seeker.trade;
      const place = { country: seeker.country, city: seeker.city, willingToRelocate: seeker.willingToRelocate };
      return {
        label: `${seeker.content.experience[0].position} (${trade})`,
        resume: prepareResume(resumeMatchInput(seeker.content, place, now)),
      };
    });

    let startedAt = performance.now();
    let filled = 0;
    let fillCalls = 0;
    for (let batch = await fillMatchSkills(context); batch > 0; batch = await fillMatchSkills(context)) {
      filled += batch;
      fillCalls += 1;
    }
    console.log(
      `Warm-up: jobs.match_skills filled for ${filled.toLocaleString("en-US")} listed jobs in ${(
        (performance.now() - startedAt) /
        1000
      ).toFixed(1)} s (${fillCalls} batches of fillMatchSkills, as the first rankings would)`,
    );
    await db.execute(sql`vacuum analyze jobs`);
    for (const { label, resume } of resumes) {
      startedAt = performance.now();
      await rankListedJobs(context, { resume, limit: LIMIT });
      console.log(
        `Warm-up ranking (fills the prepared-job cache): ${label}: ${format(performance.now() - startedAt)} ms`,
      );
    }

    const jobTimes: number[] = [];
    const ourTopJobs = new Map<number, TScored[]>();
    for (let run = 0; run < runs; run += 1) {
      const index = run % resumes.length;
      startedAt = performance.now();
      const ranked = await rankListedJobs(context, { resume: resumes[index].resume, limit: LIMIT });
      jobTimes.push(performance.now() - startedAt);
      ourTopJobs.set(
        index,
        ranked.map(({ job, result }) => ({ id: job.id, score: result.score })),
      );
    }
    const jobPhases: { total: number; phases: TPhases }[] = [];
    console.log("");
    console.log("Per resume: p50 of its timed runs, and the rows its prefilter statements returned (the jobs scored):");
    for (const [index, { label, resume }] of resumes.entries()) {
      const phases: TPhases = new Map();
      const rowCounts: TPhases = new Map();
      const timed = timedContext(
        context,
        phases,
        (statement) =>
          /match_skills is null|update jobs set match_skills/.test(statement)
            ? "fill check (match_skills is null)"
            : /xmin::text as version from jobs|with shared as materialized/.test(statement)
              ? "prefilter query (GIN, ids and versions)"
              : /id = any/.test(statement)
                ? "reading changed rows"
                : "other statements",
        rowCounts,
      );
      startedAt = performance.now();
      await rankListedJobs(timed, { resume, limit: LIMIT });
      jobPhases.push({ total: performance.now() - startedAt, phases });
      const own = summary(jobTimes.filter((_, run) => run % resumes.length === index));
      console.log(
        `  ${label}: p50 ${ms(own.p50)} over ${own.n} runs, ${(
          rowCounts.get("prefilter query (GIN, ids and versions)") ?? 0
        ).toLocaleString("en-US")} jobs scored; instrumented run: ${[...phases]
          .map(([phase, value]) => `${phase.split(" (")[0]} ${ms(value)}`)
          .join(", ")}`,
      );
    }

    // The naive way: every listed job read, prepared and scored; no prefilter, no cache. The
    // corpus statistics are the keeper's, so both ways give the same score to the same job.
    const corpus = await context.matching.corpus();
    const naiveJobTimes: number[] = [];
    const naiveJobPhases: { total: number; phases: TPhases }[] = [];
    let allJobs: TPreparedJob[] = [];
    for (let run = 0; run < Math.max(1, naiveRuns); run += 1) {
      const { resume } = resumes[run % resumes.length];
      const phases: TPhases = new Map();
      startedAt = performance.now();
      let mark = performance.now();
      const lap = (phase: string) => {
        phases.set(phase, performance.now() - mark);
        mark = performance.now();
      };
      const listed = await readListedJobs(db);
      lap("reading every listed job");
      allJobs = listed.map((row) => prepareJob(toVersionedJob(row)));
      lap("preparing every job");
      const scored = allJobs.map((job) => ({ id: job.id, score: scoreMatch(resume, job, corpus).score }));
      lap("scoring every job");
      topOf(scored);
      if (run >= naiveRuns) break; // --skip-naive: prepared for the overlap only, not timed
      naiveJobTimes.push(performance.now() - startedAt);
      naiveJobPhases.push({ total: performance.now() - startedAt, phases });
      console.log(
        `Naive ranking of ${listed.length.toLocaleString("en-US")} jobs: ${format(naiveJobTimes.at(-1)!)} ms`,
      );
    }

    // Overlap with the naive top 20, for every resume, from the last naive run's prepared jobs
    // (the same scores the timed naive runs give).
    console.log("");
    console.log(`Top ${LIMIT} of rankListedJobs against the naive top ${LIMIT} (every listed job scored):`);
    let lostJobs = 0;
    for (const [index, { label, resume }] of resumes.entries()) {
      const naive = topOf(allJobs.map((job) => ({ id: job.id, score: scoreMatch(resume, job, corpus).score })));
      const compared = compareTop(ourTopJobs.get(index) ?? [], naive);
      lostJobs += compared.lost.length;
      console.log(`  ${label}: ${describeComparison(compared)}`);
    }
    allJobs = [];
    table.push({
      what: `jobs for one resume (${loaded.listed.toLocaleString("en-US")} listed, top ${LIMIT})`,
      ours: summary(jobTimes),
      naive: summary(naiveJobTimes),
      target: TARGET_JOBS_P95,
    });
    console.log("");
    printPhases("rankListedJobs, where the time goes", jobPhases);
    if (naiveJobPhases.length) printPhases("naive job ranking, where the time goes", naiveJobPhases);

    // ---------- 2. visible candidates for one job ----------
    let lostCandidates: number | null = null;
    if (!args["skip-candidates"]) {
      lostCandidates = await benchCandidates(context, now, corpus, table);
    }

    // ---------- the table ----------
    console.log("");
    console.log(
      `db=${args.db} listed jobs=${loaded.listed} visible candidates=${args["skip-candidates"] ? 0 : candidateCount} ` +
        `runs=${runs} naive runs=${naiveRuns} node=${process.version} cpus=${os.cpus().length} ` +
        `heap=${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB load average=${loadAverage()} (start: ${loadAtStart}) total ${((performance.now() - startedAll) / 1000).toFixed(0)} s`,
    );
    console.log(
      `p50/p95 over ${runs} runs each after the warm-up (match_skills filled, prepared jobs cached, one ranking per resume or job); naive: ${naiveRuns} runs`,
    );
    console.log("");
    console.log("| ranking | p50 | p95 | naive p50 | naive p95 | faster (p95) | target p95 | met |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---|");
    for (const row of table) {
      console.log(
        `| ${row.what} | ${format(row.ours.p50)} ms | ${format(row.ours.p95)} ms | ${ms(row.naive.p50)} | ${ms(row.naive.p95)} | ${
          Number.isNaN(row.naive.p95) ? "-" : `${(row.naive.p95 / row.ours.p95).toFixed(0)}x`
        } | < ${row.target} ms | ${row.ours.p95 < row.target ? "met" : "**missed**"} |`,
      );
    }
    console.log("");
    console.log(`Better jobs lost by the prefilter (over ${resumes.length} resumes): ${lostJobs}`);
    if (lostCandidates !== null) console.log(`Better candidates lost (over ${ROLES.length} jobs): ${lostCandidates}`);
  } finally {
    await closePlatform(context);
    await handle.close();
    await cleanUp();
  }
}

async function benchCandidates(
  context: { db: TDatabase; matching: MatchKeeper },
  now: Date,
  corpus: TCorpusStats,
  table: TTableRow[],
): Promise<number> {
  const { db } = context;
  const hidden = Math.round(candidateCount / 10);
  console.log("");
  console.log(
    `Loading ${candidateCount.toLocaleString("en-US")} visible job seekers (and ${hidden.toLocaleString("en-US")} hidden) into ${args.db}...`,
  );
  const loaded = await loadSeekers(db, {
    visible: candidateCount,
    hidden,
    today: now,
    onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString("en-US")} seekers`),
  });
  process.stdout.write("\n");
  console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`);

  // One listed job per role (or, where the demo postings have none of that title, the first role of
  // its trade that has one), the newest of its title, prepared as the endpoint prepares it.
  const jobs: { label: string; job: TPreparedJob }[] = [];
  for (const role of ROLES) {
    const trade = SEEKER_ROLES.find((entry) => entry.role.title === role)!.trade;
    const titles = [role, ...SEEKER_ROLES.filter((entry) => entry.trade === trade).map((entry) => entry.role.title)];
    let row: TJobRow | undefined;
    for (const title of titles) {
      [row] = rowsOf<TJobRow>(
        await db.execute(
          sql`select ${MATCH_JOB_COLUMNS} from jobs where status = 'active' and expires_at > now()
              and title like ${`%${title}%`} order by created_at desc, id desc limit 1`,
        ),
      );
      if (row) break;
    }
    if (!row) throw new Error(`no listed job of the trade ${trade}`);
    jobs.push({ label: `${row.title} #${row.id}`, job: context.matching.prepare(toVersionedJob(row)) });
  }

  for (const { label, job } of jobs) {
    const startedAt = performance.now();
    await rankCandidatesForJob(context, { job, limit: LIMIT, now });
    console.log(
      `Warm-up ranking (fills the prepared-resume cache): ${label}: ${format(performance.now() - startedAt)} ms`,
    );
  }
  const times: number[] = [];
  const ourTop = new Map<number, TScored[]>();
  for (let run = 0; run < runs; run += 1) {
    const index = run % jobs.length;
    const startedAt = performance.now();
    const ranked = await rankCandidatesForJob(context, { job: jobs[index].job, limit: LIMIT, now });
    times.push(performance.now() - startedAt);
    ourTop.set(
      index,
      ranked.map(({ userId, result }) => ({ id: userId, score: result.score })),
    );
  }
  const phasesOf: { total: number; phases: TPhases }[] = [];
  for (const { job } of jobs) {
    const phases: TPhases = new Map();
    const timed = timedContext(context, phases, (statement) =>
      /join users u/.test(statement)
        ? "candidate cards of the page"
        : /r\.id = any/.test(statement)
          ? "reading changed resumes"
          : /job_seeker_profiles/.test(statement)
            ? "visible profiles' ids and versions"
            : "other statements",
    );
    const startedAt = performance.now();
    await rankCandidatesForJob(timed, { job, limit: LIMIT, now });
    phasesOf.push({ total: performance.now() - startedAt, phases });
  }

  // The naive way: every visible profile's resume read, prepared and scored; no cache.
  type TSeekerRow = {
    user_id: number;
    content: unknown;
    country: string | null;
    city: string | null;
    willing_to_relocate: boolean;
  };
  const naiveTimes: number[] = [];
  const naivePhases: { total: number; phases: TPhases }[] = [];
  let everyone: { id: number; resume: TPreparedResume }[] = [];
  for (let run = 0; run < Math.max(1, naiveRuns); run += 1) {
    const { job } = jobs[run % jobs.length];
    const phases: TPhases = new Map();
    const startedAt = performance.now();
    let mark = performance.now();
    const lap = (phase: string) => {
      phases.set(phase, performance.now() - mark);
      mark = performance.now();
    };
    const rows = rowsOf<TSeekerRow>(
      await db.execute(sql`
        select p.user_id, r.content, p.country, p.city, p.willing_to_relocate
        from job_seeker_profiles p join resumes r on r.id = p.resume_id
        where p.visible and r.user_id = p.user_id
        order by p.updated_at desc, p.user_id desc`),
    );
    lap("reading every visible resume");
    everyone = rows.map((row) => ({
      id: row.user_id,
      resume: prepareResume(
        resumeMatchInput(
          row.content,
          { country: row.country, city: row.city, willingToRelocate: row.willing_to_relocate },
          now,
        ),
      ),
    }));
    lap("preparing every resume");
    const scored = everyone.map(({ id, resume }) => ({ id, score: scoreMatch(resume, job, corpus).score }));
    lap("scoring every resume");
    topOf(scored);
    if (run >= naiveRuns) break;
    naiveTimes.push(performance.now() - startedAt);
    naivePhases.push({ total: performance.now() - startedAt, phases });
    console.log(`Naive ranking of ${rows.length.toLocaleString("en-US")} candidates: ${format(naiveTimes.at(-1)!)} ms`);
  }

  console.log("");
  console.log(`Top ${LIMIT} of rankCandidatesForJob against the naive top ${LIMIT} (every visible resume scored):`);
  let lost = 0;
  for (const [index, { label, job }] of jobs.entries()) {
    const naive = topOf(everyone.map(({ id, resume }) => ({ id, score: scoreMatch(resume, job, corpus).score })));
    const compared = compareTop(ourTop.get(index) ?? [], naive);
    lost += compared.lost.length;
    console.log(`  ${label}: ${describeComparison(compared)}`);
  }
  table.push({
    what: `candidates for one job (${candidateCount.toLocaleString("en-US")} visible, top ${LIMIT})`,
    ours: summary(times),
    naive: summary(naiveTimes),
    target: TARGET_CANDIDATES_P95,
  });
  console.log("");
  printPhases("rankCandidatesForJob, where the time goes", phasesOf);
  if (naivePhases.length) printPhases("naive candidate ranking, where the time goes", naivePhases);
  return lost;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
