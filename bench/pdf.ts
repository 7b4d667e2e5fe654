// `npm run bench:pdf [-- --iterations 200 --warmup 50 --memory-renders 1000]`: times resume PDF
// rendering through the server's worker pool (server/pdf/renderer.ts), beside printing the same
// resume in the same template to PDF with an already-running headless Chromium (warm, page
// reused): the app's HTML preview with the app's CSS and web fonts (bench/pdf-chromium.ts).
// The same per template for a two-page resume in Arabic, laid out right to left, beside that resume
// without a language (headed in English, not mirrored: how it printed before right-to-left layout).
// Also: RSS and heap over many renders, 10 concurrent renders, and the event loop's delay while
// rendering. Figures go to docs/bench-pdf.md.
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { RESUME_TEMPLATES, type TResumeTemplate } from "@common/resumes/schema";
import { TWO_PAGE_RESUME } from "../server/test/pdf-fixtures";
import { TWO_PAGE_ARABIC_RESUME } from "../server/pdf/arabic-resume.fixture";
import { createPdfRenderer } from "../server/pdf/renderer";

const { values } = parseArgs({
  options: {
    iterations: { type: "string", default: "200" },
    warmup: { type: "string", default: "50" },
    "memory-renders": { type: "string", default: "1000" },
    "skip-chromium": { type: "boolean", default: false },
  },
});
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);
const memoryRenders = Number(values["memory-renders"]);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
let peakRss = process.memoryUsage.rss();
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));

