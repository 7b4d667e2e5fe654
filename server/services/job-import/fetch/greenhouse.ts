// Greenhouse's job-board API, GET {GREENHOUSE_API_URL}/boards/{token}/jobs?content=true:
// { jobs: [{ id, title, updated_at, absolute_url, location: { name }, content, metadata, ... }] }.
// `content` is HTML escaped once more (&lt;p&gt;): it is decoded back to HTML here.
import { ImportError } from "../import-error";
import type { TFetchedSource, TImportNotice, TSourcePosting } from "../source-posting";
import { decodeEntities } from "./xml-reader";
import { collect, httpUrl, isoTime, isRecord, missingField, splitLocation, text } from "./postings";

/** The value of the first metadata field named like an employment type, if any. */
function employmentType(metadata: unknown): string | null {
  if (!Array.isArray(metadata)) return null;
  const field = metadata.find(
    (item) => isRecord(item) && /employment|job type|commitment|contract/i.test(text(item.name) ?? ""),
  ) as Record<string, unknown> | undefined;
  return field ? text(Array.isArray(field.value) ? field.value.join(", ") : field.value) : null;
}

function readJob(item: unknown, position: number): TSourcePosting | TImportNotice {
  if (!isRecord(item)) return missingField("id", position);
  const title = text(item.title);
  const externalId = text(item.id);
  if (!externalId) return missingField("id", position, title);
  if (!title) return missingField("title", position);
  const applyUrl = httpUrl(item.absolute_url);
  if (!applyUrl) return missingField("url", position, title);
  const locationText = isRecord(item.location) ? text(item.location.name) : null;
  return {
    externalId,
    title,
    company: text(item.company_name),
    applyUrl,
    description: decodeEntities(text(item.content) ?? "", "lenient"),
    locationText,
    ...splitLocation(locationText),
    // A hybrid job says so in its location line ("Dubai (Hybrid)"), which mapping reads.
    isHybrid: false,
    employmentType: employmentType(item.metadata),
    salary: null,
    postedAt: isoTime(item.first_published) ?? isoTime(item.updated_at),
    validThrough: null,
  };
}

export function parseGreenhouseJobs(body: string): TFetchedSource {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new ImportError("jobImportFetch.notJson", { format: "Greenhouse" });
  }
  if (!isRecord(answer) || !Array.isArray(answer.jobs))
    throw new ImportError("jobImportFetch.wrongShape", { format: "Greenhouse" });
  return collect(answer.jobs, readJob);
}
