// `npm run bench:pdf [-- --iterations 200 --warmup 50 --memory-renders 1000]`: times resume PDF
// rendering through the server's worker pool (server/pdf/renderer.ts), beside printing the same
// resume as an HTML page to PDF with an already-running headless Chromium (warm, page reused).
// Also: RSS and heap over many renders, 10 concurrent renders, and the event loop's delay while
// rendering. Figures go to docs/bench-pdf.md.
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { RESUME_TEMPLATES, type TResumeTemplate } from "../common/resumes/schema";
import { formatDateRange, formatMonth, toDisplayResume } from "../common/resumes/format";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/browser";
import { TWO_PAGE_RESUME } from "../server/pdf/fixtures";
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The same resume as a plain one-column HTML page (close to the Professional template). */
function resumeHtml(): string {
  const resume = toDisplayResume(TWO_PAGE_RESUME);
  const contact = resume.contact
    .map((item) =>
      item.href ? `<a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a>` : escapeHtml(item.text),
    )
    .join(" · ");
  const experience = resume.experience
    .map(
      (entry) =>
        `<section class="entry"><div class="row"><b>${escapeHtml(entry.company)}</b><span>${escapeHtml(
          formatDateRange(entry, { present: "Present" }),
        )}</span></div><i>${escapeHtml(entry.position)}</i><p>${escapeHtml(entry.description).replace(/\n/g, "<br>")}</p></section>`,
    )
    .join("");
  const education = resume.education
    .map(
      (entry) =>
        `<p><b>${escapeHtml(`${entry.degree} in ${entry.field}`)}</b><br>${escapeHtml(entry.institution)} · ${formatMonth(entry.graduationDate)}</p>`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 40pt } body { font: 10pt/1.4 "Noto Sans", sans-serif; color: #1f2937 }
    h1 { text-align: center; color: #1e3a5f; font-size: 22pt; margin: 0 } .contact { text-align: center; color: #475569 }
    h2 { color: #1e3a5f; font-size: 11pt; text-transform: uppercase; border-bottom: 1pt solid #1e3a5f; margin-top: 14pt }
    .row { display: flex; justify-content: space-between } .entry { break-inside: avoid; margin-bottom: 9pt } p { margin: 3pt 0 }
  </style></head><body><h1>${escapeHtml(resume.fullName)}</h1><div class="contact">${contact}</div>
  <h2>Professional Summary</h2><p>${escapeHtml(resume.summary)}</p>
  <h2>Professional Experience</h2>${experience}<h2>Education</h2>${education}
  <h2>Skills</h2><p>${resume.skills.map(escapeHtml).join(" · ")}</p></body></html>`;
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
  const renderer = createPdfRenderer();
  const results: { name: string; median: number; p95: number }[] = [];
  try {
    for (const template of RESUME_TEMPLATES) {
      await time(() => renderer.render(TWO_PAGE_RESUME, template), warmup);
      const result = await time(() => renderer.render(TWO_PAGE_RESUME, template), iterations);
      results.push({ name: `react-pdf, ${template}`, ...result });
      console.log(`react-pdf ${template.padEnd(12)} median ${ms(result.median)}  p95 ${ms(result.p95)}`);
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

  const executablePath = findChromium();
  if (values["skip-chromium"] || !executablePath) {
    console.log("\nChromium comparison skipped (no Chromium found or --skip-chromium).");
    return;
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const html = resumeHtml();
    const print = async () => {
      await page.setContent(html, { waitUntil: "load" });
      return page.pdf({ format: "A4", printBackground: true });
    };
    await time(print, warmup);
    const chromiumResult = await time(print, iterations);
    console.log(
      `\nChromium print (warm, page reused) median ${ms(chromiumResult.median)}  p95 ${ms(chromiumResult.p95)}`,
    );
    console.log("\n| renderer | median | p95 |\n| --- | ---: | ---: |");
    for (const row of [...results, { name: "Chromium page.pdf(), warm", ...chromiumResult }]) {
      console.log(`| ${row.name} | ${ms(row.median)} | ${ms(row.p95)} |`);
    }
  } finally {
    await browser.close();
  }
}

await main();