async function time(run: () => Promise<unknown>, count: number): Promise<{ median: number; p95: number }> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
    sampleRss();
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 50), p95: percentile(durations, 95) };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, load average ${load()}; ` +
      `${iterations} timed renders per template after ${warmup} warm-up renders\n`,
  );
  // The event-loop measure below queues 40 renders at once, more than the server's queue takes.
  const renderer = createPdfRenderer({ maxQueued: 64 });
  const results = new Map<TResumeTemplate, { median: number; p95: number }>();
  const arabicResults = new Map<string, { median: number; p95: number }>();
  try {
    for (const template of RESUME_TEMPLATES) {
      await time(() => renderer.render(TWO_PAGE_RESUME, template), warmup);
      const result = await time(() => renderer.render(TWO_PAGE_RESUME, template), iterations);
      results.set(template, result);
      console.log(`react-pdf ${template.padEnd(12)} median ${ms(result.median)}  p95 ${ms(result.p95)}`);
    }

    // Arabic: mirrored right to left, and the same resume without its language (not mirrored).
    const unmirrored = { ...TWO_PAGE_ARABIC_RESUME, language: undefined };
    for (const template of RESUME_TEMPLATES) {
      const arabic = { rtl: TWO_PAGE_ARABIC_RESUME, ltr: unmirrored };
      for (const [variant, resume] of Object.entries(arabic)) {
        await time(() => renderer.render(resume, template), warmup);
        const result = await time(() => renderer.render(resume, template), iterations);
        arabicResults.set(`${template} ${variant}`, result);
      }
      const rtl = arabicResults.get(`${template} rtl`)!;
      const ltr = arabicResults.get(`${template} ltr`)!;
      console.log(
        `react-pdf ${template.padEnd(12)} Arabic right to left median ${ms(rtl.median)}  p95 ${ms(rtl.p95)}; ` +
          `not mirrored median ${ms(ltr.median)}  p95 ${ms(ltr.p95)}`,
      );
    }

    // Ten at once, as ten people pressing Download together.
    const started = performance.now();
    const concurrent = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        renderer.render(TWO_PAGE_RESUME, RESUME_TEMPLATES[index % 4] as TResumeTemplate),
      ),
    );
    const succeeded = concurrent.filter((outcome) => outcome.status === "fulfilled").length;
    console.log(`\n10 concurrent renders: ${succeeded}/10 succeeded in ${ms(performance.now() - started)}`);

    // The event loop (sampled every 1 ms, so 1 ms is no delay) while the pool renders, beside the same loop idle for as long: on a busy
    // 2-core machine the idle loop's delay is the floor (the workers and other processes take
    // the cores), so the difference is what rendering costs the server's loop.
    const measureDelay = async (work: () => Promise<unknown>) => {
      const histogram = monitorEventLoopDelay({ resolution: 1 });
      histogram.enable();
      const started = performance.now();
      await work();
      histogram.disable();
      return { histogram, durationMs: performance.now() - started };
    };
    const busy = await measureDelay(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, index) => renderer.render(TWO_PAGE_RESUME, RESUME_TEMPLATES[index % 4])),
      ),
    );
    const idle = await measureDelay(() => new Promise((resolve) => setTimeout(resolve, busy.durationMs)));
    const describeDelay = (histogram: typeof busy.histogram) =>
      `p50 ${ms(histogram.percentile(50) / 1e6)}, p99 ${ms(histogram.percentile(99) / 1e6)}, max ${ms(histogram.max / 1e6)}`;
    console.log(`event-loop delay during 40 renders (${ms(busy.durationMs)}): ${describeDelay(busy.histogram)}`);
    console.log(`event-loop delay idle for as long:              ${describeDelay(idle.histogram)}`);

    // Memory over many renders: the workers (and their fonts) are reused.
    global.gc?.();
    const before = process.memoryUsage();
    for (let index = 0; index < memoryRenders; index++) {
      await renderer.render(TWO_PAGE_RESUME, RESUME_TEMPLATES[index % 4]);
      if (index % 50 === 0) sampleRss();
    }
    global.gc?.();
    const after = process.memoryUsage();
    console.log(
      `memory over ${memoryRenders} renders: RSS ${mib(before.rss)} -> ${mib(after.rss)}, ` +
        `heap ${mib(before.heapUsed)} -> ${mib(after.heapUsed)} (process RSS includes the workers)`,
    );
  } finally {
    await renderer.close();
  }
  console.log(`peak RSS (server process with its workers): ${mib(peakRss)}; load average now ${load()}`);

  // Imported only now: React, the app's templates, Tailwind and Playwright would otherwise sit in
  // the process whose memory is measured above.
  const chromium = values["skip-chromium"]
    ? undefined
    : await (await import("./pdf-chromium")).measureChromium({ warmup, iterations, time });
  if (!chromium) console.log("\nChromium comparison skipped (no Chromium found or --skip-chromium).");

  // Per template: English beside Arabic, right to left and not mirrored.
  console.log(
    "\n| template | English median | English p95 | Arabic RTL median | Arabic RTL p95 | Arabic not mirrored median | Arabic not mirrored p95 |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const [template, ours] of results) {
    const rtl = arabicResults.get(`${template} rtl`)!;
    const ltr = arabicResults.get(`${template} ltr`)!;
    console.log(
      `| ${template} | ${ms(ours.median)} | ${ms(ours.p95)} | ${ms(rtl.median)} | ${ms(rtl.p95)} | ${ms(ltr.median)} | ${ms(ltr.p95)} |`,
    );
  }

  // Per template: our renderer beside Chromium printing that template's HTML.
  const na = "n/a";
  console.log(
    "\n| template | react-pdf median | react-pdf p95 | Chromium median | Chromium p95 |\n| --- | ---: | ---: | ---: | ---: |",
  );
  for (const [template, ours] of results) {
    const theirs = chromium?.templates.get(template);
    console.log(
      `| ${template} | ${ms(ours.median)} | ${ms(ours.p95)} | ${theirs ? ms(theirs.median) : na} | ${theirs ? ms(theirs.p95) : na} |`,
    );
  }
  if (!chromium) return;
  const { plain } = chromium;
  console.log(
    `| Chromium, plain page without web fonts (earlier comparison) | | | ${ms(plain.median)} | ${ms(plain.p95)} |`,
  );
  console.log("");
  const faster = (ours: number, theirs: number) => (ours < theirs ? "yes" : "no");
  for (const [template, ours] of results) {
    const theirs = chromium.templates.get(template);
    if (!theirs) continue;
    console.log(
      `- ${template}: react-pdf faster on median: ${faster(ours.median, theirs.median)} ` +
        `(${ms(ours.median)} vs ${ms(theirs.median)}), on p95: ${faster(ours.p95, theirs.p95)} ` +
        `(${ms(ours.p95)} vs ${ms(theirs.p95)})`,
    );
  }
}

await main();
