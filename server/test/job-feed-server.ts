// A job-board server for the job import's tests, on 127.0.0.1 and a free port. Each path answers
// what the test set for it (setRoute); any other path is a 404. An answer is a body with a content
// type, or a hostile one: slow (headers, then a trickle that never finishes), huge (more than
// 10 MB streamed), a redirect, a bare status, a body cut off mid-way. Every request is recorded.
// The builders below write realistic answers in each source's public format.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type TFeedAnswer =
  /** A 200 (or `status`) with this body and content type, plus any extra headers. */
  | { kind: "body"; body: string; contentType: string; status?: number; headers?: Record<string, string> }
  /** Headers at once, then a byte every `everyMs` (200 by default), never finished. */
  | { kind: "slow"; everyMs?: number; contentType?: string }
  /** About `bytes` bytes (11 MB by default) in 64 kB chunks; Content-Length stated when `declareLength`. */
  | { kind: "huge"; bytes?: number; declareLength?: boolean; contentType?: string }
  /** A redirect (302 unless `status`) to this address. */
  | { kind: "redirect"; location: string; status?: number }
  /** This status with a short text body. */
  | { kind: "status"; status: number }
  /** The start of this body, then the connection destroyed. */
  | { kind: "broken"; body: string; contentType?: string };

export interface TFeedRequest {
  path: string;
  headers: IncomingMessage["headers"];
}

export interface TJobFeedServer {
  /** "http://127.0.0.1:<port>", no trailing slash. */
  url: string;
  port: number;
  /** Sets what a path answers; the path includes the query when it matters ("/x?mode=json"), else the bare path matches any query. */
  setRoute(path: string, answer: TFeedAnswer): void;
  /** The requests received, oldest first. */
  requests: TFeedRequest[];
  /** Bytes written for huge answers before the client went away. */
  hugeBytesWritten(): number;
  close(): Promise<void>;
}

/** A body answer with a JSON content type. */
export const jsonAnswer = (value: unknown): TFeedAnswer => ({
  kind: "body",
  body: typeof value === "string" ? value : JSON.stringify(value),
  contentType: "application/json; charset=utf-8",
});
export const xmlAnswer = (body: string): TFeedAnswer => ({
  kind: "body",
  body,
  contentType: "application/xml; charset=utf-8",
});
export const htmlAnswer = (body: string): TFeedAnswer => ({
  kind: "body",
  body,
  contentType: "text/html; charset=utf-8",
});

function waitForDrainOrClose(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done).off("close", done);
      resolve();
    };
    response.on("drain", done).on("close", done);
  });
}

