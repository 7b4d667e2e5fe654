import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import type { TPageSeo } from "@common/site/seo";
import { buildMeta, type TSeo } from "./seo";

const t = createTranslator("en");
const PUBLIC_URL = "https://hirewise.example";

function rootMatches(site: { name: string | null; pageSeo: TPageSeo | null }) {
  return [{ loaderData: { language: "en", site } }];
}

const page = (matches: readonly unknown[], extra: Partial<TSeo> = {}): TSeo => ({
  t,
  matches,
  title: "Find jobs",
  description: "Every open job.",
  keywords: ["jobs"],
  path: "/jobs",
  publicUrl: PUBLIC_URL,
  ...extra,
});

const CONFIGURED: TPageSeo = {
  title: "Configured title",
  description: "Configured description",
  keywords: ["one", "two"],
  ogTitle: null,
  ogDescription: "Shared description",
  ogImage: "/uploads/card.png",
  canonicalUrl: "https://elsewhere.example/jobs",
  robots: "noindex,follow",
};

const content = (meta: ReturnType<typeof buildMeta>, key: string, value: string) =>
  (meta.find((item) => (item as Record<string, unknown>)[key] === value) as Record<string, string> | undefined)
    ?.content;

describe("buildMeta", () => {
  it("suffixes the title with the catalogue's name when no site name is set", () => {
    const meta = buildMeta(page([]));
    expect(meta).toContainEqual({ title: "Find jobs | Hirewise" });
    expect(content(meta, "property", "og:site_name")).toBe("Hirewise");
    expect(content(meta, "name", "robots")).toBe("index, follow");
  });

  it("uses Settings > General's site name in the title and og:site_name", () => {
    const meta = buildMeta(page(rootMatches({ name: "Acme Careers", pageSeo: null })));
    expect(meta).toContainEqual({ title: "Find jobs | Acme Careers" });
    expect(content(meta, "property", "og:site_name")).toBe("Acme Careers");
  });

  it("lets the path's SEO configuration win, its title used as written", () => {
    const meta = buildMeta(page(rootMatches({ name: null, pageSeo: CONFIGURED })));
    expect(meta).toContainEqual({ title: "Configured title" });
    expect(content(meta, "name", "description")).toBe("Configured description");
    expect(content(meta, "name", "keywords")).toBe("one, two");
    expect(content(meta, "property", "og:title")).toBe("Configured title");
    expect(content(meta, "property", "og:description")).toBe("Shared description");
    expect(content(meta, "property", "og:image")).toBe(`${PUBLIC_URL}/uploads/card.png`);
    expect(content(meta, "name", "robots")).toBe("noindex, follow");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://elsewhere.example/jobs" });
  });

  it("keeps the page's own texts for the fields a configuration leaves empty", () => {
    const meta = buildMeta(
      page(rootMatches({ name: null, pageSeo: { ...CONFIGURED, title: null, description: null, keywords: [] } })),
    );
    expect(meta).toContainEqual({ title: "Find jobs | Hirewise" });
    expect(content(meta, "name", "description")).toBe("Every open job.");
    expect(content(meta, "name", "keywords")).toBe("jobs");
  });

  it("never makes a page the code keeps out of search results indexable", () => {
    const pageSeo = { ...CONFIGURED, robots: "index,nofollow" as const };
    const meta = buildMeta(page(rootMatches({ name: null, pageSeo }), { noIndex: true }));
    expect(content(meta, "name", "robots")).toBe("noindex, nofollow");
  });

  it("leaves an error page's head alone", () => {
    const meta = buildMeta(
      page(rootMatches({ name: null, pageSeo: CONFIGURED }), { title: "Page not found", isErrorPage: true }),
    );
    expect(meta).toContainEqual({ title: "Page not found | Hirewise" });
  });

  it("leaves a filtered view of the path (its own title, noindex) alone", () => {
    const meta = buildMeta(
      page(rootMatches({ name: null, pageSeo: CONFIGURED }), {
        title: "Nurse jobs",
        noIndex: true,
        isFilteredView: true,
      }),
    );
    expect(meta).toContainEqual({ title: "Nurse jobs | Hirewise" });
  });

  it("keeps the page's JSON-LD under a configuration", () => {
    const jsonLd = { "@type": "JobPosting" };
    const meta = buildMeta(page(rootMatches({ name: null, pageSeo: CONFIGURED }), { jsonLd }));
    expect(meta).toContainEqual({ "script:ld+json": jsonLd });
  });
});
