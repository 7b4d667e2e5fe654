// A page's SEO score from its rendered HTML: each check passes, warns or fails, and the score is
// the weighted share passed (a warning counts half; weights in SEO_CHECK_WEIGHTS). Pure: the
// caller renders the page (check-page-score.ts), the tests give HTML strings.
import { parse, type HTMLElement } from "node-html-parser";
import {
  SEO_CHECK_WEIGHTS,
  SEO_DESCRIPTION_RANGE,
  SEO_TITLE_RANGE,
  type TSeoCheck,
  type TSeoCheckKey,
  type TSeoCheckStatus,
  type TSeoScore,
} from "@common/site/seo";
import "../catalogue";

const CREDIT: Record<TSeoCheckStatus, number> = { passed: 1, warning: 0.5, failed: 0 };

function check(
  key: TSeoCheckKey,
  status: TSeoCheckStatus,
  message: string,
  values: Record<string, string | number> = {},
  detail: string | null = null,
): TSeoCheck {
  return { key, status, messageKey: `seoApi.checks.${key}.${message}`, values, detail };
}

const metaContent = (root: HTMLElement, attribute: "name" | "property", value: string) =>
  root
    .querySelectorAll("meta")
    .find((meta) => meta.getAttribute(attribute)?.toLowerCase() === value)
    ?.getAttribute("content")
    ?.trim() ?? null;

/** The title's or description's length against its guidance. */
function lengthCheck(
  key: "title" | "description",
  text: string | null,
  range: { min: number; max: number },
): TSeoCheck {
  if (!text) return check(key, "failed", "missing");
  const length = [...text].length;
  const values = { length, min: range.min, max: range.max };
  if (length < range.min) return check(key, "warning", "short", values, text);
  if (length > range.max) return check(key, "warning", "long", values, text);
  return check(key, "passed", "good", values, text);
}

function h1Check(root: HTMLElement): TSeoCheck {
  const headings = root.querySelectorAll("h1");
  const count = headings.length;
  if (count === 1) return check("h1", "passed", "one", {}, headings[0]!.textContent.trim());
  if (count === 0) return check("h1", "failed", "none");
  return check("h1", "failed", "many", { count });
}

function canonicalCheck(root: HTMLElement): TSeoCheck {
  const links = root.querySelectorAll("link").filter((link) => link.getAttribute("rel")?.toLowerCase() === "canonical");
  if (!links.length) return check("canonical", "failed", "missing");
  if (links.length > 1) return check("canonical", "failed", "many", { count: links.length });
  const href = links[0]!.getAttribute("href") ?? "";
  try {
    const url = new URL(href);
    if (url.protocol === "http:" || url.protocol === "https:")
      return check("canonical", "passed", "absolute", {}, href);
  } catch {
    // Not an absolute address: reported below.
  }
  return check("canonical", "failed", "relative", {}, href);
}

function robotsCheck(root: HTMLElement): TSeoCheck {
  const content = metaContent(root, "name", "robots");
  const directives = (content ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.includes("noindex") || directives.includes("none")) {
    return check("robots", "warning", "noindex", {}, content);
  }
  if (directives.includes("nofollow")) return check("robots", "warning", "nofollow", {}, content);
  return check("robots", "passed", "indexed", {}, content);
}

/** The JSON-LD types a page must carry: a job's JobPosting (while it is indexed), the home page's Organization and WebSite. */
function expectedTypes(path: string, indexed: boolean): string[] {
  if (!indexed) return [];
  if (path === "/") return ["Organization", "WebSite"];
  if (/^\/jobs\/\d+$/.test(path)) return ["JobPosting"];
  return [];
}

function typesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesOf);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = [record["@type"]].flat().filter((type): type is string => typeof type === "string");
  return [...own, ...typesOf(record["@graph"])];
}

function jsonLdCheck(root: HTMLElement, options: { path: string; indexed: boolean }): TSeoCheck {
  const scripts = root
    .querySelectorAll("script")
    .filter((script) => script.getAttribute("type")?.toLowerCase() === "application/ld+json");
  const types: string[] = [];
  let invalid = 0;
  for (const script of scripts) {
    try {
      types.push(...typesOf(JSON.parse(script.rawText)));
    } catch {
      invalid += 1;
    }
  }
  if (invalid) return check("jsonLd", "failed", "invalid", { count: invalid, total: scripts.length });
  const missing = expectedTypes(options.path, options.indexed).filter((type) => !types.includes(type));
  if (missing.length) return check("jsonLd", "failed", "missingType", { types: missing.join(", ") });
  if (!scripts.length) return check("jsonLd", "passed", "noneExpected");
  return check("jsonLd", "passed", "valid", { count: scripts.length }, [...new Set(types)].join(", "));
}

function imageAltCheck(root: HTMLElement): TSeoCheck {
  const images = root.querySelectorAll("img");
  // alt="" is right for a decorative image; only a missing attribute is a fault.
  const withoutAlt = images.filter((image) => !image.hasAttribute("alt"));
  if (!images.length) return check("imageAlt", "passed", "noImages");
  if (!withoutAlt.length) return check("imageAlt", "passed", "all", { total: images.length });
  return check(
    "imageAlt",
    "failed",
    "missing",
    { count: withoutAlt.length, total: images.length },
    withoutAlt
      .map((image) => image.getAttribute("src") ?? "")
      .slice(0, 5)
      .join(", "),
  );
}

function openGraphCheck(root: HTMLElement): TSeoCheck {
  const title = metaContent(root, "property", "og:title");
  const description = metaContent(root, "property", "og:description");
  if (title && description) return check("openGraph", "passed", "both", {}, title);
  if (title || description) return check("openGraph", "warning", title ? "noDescription" : "noTitle");
  return check("openGraph", "failed", "missing");
}

/** The weighted share of the checks passed, 0-100. */
export function scoreOf(checks: TSeoCheck[]): number {
  const total = checks.reduce((sum, item) => sum + SEO_CHECK_WEIGHTS[item.key], 0);
  const earned = checks.reduce((sum, item) => sum + SEO_CHECK_WEIGHTS[item.key] * CREDIT[item.status], 0);
  return total ? Math.round((earned / total) * 100) : 0;
}

/** Checks a rendered page's HTML. `path` is the page's path (which structured data it must carry). */
export function scorePageHtml(html: string, options: { path: string }): TSeoScore {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true } });
  const head = root.querySelector("head") ?? root;
  const titleText = head.querySelector("title")?.textContent.trim() || null;
  const robots = robotsCheck(head);
  const checks = [
    lengthCheck("title", titleText, SEO_TITLE_RANGE),
    lengthCheck("description", metaContent(head, "name", "description"), SEO_DESCRIPTION_RANGE),
    h1Check(root),
    canonicalCheck(head),
    robots,
    jsonLdCheck(root, { path: options.path, indexed: robots.messageKey !== "seoApi.checks.robots.noindex" }),
    imageAltCheck(root),
    openGraphCheck(head),
  ];
  return { path: options.path, score: scoreOf(checks), checks };
}
