// Importing JSON Resume's `basics`: the personal details, the location as one line of text, and
// the profiles, of which LinkedIn, GitHub and a portfolio become the builder's links.
import { RESUME_LIMITS, type TResume } from "@common/resumes/schema";
import { countryTables } from "./json-resume-countries";
import { PROFILE_NETWORKS } from "./json-resume-export";
import { reportUnmappedFields, type TReader } from "./json-resume-reader";
import { isRecord, read, type TRecord } from "./json-resume-report";

/** The personal details, links and profiles of `basics`. */
export function readBasics(reader: TReader, document: TRecord) {
  const { report } = reader;
  const basicsValue = read(document, "basics");
  if (basicsValue !== undefined && !isRecord(basicsValue)) report.add("basics", "not an object");
  const basics = isRecord(basicsValue) ? basicsValue : undefined;
  const fullName = reader.text(read(basics, "name"), "basics.name", RESUME_LIMITS.name);
  const email = reader.text(read(basics, "email"), "basics.email", RESUME_LIMITS.email);
  const phone = reader.text(read(basics, "phone"), "basics.phone", RESUME_LIMITS.phone);
  const summary = reader.text(read(basics, "summary"), "basics.summary", RESUME_LIMITS.summary);
  const label = reader.text(read(basics, "label"), "basics.label", RESUME_LIMITS.shortText);
  const location = readLocation(reader, read(basics, "location"));
  const links: TResume["links"] = {
    website: reader.url(read(basics, "url") ?? read(basics, "website"), "basics.url"),
    linkedin: undefined,
    github: undefined,
    portfolio: undefined,
  };
  // LinkedIn, GitHub and a portfolio are the builder's links; every other profile (and a
  // second one of those) is kept as a profile.
  const profiles: TResume["profiles"] = [];
  reader.list(read(basics, "profiles"), "basics.profiles").forEach((profile, index) => {
    const path = `basics.profiles[${index}]`;
    if (!isRecord(profile)) return report.add(path, `not an object`);
    const network = reader.text(read(profile, "network"), `${path}.network`, RESUME_LIMITS.shortText);
    const username = reader.text(read(profile, "username"), `${path}.username`, RESUME_LIMITS.shortText);
    const url = reader.url(read(profile, "url"), `${path}.url`);
    if (!network || (!username && !url)) {
      if (network || username || url) report.add(path, network ? "no web address or user name" : "no network name");
      return;
    }
    const kind = profileKind(network);
    const link =
      kind &&
      (url ??
        (username && kind !== "portfolio" && /^[\w.-]+$/.test(username) ? profileUrl(kind, username) : undefined));
    if (kind && link && !links[kind]) {
      links[kind] = link;
    } else if (profiles.length < RESUME_LIMITS.profiles) {
      profiles.push({ network, username: username || undefined, url });
    } else {
      report.add(path, `over the limit of ${RESUME_LIMITS.profiles} profiles`);
    }
  });
  if (basics) {
    reportUnmappedFields(reader, basics, "basics", [
      "name",
      "email",
      "phone",
      "summary",
      "label",
      "location",
      "url",
      "website",
      "profiles",
    ]);
  }
  return { fullName, email, phone, summary, label, location, links, profiles };
}

/** A location object (or, outside the schema, a string) as one line of text. */
function readLocation(reader: TReader, value: unknown): string {
  if (typeof value === "string") return reader.text(value, "basics.location", RESUME_LIMITS.location);
  if (!isRecord(value)) {
    if (value !== undefined && value !== null) reader.report.add("basics.location", "not an object");
    return "";
  }
  const city = reader.text(read(value, "city"), "basics.location.city", 1_000);
  const region = reader.text(read(value, "region"), "basics.location.region", 1_000);
  const code = reader.text(read(value, "countryCode"), "basics.location.countryCode", 100);
  const country = countryTables().countryNames.get(code.toUpperCase()) ?? code;
  for (const key of ["address", "postalCode"]) {
    const part = read(value, key);
    if (part !== undefined && part !== null && part !== "") reader.report.add(`basics.${key}`);
  }
  // "Abu Dhabi, Abu Dhabi, United Arab Emirates": a part equal to one before it is said once.
  const parts: string[] = [];
  for (const part of [city, region, country]) {
    const key = part.replace(/\s+/g, " ").trim().toLowerCase();
    if (key && !parts.some((listed) => listed.toLowerCase() === key)) parts.push(part);
  }
  const line = parts.join(", ");
  return reader.text(line, "basics.location", RESUME_LIMITS.location);
}

function profileKind(network: string): keyof typeof PROFILE_NETWORKS | undefined {
  const name = network.toLowerCase().replace(/\s+/g, "");
  if (name === "linkedin") return "linkedin";
  if (name === "github") return "github";
  // Design portfolios are what our "portfolio" link is for.
  if (name === "portfolio" || name === "behance" || name === "dribbble") return "portfolio";
  return undefined;
}

function profileUrl(kind: "linkedin" | "github", username: string): string {
  return kind === "linkedin" ? `https://www.linkedin.com/in/${username}` : `https://github.com/${username}`;
}
