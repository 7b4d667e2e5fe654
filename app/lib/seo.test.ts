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

describe("buildMeta in each language", () => {
  const inLanguage = (language: string, site = { name: null, pageSeo: null }) => [{ loaderData: { language, site } }];
  const links = (meta: ReturnType<typeof buildMeta>, rel: string) =>
    meta.filter((item) => (item as Record<string, unknown>).rel === rel);
  const alternates = (meta: ReturnType<typeof buildMeta>) =>
    Object.fromEntries(
      links(meta, "alternate").map((item) => [
        (item as { hrefLang: string }).hrefLang,
        (item as { href: string }).href,
      ]),
    );
  const locales = (meta: ReturnType<typeof buildMeta>, property: string) =>
    meta
      .filter((item) => (item as Record<string, unknown>).property === property)
      .map((item) => (item as { content: string }).content);

  it("makes the page's own language URL its canonical, whether the route names the path with its prefix or not", () => {
    for (const path of ["/jobs/12", "/ar/jobs/12"]) {
      const meta = buildMeta(page(inLanguage("ar"), { path }));
      expect(links(meta, "canonical")).toEqual([
        { tagName: "link", rel: "canonical", href: `${PUBLIC_URL}/ar/jobs/12` },
      ]);
      expect(content(meta, "property", "og:url")).toBe(`${PUBLIC_URL}/ar/jobs/12`);
    }
    expect(links(buildMeta(page(inLanguage("fr"), { path: "/" })), "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${PUBLIC_URL}/fr` },
    ]);
    expect(links(buildMeta(page(inLanguage("en"), { path: "/jobs" })), "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${PUBLIC_URL}/jobs` },
    ]);
  });

  it("names the page in every language, absolute, English also as x-default, the same from each language", () => {
    const expected = {
      en: `${PUBLIC_URL}/jobs/12`,
      ar: `${PUBLIC_URL}/ar/jobs/12`,
      fr: `${PUBLIC_URL}/fr/jobs/12`,
      "x-default": `${PUBLIC_URL}/jobs/12`,
    };
    for (const language of ["en", "ar", "fr"]) {
      const meta = buildMeta(page(inLanguage(language), { path: "/ar/jobs/12" }));
      expect(alternates(meta)).toEqual(expected);
      expect(links(meta, "alternate")).toHaveLength(4);
    }
    expect(alternates(buildMeta(page(inLanguage("ar"), { path: "/" })))).toEqual({
      en: `${PUBLIC_URL}/`,
      ar: `${PUBLIC_URL}/ar`,
      fr: `${PUBLIC_URL}/fr`,
      "x-default": `${PUBLIC_URL}/`,
    });
  });

  it("gives og:locale in the page's language and the others as og:locale:alternate", () => {
    const arabic = buildMeta(page(inLanguage("ar")));
    expect(locales(arabic, "og:locale")).toEqual(["ar_AR"]);
    expect(locales(arabic, "og:locale:alternate")).toEqual(["en_US", "fr_FR"]);
    expect(locales(buildMeta(page(inLanguage("fr"))), "og:locale")).toEqual(["fr_FR"]);
    expect(locales(buildMeta(page([])), "og:locale")).toEqual(["en_US"]);
    expect(locales(buildMeta(page([])), "og:locale:alternate")).toEqual(["ar_AR", "fr_FR"]);
  });

  it("gives a page kept out of search results no alternates, whether the code or a configuration says so", () => {
    const noIndex = buildMeta(page(inLanguage("ar"), { noIndex: true, isErrorPage: true }));
    expect(links(noIndex, "alternate")).toEqual([]);
    expect(locales(noIndex, "og:locale:alternate")).toEqual([]);
    expect(locales(noIndex, "og:locale")).toEqual(["ar_AR"]);
    expect(links(noIndex, "canonical")).toHaveLength(1);
    const configured = buildMeta(page(rootMatches({ name: null, pageSeo: CONFIGURED })));
    expect(links(configured, "alternate")).toEqual([]);
  });

  it("keeps a configuration's canonical on the English page and its own language URLs as alternates", () => {
    const pageSeo = { ...CONFIGURED, robots: "index,follow" as const };
    const meta = buildMeta(page(rootMatches({ name: null, pageSeo })));
    expect(links(meta, "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://elsewhere.example/jobs" },
    ]);
    expect(alternates(meta).ar).toBe(`${PUBLIC_URL}/ar/jobs`);
  });

  it("says the page's language in JSON-LD where the schema has inLanguage, never on a JobPosting", () => {
    const website = { "@context": "https://schema.org", "@type": "WebSite", name: "Hirewise" };
    const faq = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] };
    const job = { "@context": "https://schema.org", "@type": "JobPosting", title: "Nurse" };
    const organization = { "@context": "https://schema.org", "@type": "Organization", name: "Acme" };
    const meta = buildMeta(page(inLanguage("fr"), { jsonLd: [website, faq, job, organization] }));
    expect(meta).toContainEqual({ "script:ld+json": { ...website, inLanguage: "fr" } });
    expect(meta).toContainEqual({ "script:ld+json": { ...faq, inLanguage: "fr" } });
    expect(meta).toContainEqual({ "script:ld+json": job });
    expect(meta).toContainEqual({ "script:ld+json": organization });
    const own = { "@type": "WebPage", inLanguage: "en-GB" };
    expect(buildMeta(page(inLanguage("fr"), { jsonLd: own }))).toContainEqual({ "script:ld+json": own });
  });
});
