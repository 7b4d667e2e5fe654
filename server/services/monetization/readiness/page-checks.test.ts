// The checks that read rendered pages, with a stand-in for the site's page renderer (a function
// answering Responses, as server/app.ts's renderPage does): the home page's header and footer
// links, the 404 page, the legal pages, the sitemap and robots.txt.
import { describe, expect, it } from "vitest";
import { checkLegalPages, checkNavigationLinks, checkNotFoundPage, navigationPaths } from "./page-checks";
import { limitRenders, RENDER_CONCURRENCY, type TRenderPage } from "./render-pages";
import { blockedCrawlers, checkRobots, checkSitemap } from "./technical-checks";

const html = (body: string, status = 200) =>
  new Response(`<!doctype html><html><body>${body}</body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

const HOME = `
  <header><a href="/">Home</a><a href="/jobs">Find jobs</a><a href="/companies">Companies</a>
    <a href="https://elsewhere.example/x">Partner</a><a href="//cdn.example/y">CDN</a></header>
  <main><a href="/only-in-main">Not navigation</a></main>
  <footer><a href="/jobs#top">Jobs</a><a href="/privacy-policy">Privacy</a><a href="/pages/about">About</a>
    <a href="/login?next=%2Fdashboard">Sign in</a><a href="mailto:hello@example.com">Mail</a></footer>`;

/** A site of pages by path; anything else is the 404 page. */
function site(pages: Record<string, () => Response | Promise<Response>>): { render: TRenderPage; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    render: async (path) => {
      asked.push(path);
      const page = pages[path];
      return page ? page() : html("<h1>Page not found</h1>", 404);
    },
  };
}

const HEALTHY = {
  "/": () => html(HOME),
  "/jobs": () => html("<h1>Jobs</h1>"),
  // A page only signed-in people see asks a visitor to sign in first: not a broken link.
  "/companies": () => html("<h1>Sign in to see companies</h1>", 401),
  "/privacy-policy": () => html("<h1>Privacy</h1>"),
  "/terms-of-service": () => html("<h1>Terms</h1>"),
  "/pages/about": () => html("<h1>About</h1>"),
  "/login?next=%2Fdashboard": () => new Response(null, { status: 302, headers: { location: "/login" } }),
};

describe("navigation links", () => {
  it("takes the site's own links of the header and footer only, once each, without fragments", () => {
    expect(navigationPaths(`<html><body>${HOME}</body></html>`)).toEqual([
      "/",
      "/jobs",
      "/companies",
      "/privacy-policy",
      "/pages/about",
      "/login?next=%2Fdashboard",
    ]);
  });

  it("passes when every link answers 200, a redirect, or a sign-in page, and fetches no external link", async () => {
    const { render, asked } = site(HEALTHY);
    const check = await checkNavigationLinks(limitRenders(render), "en");
    expect(check).toEqual({
      id: "navigationLinks",
      category: "navigationUx",
      status: "passed",
      reasonKey: "monetizationReadiness.reasons.navigationLinks.passed",
      values: { count: 6 },
    });
    expect(asked.filter((path) => path === "/jobs")).toHaveLength(1);
    expect(asked.some((path) => path.includes("elsewhere") || path.includes("cdn") || path.includes("mailto"))).toBe(
      false,
    );
    expect(asked).not.toContain("/only-in-main");
  });

  it("fails naming a broken footer link with its status", async () => {
    const { render } = site({ ...HEALTHY, "/pages/about": () => html("<h1>Page not found</h1>", 404) });
    const check = await checkNavigationLinks(limitRenders(render), "en");
    expect(check.status).toBe("failed");
    expect(check.reasonKey).toBe("monetizationReadiness.reasons.navigationLinks.broken");
    expect(check.values).toEqual({ count: 1, links: "/pages/about (404)" });
  });

  it("names a page that throws while rendering as a 500, and at most five broken links", async () => {
    const broken = ["/a", "/b", "/c", "/d", "/e", "/f"];
    const home = `<header>${broken.map((path) => `<a href="${path}">x</a>`).join("")}</header>`;
    const { render } = site({
      "/": () => html(home),
      "/a": () => {
        throw new Error("the page's loader failed");
      },
    });
    const check = await checkNavigationLinks(limitRenders(render), "en");
    expect(check.status).toBe("failed");
    expect(check.values).toEqual({
      count: 6,
      links: "/a (500), /b (404), /c (404), /d (404), and /e (404)",
    });
  });

  it("fails when the home page itself cannot be rendered, or has no links to follow", async () => {
    const failing = await checkNavigationLinks(limitRenders(site({ "/": () => html("", 500) }).render), "en");
    expect(failing).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.navigationLinks.homeFailed",
      values: { status: 500 },
    });
    const bare = await checkNavigationLinks(limitRenders(site({ "/": () => html("<p>Hello</p>") }).render), "en");
    expect(bare).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.navigationLinks.noLinks",
    });
  });
});

describe("the 404 page", () => {
  it("passes when an unknown address answers 404 with an HTML page", async () => {
    const { render, asked } = site(HEALTHY);
    expect((await checkNotFoundPage(limitRenders(render))).status).toBe("passed");
    expect(asked[0]).toMatch(/^\/readiness-check-[0-9a-f]{16}$/);
  });

  it("fails when an unknown address answers 200 (a soft 404), or a 404 that is not a page", async () => {
    const soft = await checkNotFoundPage(limitRenders(async () => html("<h1>Welcome</h1>")));
    expect(soft).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.notFoundPage.failed",
      values: { status: 200 },
    });
    const bare = await checkNotFoundPage(limitRenders(async () => new Response("Not Found", { status: 404 })));
    expect(bare.status).toBe("failed");
  });
});

describe("the legal pages", () => {
  it("passes when the privacy policy and the terms of service answer 200", async () => {
    const check = await checkLegalPages(limitRenders(site(HEALTHY).render), "en");
    expect(check).toMatchObject({ id: "legalPages", category: "legalCompliance", status: "passed" });
  });

  it("fails naming the one that does not answer", async () => {
    const { render } = site({ ...HEALTHY, "/terms-of-service": () => html("", 500) });
    const check = await checkLegalPages(limitRenders(render), "en");
    expect(check).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.legalPages.failed",
      values: { pages: "/terms-of-service (500)" },
    });
  });
});

describe("the sitemap and robots.txt", () => {
  const text =
    (body: string, status = 200) =>
    async () =>
      new Response(body, { status });

  it("passes a sitemap with a <loc>, warns on an empty one and fails on an error", async () => {
    const full = "<urlset><url><loc>https://jobs.example.com/</loc></url></urlset>";
    expect((await checkSitemap(limitRenders(text(full)))).status).toBe("passed");
    expect((await checkSitemap(limitRenders(text("<urlset></urlset>")))).status).toBe("warning");
    expect(await checkSitemap(limitRenders(text("", 500)))).toMatchObject({
      status: "failed",
      values: { status: 500 },
    });
  });

  it("passes robots.txt that names a sitemap and blocks no ad crawler", async () => {
    const robots = "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://jobs.example.com/sitemap.xml\n";
    expect((await checkRobots(limitRenders(text(robots)))).status).toBe("passed");
    expect(await checkRobots(limitRenders(text("User-agent: *\nDisallow: /admin\n")))).toMatchObject({
      status: "warning",
      reasonKey: "monetizationReadiness.reasons.robots.noSitemap",
    });
    expect(await checkRobots(limitRenders(text("", 404)))).toMatchObject({ status: "failed", values: { status: 404 } });
  });

  it("fails robots.txt that shuts every crawler, or AdSense's, out of the whole site", async () => {
    const all = "User-agent: *\nDisallow: /\nSitemap: https://jobs.example.com/sitemap.xml\n";
    expect(await checkRobots(limitRenders(text(all)))).toMatchObject({
      status: "failed",
      reasonKey: "monetizationReadiness.reasons.robots.blocked",
      values: { agent: "User-agent: *" },
    });
    const adsense =
      "User-agent: Googlebot\nUser-agent: Mediapartners-Google # ads\nDisallow: /\n\nUser-agent: *\nAllow: /\n";
    expect(blockedCrawlers(adsense)).toEqual(["Mediapartners-Google"]);
    // Another crawler's block, a path's block or an Allow: / beside it shut nobody out.
    expect(blockedCrawlers("User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n")).toEqual([]);
    expect(blockedCrawlers("User-agent: *\nDisallow: /\nAllow: /\n")).toEqual([]);
  });
});

describe("rendering", () => {
  it("counts a page that never answers as a 504, so the check still ends", async () => {
    const { render } = site({ ...HEALTHY, "/pages/about": () => new Promise<Response>(() => {}) });
    const check = await checkNavigationLinks(limitRenders(render, { timeoutMs: 50 }), "en");
    expect(check).toMatchObject({ status: "failed", values: { count: 1, links: "/pages/about (504)" } });
  });

  it(`renders at most ${RENDER_CONCURRENCY} pages at once, and every page asked for`, async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const render = limitRenders(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return html("ok");
    });
    const pages = Array.from({ length: 10 }, (_, index) => render(`/p${index}`));
    // Let the renders start, then finish them one by one as they arrive.
    let finished = 0;
    while (finished < 10) {
      await new Promise((resolve) => setImmediate(resolve));
      const release = releases.shift();
      if (release) {
        release();
        finished += 1;
      }
    }
    const answers = await Promise.all(pages);
    expect(answers.map((page) => page.status)).toEqual(Array(10).fill(200));
    expect(most).toBe(RENDER_CONCURRENCY);
  });
});
