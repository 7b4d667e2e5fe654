// The Chromium side of bench/pdf.ts: the same resume printed to PDF by an already-running
// headless Chromium, the way resume builders that print their HTML templates do it. For each
// template Chromium prints the app's own preview (ResumePreview, server-rendered with the
// builder's form values) styled with the app's real CSS: app/app.css compiled by Tailwind as
// the app build does, with its Inter and Noto Sans Arabic web fonts served over HTTP.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { toFormValues } from "~/features/resume-builder/resume-form-values";
import { ResumePreview } from "~/components/resume-preview/resume-preview";
import { createI18n } from "@common/i18n";
import { toDisplayResume } from "@common/resumes/display-resume";
import { formatDateRange, formatMonth } from "@common/resumes/format";
import { RESUME_TEMPLATES, type TResumeTemplate } from "@common/resumes/schema";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/browser";
import { TWO_PAGE_RESUME } from "../server/test/pdf-fixtures";

type TTiming = { median: number; p95: number };
type TTime = (run: () => Promise<unknown>, count: number) => Promise<TTiming>;

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_CSS = path.join(ROOT, "app/app.css");
const FONTSOURCE = path.join(ROOT, "node_modules/@fontsource");

/**
 * app/app.css as the browser gets it from `npm run build`, without building: the same
 * @tailwindcss/node compiler and oxide scanner @tailwindcss/vite uses (imports inlined, font
 * URLs rewritten relative to app/, classes found under `source("../app")`), then minified.
 */
async function compileAppCss(): Promise<string> {
  const base = path.dirname(APP_CSS);
  const compiler = await compile(fs.readFileSync(APP_CSS, "utf8"), {
    base,
    from: APP_CSS,
    shouldRewriteUrls: true,
    onDependency: () => {},
  });
  // As @tailwindcss/vite: the `source()` root (all of base when unset), plus any @source rules.
  const { root } = compiler;
  const roots = root === "none" ? [] : [{ ...(root ?? { base, pattern: "**/*" }), negated: false }];
  const candidates = new Scanner({ sources: [...roots, ...compiler.sources] }).scan();
  return optimize(compiler.build(candidates), { file: APP_CSS, minify: true }).code;
}

/**
 * The stylesheet at /app/app.css (so its `../node_modules/@fontsource/...` URLs resolve) and the
 * @fontsource files, nothing else. Cacheable like a build's hashed assets, so the warm page
 * reuses them as a resume builder's print page would; CORS because fonts are fetched in CORS
 * mode and the printed document (setContent on about:blank) is of another origin.
 */
