// npm run bench:seekers -- [--db pglite|postgres] [--candidates 10000] [--runs 30] [--naive-runs 2] [--skip-naive]
//
// The candidate directory's speed: loads generated visible job seekers (bench/load-seekers.ts,
// and a tenth as many hidden ones) into a fresh database (PGlite in a temporary directory, or a
// database of its own on the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL,
// dropped at the end), then times GET /api/seekers's service (searchSeekers, as the handler calls
// it for a company) over a fixed mix of searches, filters and sorts, the match sort included:
// p50 and p95 over --runs rounds after one warm-up. The naive way beside it prepares every visible
// resume again on each request (a fresh match keeper per request: nothing kept), and its answers
// are checked against ours.
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { ZSeekerSearchQuerySchema, type TSeekerSearchPage } from "@common/seekers/schemas";
import type { TDatabaseHandle } from "../server/db/client";
import { rowsOf } from "../server/db/rows";
import { jobs } from "../server/db/schema";
import { parseEnv } from "../server/lib/env";
import { createLogger } from "../server/lib/logger";
import { MatchKeeper } from "../server/platform/matching/match-keeper";
import { closePlatform, openPlatform } from "../server/platform/platform";
import { searchSeekers } from "../server/services/seekers/search-seekers";
import { loadSeekers } from "./load-seekers";
import { benchDatabaseKind, openBenchDatabase } from "./support/database";
import { summary } from "./support/stats";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    candidates: { type: "string", default: "10000" },
    runs: { type: "string", default: "30" },
    "naive-runs": { type: "string", default: "2" },
    "skip-naive": { type: "boolean", default: false },
  },
});
const candidateCount = Number(args.candidates);
const runs = Number(args.runs);
const naiveRuns = args["skip-naive"] ? 0 : Number(args["naive-runs"]);
const TARGET_P95 = 150;
if (!Number.isInteger(candidateCount) || candidateCount < 100) throw new Error("--candidates must be >= 100");
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
const databaseKind = benchDatabaseKind(args.db);