export async function startJobFeedServer(): Promise<TJobFeedServer> {
  const routes = new Map<string, TFeedAnswer>();
  const requests: TFeedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let hugeWritten = 0;

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const target = request.url ?? "/";
    const path = target.split("?")[0] ?? "/";
    requests.push({ path: target, headers: request.headers });
    const found = routes.get(target) ?? routes.get(path);
    if (!found) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    switch (found.kind) {
      case "body":
        response
          .writeHead(found.status ?? 200, { "content-type": found.contentType, ...found.headers })
          .end(found.body);
        return;
      case "status":
        response.writeHead(found.status, { "content-type": "text/plain" }).end(`Status ${found.status}`);
        return;
      case "redirect":
        response.writeHead(found.status ?? 302, { location: found.location }).end();
        return;
      case "broken":
        response.writeHead(200, { "content-type": found.contentType ?? "application/json" });
        response.write(found.body.slice(0, Math.max(1, Math.floor(found.body.length / 2))));
        setTimeout(() => response.destroy(), 20);
        return;
      case "slow": {
        response.writeHead(200, { "content-type": found.contentType ?? "application/json" });
        response.write("[");
        const timer = setInterval(() => {
          if (response.destroyed) clearInterval(timer);
          else response.write(" ");
        }, found.everyMs ?? 200);
        timers.add(timer);
        response.on("close", () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        return;
      }
      case "huge": {
        const bytes = found.bytes ?? 11 * 1024 * 1024;
        response.writeHead(200, {
          "content-type": found.contentType ?? "application/xml",
          ...(found.declareLength ? { "content-length": String(bytes) } : {}),
        });
        const piece = Buffer.alloc(64 * 1024, "x");
        let written = 0;
        let isGone = false;
        response.on("close", () => {
          isGone = true;
        });
        while (written < bytes && !isGone) {
          const part = piece.subarray(0, Math.min(piece.length, bytes - written));
          written += part.length;
          hugeWritten += part.length;
          if (!response.write(part)) await waitForDrainOrClose(response);
        }
        if (!isGone) response.end();
        return;
      }
    }
  }

  const server = createServer((request, response) => {
    void answer(request, response).catch(() => response.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setRoute: (path, answerFor) => {
      routes.set(path, answerFor);
    },
    hugeBytesWritten: () => hugeWritten,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Realistic answers
// ---------------------------------------------------------------------------------------------

/** HTML escaped the way Greenhouse's job-board API sends `content` (&lt;p&gt;...). */
export function escapeHtml(html: string): string {
  return html
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface TFixtureJob {
  id: string;
  title: string;
  company?: string;
  city?: string;
  region?: string;
  /** A country's name or ISO code as the source would state it. */
  country?: string;
  /** HTML. */
  description?: string;
  url?: string;
  employmentType?: string;
  isRemote?: boolean;
  salary?: { min?: number; max?: number; currency?: string; period?: string };
  postedAt?: string;
  validThrough?: string;
}

/** Two of our countries' jobs, for tests that just need a valid answer. */
export const SAMPLE_JOBS: readonly TFixtureJob[] = [
  {
    id: "4012345",
    title: "Senior Backend Engineer",
    company: "Acme Logistics",
    city: "Dubai",
    country: "United Arab Emirates",
    description:
      "<p>Build our <strong>routing</strong> services in TypeScript &amp; PostgreSQL.</p><ul><li>Node.js</li></ul>",
    employmentType: "Full-time",
    salary: { min: 240_000, max: 300_000, currency: "AED", period: "year" },
    postedAt: "2026-11-01T09:00:00Z",
  },
  {
    id: "4012346",
    title: "Product Designer",
    company: "Acme Logistics",
    city: "Berlin",
    country: "Germany",
    description: "<p>Design the shipper's dashboard.</p>",
    employmentType: "Contract",
    isRemote: true,
    postedAt: "2026-11-02T09:00:00Z",
  },
];

const jobUrl = (base: string, job: TFixtureJob) => job.url ?? `${base}/jobs/${job.id}`;
const locationLine = (job: TFixtureJob) => [job.city, job.country].filter(Boolean).join(", ");

/**
 * Mirrors Greenhouse's job-board API, GET /v1/boards/{token}/jobs?content=true: `content` is
 * HTML-escaped HTML, the location a free-text name, ids numbers, the board's company name on each.
 */
export function greenhouseJobs(jobs: readonly TFixtureJob[], base = "https://boards.greenhouse.io/acme") {
  return {
    jobs: jobs.map((job, index) => ({
      id: Number(job.id) || job.id,
      internal_job_id: 900_000 + index,
      title: job.title,
      company_name: job.company ?? "Acme",
      first_published: job.postedAt ?? "2026-11-01T09:00:00-05:00",
      updated_at: job.postedAt ?? "2026-11-01T09:00:00-05:00",
      requisition_id: `REQ-${job.id}`,
      location: { name: job.isRemote ? `Remote - ${locationLine(job)}` : locationLine(job) },
      absolute_url: jobUrl(base, job),
      language: "en",
      metadata: job.employmentType
        ? [{ id: 1, name: "Employment Type", value: job.employmentType, value_type: "single_select" }]
        : null,
      content: escapeHtml(job.description ?? "<p>About the role.</p>"),
      departments: [{ id: 11, name: "Engineering", child_ids: [], parent_id: null }],
      offices: [{ id: 21, name: job.city ?? "Remote", location: locationLine(job), child_ids: [], parent_id: null }],
    })),
    meta: { total: jobs.length },
  };
}

/**
 * Mirrors Lever's postings API, GET /v0/postings/{site}?mode=json: an array; categories hold the
 * location and commitment, `country` an ISO code, createdAt milliseconds, salaryRange optional.
 */
export function leverPostings(jobs: readonly TFixtureJob[], base = "https://jobs.lever.co/acme") {
  return jobs.map((job) => {
    const hostedUrl = job.url ?? `${base}/${job.id}`;
    const plain = (job.description ?? "About the role.").replace(/<[^>]*>/g, "");
    return {
      id: job.id,
      text: job.title,
      categories: {
        location: locationLine(job),
        commitment: job.employmentType ?? "Full-time",
        team: "Engineering",
        department: "Product & Engineering",
        allLocations: [locationLine(job)],
      },
      country: job.country,
      workplaceType: job.isRemote ? "remote" : "onsite",
      hostedUrl,
      applyUrl: `${hostedUrl}/apply`,
      createdAt: Date.parse(job.postedAt ?? "2026-11-01T09:00:00Z"),
      descriptionPlain: plain,
      description: job.description ?? "<div>About the role.</div>",
      lists: [{ text: "What you will do", content: "<li>Ship features</li><li>Review code</li>" }],
      additional: "<div>We sponsor visas.</div>",
      additionalPlain: "We sponsor visas.",
      ...(job.salary
        ? {
            salaryRange: {
              min: job.salary.min,
              max: job.salary.max,
              currency: job.salary.currency,
              interval: `per-${job.salary.period ?? "year"}-salary`,
            },
          }
        : {}),
    };
  });
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** "120000-150000 AED per year", as Indeed-format feeds write a salary. */
function salaryText(salary: NonNullable<TFixtureJob["salary"]>): string {
  const amounts = [salary.min, salary.max].filter((value) => value !== undefined).join("-");
  return `${amounts} ${salary.currency ?? ""} per ${salary.period ?? "year"}`.replace(/\s+/g, " ");
}

const JOBTYPES: Record<string, string> = {
  "Full-time": "fulltime",
  "Part-time": "parttime",
  Contract: "contract",
  Internship: "internship",
  Temporary: "temporary",
};

/**
 * Mirrors the XML job feed in Indeed's format: <source> with publisher fields and one <job> per
 * posting, every text in CDATA.
 */
export function indeedXmlFeed(jobs: readonly TFixtureJob[], base = "https://careers.acme.example") {
  const items = jobs.map((job) =>
    [
      "  <job>",
      `    <title>${cdata(job.title)}</title>`,
      `    <date>${cdata(new Date(job.postedAt ?? "2026-11-01T09:00:00Z").toUTCString())}</date>`,
      `    <referencenumber>${cdata(job.id)}</referencenumber>`,
      `    <url>${cdata(jobUrl(base, job))}</url>`,
      `    <company>${cdata(job.company ?? "")}</company>`,
      `    <city>${cdata(job.city ?? "")}</city>`,
      `    <state>${cdata(job.region ?? "")}</state>`,
      `    <country>${cdata(job.country ?? "")}</country>`,
      `    <postalcode>${cdata("")}</postalcode>`,
      `    <description>${cdata(job.description ?? "")}</description>`,
      `    <salary>${cdata(job.salary ? salaryText(job.salary) : "")}</salary>`,
      `    <jobtype>${cdata(JOBTYPES[job.employmentType ?? ""] ?? job.employmentType ?? "")}</jobtype>`,
      `    <category>${cdata("Engineering")}</category>`,
      `    <expirationdate>${cdata(job.validThrough ?? "")}</expirationdate>`,
      `    <remotetype>${cdata(job.isRemote ? "Fully remote" : "")}</remotetype>`,
      "  </job>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    `  <publisher>${cdata("Acme Careers")}</publisher>`,
    `  <publisherurl>${cdata(base)}</publisherurl>`,
    `  <lastBuildDate>${cdata("Sun, 29 Nov 2026 12:00:00 GMT")}</lastBuildDate>`,
    ...items,
    "</source>",
    "",
  ].join("\n");
}

const JSON_LD_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Temporary: "TEMPORARY",
};

/** Mirrors a schema.org JobPosting as Google's job-posting guidelines describe it. */
export function jobPostingJsonLd(job: TFixtureJob, base = "https://careers.acme.example") {
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description ?? "<p>About the role.</p>",
    identifier: { "@type": "PropertyValue", name: job.company ?? "Acme", value: job.id },
    datePosted: (job.postedAt ?? "2026-11-01T09:00:00Z").slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: JSON_LD_TYPES[job.employmentType ?? ""] ?? job.employmentType ?? "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: job.company ?? "Acme", sameAs: base },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        addressRegion: job.region,
        addressCountry: job.country,
      },
    },
    ...(job.isRemote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: (job.salary.period ?? "year").toUpperCase(),
            },
          },
        }
      : {}),
    url: jobUrl(base, job),
    directApply: false,
  };
}

