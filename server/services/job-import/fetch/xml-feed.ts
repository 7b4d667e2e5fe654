// An XML job feed in Indeed's format (the shape our own /feeds/jobs.xml writes):
// <source><publisher/><publisherurl/><lastBuildDate/><job><title/><date/><referencenumber/><url/>
// <company/><city/><state/><country/><postalcode/><description/><salary/><jobtype/><category/>
// <expirationdate/><remotetype/></job>...</source>, texts usually in CDATA.
import { ImportError } from "../import-error";
import type { TFetchedSource, TImportNotice, TSourcePosting } from "../source-posting";
import { collect, httpUrl, isoTime, missingField, parseSalaryText, text } from "./postings";
import { childNamed, readXml, textOf, XmlError, type TXmlElement } from "./xml-reader";

const JOB_TYPES: Record<string, string> = {
  fulltime: "Full-time",
  parttime: "Part-time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
};

function readJob(job: unknown, position: number): TSourcePosting | TImportNotice {
  const element = job as TXmlElement;
  const field = (name: string) => {
    const child = childNamed(element, name);
    return child ? text(textOf(child)) : null;
  };
  const title = field("title");
  const externalId = field("referencenumber");
  if (!externalId) return missingField("id", position, title);
  if (!title) return missingField("title", position);
  const applyUrl = httpUrl(field("url"));
  if (!applyUrl) return missingField("url", position, title);
  const city = field("city");
  const region = field("state");
  const country = field("country");
  const jobType = field("jobtype");
  const remoteType = field("remotetype");
  return {
    externalId,
    title,
    company: field("company"),
    applyUrl,
    description: field("description") ?? "",
    locationText: [city, region, country].filter(Boolean).join(", ") || null,
    city,
    region,
    country,
    // "Hybrid remote" is not remote: those jobs are worked partly on site.
    isRemote: /^fully remote$|^remote$/i.test(remoteType ?? ""),
    isHybrid: /^hybrid/i.test(remoteType ?? ""),
    employmentType: jobType ? (JOB_TYPES[jobType.toLowerCase().replace(/[\s_-]/g, "")] ?? jobType) : null,
    salary: parseSalaryText(field("salary")),
    postedAt: isoTime(field("date")),
    validThrough: isoTime(field("expirationdate")),
  };
}

/** Reads a feed's text; not XML, entities declared, or not this format: an ImportError. */
export function parseXmlFeed(body: string): TFetchedSource {
  let root: TXmlElement;
  try {
    root = readXml(body);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    if (error.reason === "entities") throw new ImportError("jobImportFetch.xmlEntities");
    throw new ImportError("jobImportFetch.notXml", { line: error.line });
  }
  if (root.name.toLowerCase() !== "source") throw new ImportError("jobImportFetch.notJobFeed", { root: root.name });
  const jobs = root.children.filter(
    (child): child is TXmlElement => typeof child !== "string" && child.name.toLowerCase() === "job",
  );
  return collect(jobs, readJob);
}
