// npm run bench:export -- [--rows 100000] [--db pglite|postgres]
//
// Loads N generated jobs (bench/load-jobs.ts) into a fresh database (PGlite in a temporary
// directory, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL, dropped at
// the end), then exports them as the console's jobs.csv twice: streamed, as the API sends it
// (keyset batches pulled through a ReadableStream by a reader that drops each chunk, as a socket
// does), and naively (one batch of every row, the file built as one string). Prints rows per
// second and the peak growth of the JavaScript heap and of the process's memory for each
// (decision 032).
import { parseArgs } from "node:util";
import { createTranslator } from "@common/i18n";
import { createLogger } from "../server/lib/logger";
import { EXPORT_BATCH_SIZE, exportCsv } from "../server/services/admin/records/export-csv";
import { loadJobs } from "./load-jobs";
import { benchDatabaseKind, openBenchDatabase } from "./support/database";

const { values: args } = parseArgs({
  options: { rows: { type: "string", default: "100000" }, db: { type: "string", default: "pglite" } },
});
const rowCount = Number(args.rows);
if (!Number.isInteger(rowCount) || rowCount < 1000) throw new Error("--rows must be a whole number >= 1000");
const databaseKind = benchDatabaseKind(args.db);

const MB = 1024 * 1024;

/** Runs an export, sampling memory every few milliseconds and at each chunk; its time and peaks. */
async function measure(run: (sample: () => void) => Promise<{ bytes: number; lines: number }>) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const timer = setInterval(sample, 5);
  const startedAt = performance.now();
  try {
    const { bytes, lines } = await run(sample);
    const seconds = (performance.now() - startedAt) / 1000;
    return { seconds, bytes, lines, heapMb: (peakHeap - base.heapUsed) / MB, rssMb: (peakRss - base.rss) / MB };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const { handle, cleanUp } = await openBenchDatabase(databaseKind, "export");
  const { db } = handle;
  const context = { db, logger: createLogger("silent") };
  const user = { id: 0, userType: "jobseeker" as const, role: "admin" as const };
  const t = createTranslator("en");
  try {
    console.log(`Loading ${rowCount.toLocaleString("en-US")} jobs into ${args.db}...`);
    const loaded = await loadJobs(db, { jobs: rowCount, now: new Date() });
    console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`);

    const streamed = await measure(async (sample) => {
      const reader = exportCsv(context, { user, kind: "jobs", t }).stream.getReader();
      let bytes = 0;
      let lines = 0;
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        bytes += next.value.byteLength;
        for (const byte of next.value) if (byte === 10) lines++;
        sample();
      }
      return { bytes, lines };
    });
    const naive = await measure(async (sample) => {
      // One batch of every row, and the whole file as one string before anything is sent.
      const reader = exportCsv(context, { user, kind: "jobs", t, batchSize: rowCount + 1 }).stream.getReader();
      const decoder = new TextDecoder();
      let text = "";
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        text += decoder.decode(next.value, { stream: true });
        sample();
      }
      sample();
      return { bytes: Buffer.byteLength(text), lines: text.split("\n").length - 1 };
    });

    console.log(
      `\njobs.csv of ${rowCount.toLocaleString("en-US")} rows on ${args.db} (batches of ${EXPORT_BATCH_SIZE}):`,
    );
    for (const [label, result] of [
      ["streamed (the API)", streamed],
      ["naive (all rows, one string)", naive],
    ] as const) {
      const rowsPerSecond = Math.round((result.lines - 1) / result.seconds).toLocaleString("en-US");
      console.log(
        `  ${label.padEnd(30)} ${result.seconds.toFixed(2)} s, ${rowsPerSecond} rows/s, ` +
          `${(result.bytes / MB).toFixed(1)} MB, ${result.lines - 1} rows; ` +
          `peak heap +${result.heapMb.toFixed(1)} MB, peak RSS +${result.rssMb.toFixed(1)} MB`,
      );
    }
  } finally {
    await handle.close();
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
