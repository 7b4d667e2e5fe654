// The content page's loader: a published page with its Markdown rendered, the 404 page for an
// unknown slug, a draft, or a slug that cannot be one.
import { isRouteErrorResponse, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { sitePages } from "../../../server/db/schema";
import { createTestApp } from "../../../server/test/test-app";
import { loadContentPage } from "./content-page.server";
import { pageText } from "./page-text";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
  await harness.context.db.insert(sitePages).values([
    {
      slug: "about",
      title: "About Us",
      description: "Who we are",
      body: "# Our story\n\n<script>x</script>",
      isPublished: true,
    },
    { slug: "help-center", title: "Help", body: "Soon", isPublished: false },
  ]);
});
afterAll(async () => {
  await harness.close();
});

function loadContext(): AppLoadContext {
  return {
    app: harness.context,
    requestId: "test",
    nonce: "",
    clientIp: "203.0.113.1",
    currentUser: null,
    language: "en",
    t: createTranslator("en"),
  };
}

describe("loadContentPage", () => {
  it("answers a published page with its Markdown as safe HTML", async () => {
    const { page } = await loadContentPage(loadContext(), { slug: "about" });
    expect(page).toMatchObject({ slug: "about", title: "About Us", description: "Who we are" });
    expect(page.html).toContain("<h2>Our story</h2>");
    expect(page.html).toContain("&lt;script&gt;");
    expect(page.html).not.toContain("<script>");
  });

  it("is a 404 for a draft, an unknown slug and one that cannot be a slug", async () => {
    for (const slug of ["help-center", "nothing-here", "About", "../etc", "", undefined]) {
      const thrown = await loadContentPage(loadContext(), { slug }).then(
        () => undefined,
        (error: unknown) => error,
      );
      // data(null, {status: 404}) is thrown as a DataWithResponseInit; RR turns it into the 404 page.
      const status = (thrown as { init?: { status?: number } } | undefined)?.init?.status;
      expect(isRouteErrorResponse(thrown) ? thrown.status : status, String(slug)).toBe(404);
    }
  });
});

describe("pageText", () => {
  it("reads the rendered HTML as text, entities decoded", () => {
    expect(pageText("<h2>Tom &amp; Jerry</h2>\n<p>&lt;b&gt; &quot;x&quot; &#39;y&#39;</p>")).toBe(
      `Tom & Jerry <b> "x" 'y'`,
    );
  });
});
