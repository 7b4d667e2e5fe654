// Lever's postings API, GET {LEVER_API_URL}/postings/{site}?mode=json: an array of
// { id, text, categories: { location, commitment }, country, workplaceType, hostedUrl, applyUrl,
// description, lists: [{ text, content }], additional, salaryRange, createdAt }.
import { ImportError } from "../import-error";
import type { TFetchedSource, TImportNotice, TSourcePosting } from "../source-posting";
import {
  amount,
  collect,
  httpUrl,
  isoTime,
  isRecord,
  missingField,
  salaryPeriod,
  splitLocation,
  text,
} from "./postings";

/** The description, each list under its heading, and the closing words, as one HTML text. */
function description(item: Record<string, unknown>): string {
  const parts = [text(item.description) ?? text(item.descriptionPlain) ?? ""];
  if (Array.isArray(item.lists))
    for (const list of item.lists)
      if (isRecord(list)) parts.push(`<h3>${text(list.text) ?? ""}</h3><ul>${text(list.content) ?? ""}</ul>`);
  parts.push(text(item.additional) ?? text(item.additionalPlain) ?? "");
  return parts.filter(Boolean).join("\n");
}

function salary(range: unknown): TSourcePosting["salary"] {
  if (!isRecord(range)) return null;
  const min = amount(range.min);
  const max = amount(range.max);
  if (min === null && max === null) return null;
  return { min, max, currency: text(range.currency)?.toUpperCase() ?? null, period: salaryPeriod(range.interval) };
}

function readPosting(item: unknown, position: number): TSourcePosting | TImportNotice {
  if (!isRecord(item)) return missingField("id", position);
  const title = text(item.text);
  const externalId = text(item.id);
  if (!externalId) return missingField("id", position, title);
  if (!title) return missingField("title", position);
  const applyUrl = httpUrl(item.hostedUrl) ?? httpUrl(item.applyUrl);
  if (!applyUrl) return missingField("url", position, title);
  const categories = isRecord(item.categories) ? item.categories : {};
  const locationText = text(categories.location);
  const place = splitLocation(locationText);
  const country = text(item.country);
  return {
    externalId,
    title,
    company: null,
    applyUrl,
    description: description(item),
    locationText,
    ...place,
    // Lever states the country as an ISO code apart; the location line's first part is the city.
    city: country && locationText && !place.city ? (text(locationText.split(",")[0]) ?? null) : place.city,
    country: country ?? place.country,
    isRemote: place.isRemote || text(item.workplaceType)?.toLowerCase() === "remote",
    isHybrid: text(item.workplaceType)?.toLowerCase() === "hybrid",
    employmentType: text(categories.commitment),
    salary: salary(item.salaryRange),
    postedAt: isoTime(item.createdAt),
    validThrough: null,
  };
}

export function parseLeverPostings(body: string): TFetchedSource {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new ImportError("jobImportFetch.notJson", { format: "Lever" });
  }
  if (!Array.isArray(answer)) throw new ImportError("jobImportFetch.wrongShape", { format: "Lever" });
  return collect(answer, readPosting);
}