/** How a career page arranges its postings in JSON-LD. */
export type TJsonLdLayout = "scripts" | "list" | "graph" | "itemList";

/**
 * Mirrors a career page: HTML whose <script type="application/ld+json"> blocks carry the postings,
 * one script each ("scripts"), one array ("list"), one @graph ("graph") or one ItemList.
 * `extraScripts` are added as they are (a broken script, say).
 */
export function careerPage(
  jobs: readonly TFixtureJob[],
  options: { layout?: TJsonLdLayout; base?: string; extraScripts?: string[] } = {},
) {
  const postings = jobs.map((job) => jobPostingJsonLd(job, options.base));
  const script = (value: unknown) =>
    `<script type="application/ld+json">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;
  let blocks: string[];
  switch (options.layout ?? "scripts") {
    case "scripts":
      blocks = postings.map(script);
      break;
    case "list":
      blocks = [script(postings)];
      break;
    case "graph":
      blocks = [
        script({
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "Organization", name: "Acme" },
            ...postings.map(({ ["@context"]: _, ...rest }) => rest),
          ],
        }),
      ];
      break;
    case "itemList":
      blocks = [
        script({
          "@context": "https://schema.org",
          "@type": "ItemList",
          itemListElement: postings.map(({ ["@context"]: _, ...rest }, index) => ({
            "@type": "ListItem",
            position: index + 1,
            item: rest,
          })),
        }),
      ];
      break;
  }
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>Careers at Acme</title>',
    ...blocks,
    ...(options.extraScripts ?? []),
    "</head><body><h1>Careers</h1>",
    ...jobs.map((job) => `<article><h2>${escapeHtml(job.title)}</h2></article>`),
    "</body></html>",
    "",
  ].join("\n");
}