const ms = (value: number) => (Number.isNaN(value) ? "-" : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`);

/** A company account with its company and three jobs to match candidates to. */
async function benchCompany(handle: TDatabaseHandle, now: Date) {
  const { db } = handle;
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name, user_type)
      values ('bench-company@example.test', 'bench-no-login', 'Bench', 'Company', 'company') returning id`),
  );
  const [company] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into companies (user_id, name) values (${user.id}, 'Bench Hospital Group') returning id`,
    ),
  );
  const job = async (title: string, skills: string[], description: string) => {
    const [row] = await db
      .insert(jobs)
      .values({
        companyId: company.id,
        company: "Bench Hospital Group",
        title,
        description,
        requirements: ["3+ years of experience"],
        skills,
        country: "United Arab Emirates",
        city: "Dubai",
        location: "Dubai, United Arab Emirates",
        workType: "onsite",
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      })
      .returning({ id: jobs.id });
    return row.id;
  };
  const actor: TActor = { id: user.id, userType: "company", role: "user" } as TActor;
  return {
    actor,
    nurseJob: await job("ICU Registered Nurse", ["Patient Assessment", "Critical Care", "BLS"], "Intensive care."),
    softwareJob: await job("Senior Software Engineer", ["TypeScript", "React", "Node.js"], "Build our web apps."),
    financeJob: await job("Accountant", ["IFRS", "Excel", "Financial Reporting"], "Monthly close."),
  };
}

async function main() {
  const { handle, cleanUp } = await openBenchDatabase(databaseKind, "seekers");
  const { db } = handle;
  const context = { db, ...openPlatform({ db, env: parseEnv({}), logger: createLogger("silent") }) };
  const now = new Date();
  try {
    const hidden = Math.round(candidateCount / 10);
    console.log(
      `Loading ${candidateCount.toLocaleString("en-US")} visible job seekers (${hidden} hidden) into ${args.db}...`,
    );
    const loaded = await loadSeekers(db, { visible: candidateCount, hidden, today: now });
    // The generator leaves availability open: give a third each answer, for the filter.
    await db.execute(
      sql`update job_seeker_profiles set availability = (array['immediate','2-weeks','1-month'])[1 + user_id % 3]`,
    );
    console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`);
    const { actor, nurseJob, softwareJob, financeJob } = await benchCompany(handle, now);

    const queries: { name: string; raw: Record<string, string> }[] = [
      { name: "search 'nurse'", raw: { search: "nurse" } },
      { name: "search 'JS' (taxonomy)", raw: { search: "JS" } },
      { name: "search 'Hadad' (name typo)", raw: { search: "Hadad" } },
      {
        name: "search 'senior engineer', 5+ years, by experience",
        raw: { search: "senior engineer", experience: "5", sort: "experience" },
      },
      { name: "skills 'Excel', immediate, AE", raw: { skills: "Excel", availability: "immediate", country: "AE" } },
      { name: "match sort, nurse job", raw: { sort: "match", jobId: String(nurseJob) } },
      {
        name: "match sort, software job, search 'react'",
        raw: { sort: "match", jobId: String(softwareJob), search: "react" },
      },
      {
        name: "updated, finance job's match on cards, page 3",
        raw: { sort: "updated", jobId: String(financeJob), page: "3" },
      },
    ];
    const parsed = queries.map((entry) => ({ ...entry, query: ZSeekerSearchQuerySchema.parse(entry.raw) }));
    const run = (matching: MatchKeeper, query: (typeof parsed)[number]["query"]) =>
      searchSeekers({ db, matching }, { user: actor, query, now }) as Promise<TSeekerSearchPage>;

    // Warm-up: the keeper prepares every visible resume once (what a server does on its first search).
    let startedAt = performance.now();
    for (const { query } of parsed) await run(context.matching, query);
    console.log(`First round (the keeper prepares every resume): ${ms(performance.now() - startedAt)}`);

    const ours = new Map<string, number[]>(parsed.map(({ name }) => [name, []]));
    const totals = new Map<string, number>();
    const all: number[] = [];
    for (let round = 0; round < runs; round += 1) {
      for (const { name, query } of parsed) {
        startedAt = performance.now();
        const answer = await run(context.matching, query);
        const elapsed = performance.now() - startedAt;
        ours.get(name)!.push(elapsed);
        all.push(elapsed);
        totals.set(name, answer.total);
      }
    }
    const naive = new Map<string, number[]>(parsed.map(({ name }) => [name, []]));
    const naiveAll: number[] = [];
    let same = 0;
    for (let round = 0; round < naiveRuns; round += 1) {
      for (const { name, query } of parsed) {
        startedAt = performance.now();
        const answer = await run(new MatchKeeper(db), query);
        const elapsed = performance.now() - startedAt;
        naive.get(name)!.push(elapsed);
        naiveAll.push(elapsed);
        if (round === 0) {
          const kept = await run(context.matching, query);
          const idsOf = (page: TSeekerSearchPage) => page.candidates.map((entry) => entry.userId).join(",");
          if (idsOf(kept) === idsOf(answer) && kept.total === answer.total) same += 1;
        }
      }
    }

    console.log("");
    console.log(
      `${args.db}, ${candidateCount.toLocaleString("en-US")} visible candidates, ${runs} rounds, load ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `${"query".padEnd(52)} ${"found".padStart(6)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"naive p50".padStart(11)}`,
    );
    for (const { name } of parsed) {
      const own = summary(ours.get(name)!);
      const slow = summary(naive.get(name)!);
      console.log(
        `${name.padEnd(52)} ${String(totals.get(name)).padStart(6)} ${ms(own.p50).padStart(10)} ${ms(own.p95).padStart(10)} ${ms(slow.p50).padStart(11)}`,
      );
    }
    const overall = summary(all);
    const naiveOverall = summary(naiveAll);
    console.log(
      `all queries: p50 ${ms(overall.p50)}, p95 ${ms(overall.p95)} (target < ${TARGET_P95} ms: ${overall.p95 < TARGET_P95 ? "met" : "MISSED"}); naive p50 ${ms(naiveOverall.p50)}, p95 ${ms(naiveOverall.p95)}`,
    );
    if (naiveRuns > 0) console.log(`answers equal to the naive way's: ${same} of ${parsed.length} queries`);
  } finally {
    await closePlatform(context);
    await handle.close();
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
