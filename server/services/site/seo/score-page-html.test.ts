// The SEO score's checks on small HTML pages: each check's outcome and the weighted score.
import { describe, expect, it } from "vitest";
import { isCatalogueKey } from "@common/i18n";
import type { TSeoCheckKey } from "@common/site/seo";
import { scorePageHtml } from "./score-page-html";

const TITLE = "Find remote and on-site jobs near you today | Hirewise"; // 54 characters
const DESCRIPTION = "d".repeat(155);

function page(options: { head?: string; body?: string } = {}) {
  const head =
    options.head ??
    `<title>${TITLE}</title>
     <meta name="description" content="${DESCRIPTION}">
     <meta name="robots" content="index, follow">
     <meta property="og:title" content="${TITLE}">
     <meta property="og:description" content="${DESCRIPTION}">
     <link rel="canonical" href="https://hirewise.example/jobs">`;
  const body = options.body ?? `<h1>Jobs</h1><img src="/a.png" alt="A team"><img src="/b.png" alt="">`;
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
}

const statusOf = (html: string, key: TSeoCheckKey, path = "/jobs") =>
  scorePageHtml(html, { path }).checks.find((check) => check.key === key)!;

describe("scorePageHtml", () => {
  it("scores a good page 100, every check passed with a catalogue sentence", () => {
    const score = scorePageHtml(page(), { path: "/jobs" });
    expect(score.score).toBe(100);
    expect(score.checks.map((check) => [check.key, check.status])).toEqual([
      ["title", "passed"],
      ["description", "passed"],
      ["h1", "passed"],
      ["canonical", "passed"],
      ["robots", "passed"],
      ["jsonLd", "passed"],
      ["imageAlt", "passed"],
      ["openGraph", "passed"],
    ]);
    for (const check of score.checks) expect(isCatalogueKey(check.messageKey), check.messageKey).toBe(true);
    expect(score.checks[0]).toMatchObject({ values: { length: 54, min: 50, max: 60 }, detail: TITLE });
  });

  it("warns about a short title (half its weight) and fails a missing one", () => {
    const short = page().replace(`<title>${TITLE}</title>`, "<title>Jobs!</title>");
    expect(statusOf(short, "title")).toMatchObject({ status: "warning", messageKey: "seoApi.checks.title.short" });
    expect(scorePageHtml(short, { path: "/jobs" }).score).toBe(90);
    const none = page().replace(`<title>${TITLE}</title>`, "");
    expect(statusOf(none, "title").status).toBe("failed");
    expect(scorePageHtml(none, { path: "/jobs" }).score).toBe(80);
  });

  it("counts the title in characters, entities decoded", () => {
    const html = page().replace(`<title>${TITLE}</title>`, `<title>${"é".repeat(25)} &amp; ${"x".repeat(25)}</title>`);
    expect(statusOf(html, "title").values.length).toBe(53);
  });

  it("fails no h1 and more than one", () => {
    expect(statusOf(page({ body: "<p>No heading</p>" }), "h1").messageKey).toBe("seoApi.checks.h1.none");
    expect(statusOf(page({ body: "<h1>A</h1><h1>B</h1>" }), "h1")).toMatchObject({
      status: "failed",
      values: { count: 2 },
    });
  });

  it("fails a missing or relative canonical address", () => {
    expect(statusOf(page().replace(/<link rel="canonical"[^>]*>/, ""), "canonical").status).toBe("failed");
    const relative = page().replace("https://hirewise.example/jobs", "/jobs");
    expect(statusOf(relative, "canonical").messageKey).toBe("seoApi.checks.canonical.relative");
  });

  it("reports noindex and nofollow", () => {
    const noindex = page().replace("index, follow", "noindex, follow");
    expect(statusOf(noindex, "robots")).toMatchObject({ status: "warning", detail: "noindex, follow" });
    expect(statusOf(page().replace("index, follow", "index, nofollow"), "robots").messageKey).toBe(
      "seoApi.checks.robots.nofollow",
    );
  });

  it("fails JSON-LD that does not parse, and a job page or the home page without its types", () => {
    const broken = page({ body: `<h1>x</h1><script type="application/ld+json">{"@type": </script>` });
    expect(statusOf(broken, "jsonLd")).toMatchObject({ status: "failed", values: { count: 1, total: 1 } });
    const job = `<h1>x</h1><script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting"}</script>`;
    expect(statusOf(page({ body: job }), "jsonLd", "/jobs/12").status).toBe("passed");
    expect(statusOf(page(), "jsonLd", "/jobs/12")).toMatchObject({ status: "failed", values: { types: "JobPosting" } });
    const organization = `<script type="application/ld+json">[{"@type":"Organization"}]</script>`;
    expect(statusOf(page({ body: `<h1>x</h1>${organization}` }), "jsonLd", "/")).toMatchObject({
      status: "failed",
      values: { types: "WebSite" },
    });
    // A job page search engines are told not to index (a closed job) carries no JobPosting, rightly.
    expect(statusOf(page().replace("index, follow", "noindex, follow"), "jsonLd", "/jobs/12").status).toBe("passed");
  });

  it("fails images without an alt attribute (an empty alt is a decorative image)", () => {
    const html = page({ body: `<h1>x</h1><img src="/a.png"><img src="/b.png" alt=""><img src="/c.png">` });
    expect(statusOf(html, "imageAlt")).toMatchObject({
      status: "failed",
      values: { count: 2, total: 3 },
      detail: "/a.png, /c.png",
    });
  });

  it("warns about half the Open Graph tags and fails none", () => {
    expect(statusOf(page().replace(/<meta property="og:title"[^>]*>/, ""), "openGraph").status).toBe("warning");
    expect(statusOf(page().replace(/<meta property="og:[^>]*>/g, ""), "openGraph").status).toBe("failed");
  });

  it("scores an empty document 30 (no robots tag, no structured data, no images: nothing to fault there) without throwing", () => {
    const score = scorePageHtml("", { path: "/jobs" });
    expect(score.checks.find((check) => check.key === "jsonLd")!.status).toBe("passed");
    expect(score.score).toBe(30);
  });
});