async function startAssetServer(css: string): Promise<{ cssUrl: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const headers = { "access-control-allow-origin": "*", "cache-control": "public, max-age=31536000, immutable" };
    if (pathname === "/app/app.css") {
      response.writeHead(200, { ...headers, "content-type": "text/css; charset=utf-8" }).end(css);
      return;
    }
    const file = path.join(ROOT, pathname);
    const type = { ".woff2": "font/woff2", ".woff": "font/woff" }[path.extname(file)];
    if (!type || !file.startsWith(FONTSOURCE + path.sep) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...headers, "content-type": type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    cssUrl: `http://127.0.0.1:${port}/app/app.css`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// What the app's CSS lacks for paper. The preview mimics a sheet on screen (shadow, ring,
// rounded corners, at least one A4 height); on paper those are noise or an extra blank page.
// The preview's own padding is page 1's top margin; later pages get the same 40 pt the react-pdf
// templates give every page. Headings stay with what follows, list items and degrees stay whole,
// as the react-pdf templates keep them (long experience entries may split there too). Left and
// right margins stay 0: the 794 px page is the width the preview sizes its text for (10 pt body,
// 40 pt margins).
const PRINT_CSS = `
  @page { size: A4; margin: 40pt 0 }
  @page :first { margin-top: 0 }
  [data-template] { box-shadow: none !important; border-radius: 0 !important; min-height: 0 !important }
  h2, h3, h4 { break-after: avoid }
  li, [data-section="education"] article { break-inside: avoid }
`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The builder's preview of TWO_PAGE_RESUME in a template, as a complete page to print. */
function previewHtml(template: TResumeTemplate, cssUrl: string): string {
  // As the builder opens a saved resume: toFormValues(resume), then the form values and title.
  const resume = { ...toFormValues(TWO_PAGE_RESUME), title: TWO_PAGE_RESUME.title };
  const markup = renderToString(
    createElement(I18nextProvider, { i18n: createI18n("en") }, createElement(ResumePreview, { resume, template })),
  );
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>${escapeHtml(resume.title)}</title>
  <link rel="stylesheet" href="${cssUrl}"><style>${PRINT_CSS}</style></head><body>${markup}</body></html>`;
}

/** The earlier comparison: a plain one-column HTML page close to Professional, no web fonts. */
function plainHtml(): string {
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

// Chromium writes page objects uncompressed: enough to check the resume still spans two pages.
const countPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;

export interface TChromiumResults {
  /** Per template: the app's preview in that template, with the app's CSS and web fonts. */
  templates: Map<TResumeTemplate, TTiming>;
  /** The earlier comparison's plain page, kept so figures compare with earlier runs. */
  plain: TTiming;
}

/** Times Chromium printing each template's preview, then the plain page; undefined without Chromium. */
export async function measureChromium(options: {
  warmup: number;
  iterations: number;
  time: TTime;
}): Promise<TChromiumResults | undefined> {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  const { warmup, iterations, time } = options;

  const cssStarted = performance.now();
  const css = await compileAppCss();
  console.log(
    `\napp/app.css compiled with Tailwind in ${(performance.now() - cssStarted).toFixed(0)} ms (${css.length} bytes)`,
  );
  const assets = await startAssetServer(css);
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    const templates = new Map<TResumeTemplate, TTiming>();
    for (const template of RESUME_TEMPLATES) {
      const html = previewHtml(template, assets.cssUrl);
      // Web fonts load only once layout asks for them: lay the page out, then wait for them, as a
      // builder must before printing or the PDF gets fallback fonts.
      const print = async () => {
        await page.setContent(html, { waitUntil: "load" });
        await page.evaluate(async () => {
          document.body.getBoundingClientRect();
          await document.fonts.ready;
        });
        return page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
      };

      // One checked print before the warm-up: Inter really loaded, still two pages, a sample kept.
      const sample = await print();
      const inter = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Inter").map((face) => face.status),
      );
      if (!inter.includes("loaded")) throw new Error(`Inter did not load for ${template}: ${inter.join(", ")}`);
      const samplePath = path.join(os.tmpdir(), `chromium-${template}.pdf`);
      fs.writeFileSync(samplePath, sample);
      const pages = countPages(sample);
      if (pages < 2) console.warn(`warning: ${template} printed on ${pages} page(s), not two like react-pdf's`);
      console.log(
        `Chromium ${template.padEnd(12)} ${pages} pages, ` +
          `Inter faces ${inter.filter((status) => status === "loaded").length} loaded; sample ${samplePath}`,
      );

      await time(print, warmup);
      const result = await time(print, iterations);
      templates.set(template, result);
      console.log(
        `Chromium ${template.padEnd(12)} median ${result.median.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms`,
      );
    }

    // The earlier measurement unchanged: no stylesheet to fetch, no web fonts to wait for.
    const plain = plainHtml();
    const printPlain = async () => {
      await page.setContent(plain, { waitUntil: "load" });
      return page.pdf({ format: "A4", printBackground: true });
    };
    await time(printPlain, warmup);
    const plainResult = await time(printPlain, iterations);
    console.log(
      `Chromium plain page  median ${plainResult.median.toFixed(1)} ms  p95 ${plainResult.p95.toFixed(1)} ms`,
    );
    return { templates, plain: plainResult };
  } finally {
    await browser.close();
    await assets.close();
  }
}
