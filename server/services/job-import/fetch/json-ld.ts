// A career page carrying schema.org JobPosting JSON-LD: every <script type="application/ld+json">
// is read; its postings may be a single object, an array, an @graph or an ItemList (its
// itemListElement, each item itself or under `item`). A script that is not JSON is a warning.
import { parse } from "node-html-parser";
import { ImportError } from "../import-error";
import type { TFetchedSource, TImportNotice, TSourcePosting } from "../source-posting";
import { decodeEntities } from "./xml-reader";
import {
  amount,
  collect,
  httpUrl,
  isoTime,
  isRecord,
  missingField,
  salaryPeriod,
  text,
  type TRecord,
} from "./postings";

const MAX_DEPTH = 6;

const types = (node: TRecord) => (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]]).map(String);

/** Every JobPosting object in a script's value, looking through arrays, @graph and ItemList. */
function findPostings(value: unknown, found: TRecord[], depth = 0) {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) findPostings(item, found, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  if (types(value).some((type) => /(^|\/)JobPosting$/.test(type))) {
    found.push(value);
    return;
  }
  if (value["@graph"] !== undefined) findPostings(value["@graph"], found, depth + 1);
  if (value.itemListElement !== undefined) findPostings(value.itemListElement, found, depth + 1);
  if (value.item !== undefined) findPostings(value.item, found, depth + 1);
}

/** Some pages escape the description's HTML once more (&lt;p&gt;): it is decoded back. */
const unescapeHtml = (html: string) =>
  /&lt;\/?[a-z]/i.test(html) && !/<[a-z]/i.test(html) ? decodeEntities(html, "lenient") : html;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const nameOf = (value: unknown) => (isRecord(value) ? text(value.name) : text(value));

function identifier(value: unknown): string | null {
  const id = first(value);
  return isRecord(id) ? (text(id.value) ?? text(id["@id"])) : text(id);
}

function salary(value: unknown): TSourcePosting["salary"] {
  const base = first(value);
  if (!isRecord(base)) return null;
  const quantity = isRecord(base.value) ? base.value : { value: base.value };
  const min = amount(quantity.minValue) ?? amount(quantity.value);
  const max = amount(quantity.maxValue);
  if (min === null && max === null) return null;
  return {
    min,
    max: max !== null && max !== min ? max : null,
    currency: text(base.currency)?.toUpperCase() ?? null,
    period: salaryPeriod(quantity.unitText ?? base.unitText),
  };
}

function readPosting(pageUrl: string | undefined) {
  return (value: unknown, position: number): TSourcePosting | TImportNotice => {
    const node = value as TRecord;
    const title = text(node.title) ?? text(node.name);
    const applyUrl = httpUrl(node.url, pageUrl) ?? httpUrl(node.sameAs, pageUrl);
    const externalId = identifier(node.identifier) ?? applyUrl;
    if (!externalId) return missingField("id", position, title);
    if (!title) return missingField("title", position);
    if (!applyUrl) return missingField("url", position, title);
    const place = first(node.jobLocation);
    const address = isRecord(place) ? first(place.address) : null;
    const where = isRecord(address) ? address : {};
    const city = text(where.addressLocality);
    const region = text(where.addressRegion);
    const country = nameOf(where.addressCountry) ?? nameOf(first(node.applicantLocationRequirements));
    const employment = Array.isArray(node.employmentType)
      ? node.employmentType.map(String).join(", ")
      : text(node.employmentType);
    const locationTypes = Array.isArray(node.jobLocationType) ? node.jobLocationType : [node.jobLocationType];
    return {
      externalId,
      title,
      company: nameOf(node.hiringOrganization),
      applyUrl,
      description: unescapeHtml(text(node.description) ?? ""),
      locationText:
        (isRecord(address) ? null : text(address)) ?? ([city, region, country].filter(Boolean).join(", ") || null),
      city,
      region,
      country,
      isRemote: locationTypes.some((type) => /TELECOMMUTE/i.test(String(type))),
      // schema.org has no hybrid location type; a hybrid job says so in its text, which mapping reads.
      isHybrid: false,
      employmentType: employment || null,
      salary: salary(node.baseSalary ?? node.estimatedSalary),
      postedAt: isoTime(node.datePosted),
      validThrough: isoTime(node.validThrough),
    };
  };
}

/** Reads a page's postings; `pageUrl` resolves relative job addresses. No JobPosting at all: an ImportError. */
export function parseJsonLdPage(body: string, pageUrl?: string): TFetchedSource {
  const page = parse(body, { blockTextElements: { script: true } });
  const scripts = page.querySelectorAll('script[type="application/ld+json"]');
  const warnings: TImportNotice[] = [];
  const found: TRecord[] = [];
  scripts.forEach((script, index) => {
    try {
      findPostings(JSON.parse(script.rawText), found);
    } catch {
      warnings.push({ key: "jobImportFetch.brokenJsonLd", values: { position: index + 1 } });
    }
  });
  if (found.length === 0)
    throw new ImportError(scripts.length === 0 ? "jobImportFetch.noJsonLd" : "jobImportFetch.noJobPosting");
  const result = collect(found, readPosting(pageUrl));
  return { postings: result.postings, warnings: [...warnings, ...result.warnings] };
}
