// Each source kind read from the fixture server through fetchSourcePostings, with the bad input
// the import must refuse or handle: malformed bodies, XML entities, 10,000 JSON-LD postings,
// script in a description, a board token with path characters.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { translateForLogs } from "@common/i18n";
import { ZJobSourceSchema, type TJobSourceConfig } from "@common/job-import/sources";
import {
  careerPage,
  greenhouseJobs,
  htmlAnswer,
  indeedXmlFeed,
  jsonAnswer,
  leverPostings,
  SAMPLE_JOBS,
  startJobFeedServer,
  xmlAnswer,
  type TFixtureJob,
  type TJobFeedServer,
} from "../../../test/job-feed-server";
import { testEnv } from "../../../test/test-app";
import "../catalogue";
import { fetchSourcePostings, sourceUrl } from "../fetch-source";
import { ImportError } from "../import-error";
import { MAX_POSTINGS_PER_SOURCE } from "../limits";
import type { TFetchedSource } from "../source-posting";
import { parseXmlFeed } from "./xml-feed";

let server: TJobFeedServer;
let context: { env: ReturnType<typeof testEnv> };
beforeAll(async () => {
  server = await startJobFeedServer();
  context = {
    env: testEnv({
      IMPORT_ALLOW_PRIVATE_ADDRESSES: "1",
      GREENHOUSE_API_URL: `${server.url}/v1`,
      LEVER_API_URL: `${server.url}/v0`,
    }),
  };
});
afterAll(() => server.close());

const read = (source: TJobSourceConfig) => fetchSourcePostings(context, source);
const xmlSource = (path: string): TJobSourceConfig => ({
  kind: "xml",
  name: "Feed",
  settings: { url: `${server.url}${path}` },
});
const pageSource = (path: string): TJobSourceConfig => ({
  kind: "jsonld",
  name: "Page",
  settings: { url: `${server.url}${path}` },
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportError);
  const { key, values } = (error as ImportError).notice;
  return { key, message: translateForLogs(key, values) };
}

const messages = (fetched: TFetchedSource) => fetched.warnings.map(({ key, values }) => translateForLogs(key, values));

describe("Greenhouse", () => {
  test("reads a board's jobs with their HTML decoded", async () => {
    server.setRoute("/v1/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    const fetched = await read({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    expect(server.requests.at(-1)?.path).toBe("/v1/boards/acme/jobs?content=true");
    expect(fetched.warnings).toEqual([]);
    expect(fetched.postings).toHaveLength(2);
    const [first, second] = fetched.postings;
    expect(first).toMatchObject({
      externalId: "4012345",
      title: "Senior Backend Engineer",
      company: "Acme Logistics",
      applyUrl: "https://boards.greenhouse.io/acme/jobs/4012345",
      postedAt: "2026-11-01T09:00:00.000Z",
      locationText: "Dubai, United Arab Emirates",
      city: "Dubai",
      country: "United Arab Emirates",
      isRemote: false,
      employmentType: "Full-time",
    });
    expect(first?.description).toBe(SAMPLE_JOBS[0]?.description);
    expect(second).toMatchObject({ city: "Berlin", country: "Germany", isRemote: true, employmentType: "Contract" });
  });

  test("a job without a URL is left out with a warning; the others are read", async () => {
    const answer = greenhouseJobs(SAMPLE_JOBS);
    (answer.jobs[0] as { absolute_url: string | null }).absolute_url = "javascript:alert(1)";
    server.setRoute("/v1/boards/half/jobs", jsonAnswer(answer));
    const fetched = await read({ kind: "greenhouse", name: "Acme", settings: { boardToken: "half" } });
    expect(fetched.postings.map((posting) => posting.externalId)).toEqual(["4012346"]);
    expect(messages(fetched)).toEqual([
      "Posting 1 (Senior Backend Engineer) has no absolute http(s) address to apply at and was left out.",
    ]);
  });

  test("a body that is not JSON, or not Greenhouse's shape, fails the source", async () => {
    server.setRoute("/v1/boards/html/jobs", htmlAnswer("<html>Maintenance</html>"));
    const notJson = await failure(read({ kind: "greenhouse", name: "Acme", settings: { boardToken: "html" } }));
    expect(notJson.message).toBe(
      "The answer is not JSON, so it is not Greenhouse's jobs. Check the source's kind and settings.",
    );
    server.setRoute("/v1/boards/shape/jobs", jsonAnswer({ postings: [] }));
    const wrong = await failure(read({ kind: "greenhouse", name: "Acme", settings: { boardToken: "shape" } }));
    expect(wrong.key).toBe("jobImportFetch.wrongShape");
  });

  test("a board token with path characters is refused by the schema and encoded if it got through", () => {
    const parsed = ZJobSourceSchema.safeParse({
      kind: "greenhouse",
      name: "Acme",
      settings: { boardToken: "../admin" },
    });
    expect(parsed.success).toBe(false);
    const url = sourceUrl(context.env, { kind: "greenhouse", name: "Acme", settings: { boardToken: "../a/b?c#d" } });
    expect(url).toBe(`${server.url}/v1/boards/..%2Fa%2Fb%3Fc%23d/jobs?content=true`);
  });
});

describe("Lever", () => {
  test("reads a site's postings with location, remote, commitment and salary", async () => {
    const jobs: TFixtureJob[] = [
      { ...SAMPLE_JOBS[0]!, country: "AE", salary: { min: 240_000, max: 300_000, currency: "AED", period: "year" } },
      { ...SAMPLE_JOBS[1]!, country: "DE" },
    ];
    server.setRoute("/v0/postings/acme", jsonAnswer(leverPostings(jobs)));
    const fetched = await read({ kind: "lever", name: "Acme", settings: { site: "acme" } });
    expect(server.requests.at(-1)?.path).toBe("/v0/postings/acme?mode=json");
    expect(fetched.postings[0]).toMatchObject({
      externalId: "4012345",
      applyUrl: "https://jobs.lever.co/acme/4012345",
      city: "Dubai",
      country: "AE",
      employmentType: "Full-time",
      salary: { min: 240_000, max: 300_000, currency: "AED", period: "year" },
    });
    expect(fetched.postings[0]?.description).toContain("<li>Ship features</li>");
    expect(fetched.postings[1]).toMatchObject({ city: "Berlin", country: "DE", isRemote: true, salary: null });
  });

  test("an object instead of an array fails the source", async () => {
    server.setRoute("/v0/postings/odd", jsonAnswer({ ok: false }));
    const failed = await failure(read({ kind: "lever", name: "Acme", settings: { site: "odd" } }));
    expect(failed.message).toBe(
      "The answer is JSON but not in Lever's format for a list of jobs. Check the source's kind and settings.",
    );
  });
});

describe("XML feed in Indeed's format", () => {
  test("reads each job, its salary text, job type and remote type", async () => {
    const jobs: TFixtureJob[] = [
      { ...SAMPLE_JOBS[0]!, salary: { min: 120_000, max: 150_000, currency: "AED", period: "year" } },
      { ...SAMPLE_JOBS[1]!, country: "DE", validThrough: "2026-12-31T00:00:00Z" },
    ];
    server.setRoute("/feed.xml", xmlAnswer(indeedXmlFeed(jobs)));
    const fetched = await read(xmlSource("/feed.xml"));
    expect(fetched.warnings).toEqual([]);
    expect(fetched.postings[0]).toMatchObject({
      externalId: "4012345",
      company: "Acme Logistics",
      city: "Dubai",
      country: "United Arab Emirates",
      employmentType: "Full-time",
      salary: { min: 120_000, max: 150_000, currency: "AED", period: "year" },
      postedAt: "2026-11-01T09:00:00.000Z",
      isRemote: false,
    });
    expect(fetched.postings[0]?.description).toBe(SAMPLE_JOBS[0]?.description);
    expect(fetched.postings[1]).toMatchObject({
      country: "DE",
      isRemote: true,
      validThrough: "2026-12-31T00:00:00.000Z",
    });
  });

  test.each([
    ["$50,000 - $60,000 per year", { min: 50_000, max: 60_000, currency: "USD", period: "year" }],
    ["80k-95k GBP", { min: 80_000, max: 95_000, currency: "GBP", period: null }],
    ["1.200.000 INR per annum", { min: 1_200_000, max: null, currency: "INR", period: "year" }],
    ["45 USD per hour", { min: 45, max: null, currency: "USD", period: "hour" }],
    ["€4.500 per month", { min: 4_500, max: null, currency: "EUR", period: "month" }],
  ])("reads the salary %s", (salary, expected) => {
    const feed = `<source><job><title>T</title><referencenumber>1</referencenumber><url>https://a.example/1</url><salary><![CDATA[${salary}]]></salary></job></source>`;
    expect(parseXmlFeed(feed).postings[0]?.salary).toEqual(expected);
  });

  test("predefined entities and character references decode; a description's <script> is kept as text", () => {
    const feed = `<?xml version="1.0"?><!-- ours --><source><job><title>R&amp;D &#x41;&#66; &lt;lead&gt;</title><referencenumber>7</referencenumber><url>https://a.example/7?x=1&amp;y=2</url><description><![CDATA[<p>Hi</p><script>alert(1)</script>]]></description></job></source>`;
    const [posting] = parseXmlFeed(feed).postings;
    expect(posting?.title).toBe("R&D AB <lead>");
    expect(posting?.applyUrl).toBe("https://a.example/7?x=1&y=2");
    expect(posting?.description).toBe("<p>Hi</p><script>alert(1)</script>");
  });

  test("an external entity is refused and nothing it names is fetched", async () => {
    const before = server.requests.length;
    server.setRoute(
      "/xxe.xml",
      xmlAnswer(
        `<?xml version="1.0"?><!DOCTYPE source [<!ENTITY secret SYSTEM "${server.url}/secret">]><source><job><title>&secret;</title></job></source>`,
      ),
    );
    const failed = await failure(read(xmlSource("/xxe.xml")));
    expect(failed.key).toBe("jobImportFetch.xmlEntities");
    expect(failed.message).toMatch(/declares XML entities in a DOCTYPE, which the job import refuses/);
    expect(server.requests.slice(before).map((request) => request.path)).toEqual(["/xxe.xml"]);
  });

  test("billion laughs is refused before any expansion", () => {
    const laughs = [`<!ENTITY lol "lol">`];
    for (let level = 1; level <= 9; level += 1)
      laughs.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? "" : level - 1};`.repeat(10)}">`);
    const feed = `<?xml version="1.0"?><!DOCTYPE lolz [${laughs.join("")}]><source><job><title>&lol9;</title></job></source>`;
    const started = Date.now();
    expect(() => parseXmlFeed(feed)).toThrow(ImportError);
    expect(Date.now() - started).toBeLessThan(100);
  });

  test("an undeclared entity, broken nesting and a foreign root are each an error naming what is wrong", () => {
    const notice = (feed: string) => {
      try {
        parseXmlFeed(feed);
      } catch (error) {
        return translateForLogs((error as ImportError).notice.key, (error as ImportError).notice.values);
      }
      return "read";
    };
    expect(notice("<source>\n<job><title>&nbsp;</title></job></source>")).toBe(
      "The feed is not well-formed XML (the first error is on line 2). Ask the feed's owner to fix it.",
    );
    expect(notice("<source><job></source>")).toMatch(/not well-formed XML/);
    expect(notice('{"jobs": []}')).toMatch(/not well-formed XML/);
    expect(notice("<rss><channel/></rss>")).toBe(
      "The XML is not a job feed in Indeed's format: it should start with <source>, not <rss>. Check the feed's address.",
    );
  });

  test("a job without a reference number is left out with a warning", () => {
    const fetched = parseXmlFeed(
      "<source><job><title>No id</title><url>https://a.example/1</url></job><job><title>Ok</title><referencenumber>2</referencenumber><url>https://a.example/2</url></job></source>",
    );
    expect(fetched.postings.map((posting) => posting.externalId)).toEqual(["2"]);
    expect(messages(fetched)).toEqual(["Posting 1 (No id) has no id or reference number and was left out."]);
  });
});

describe("career pages with JSON-LD", () => {
  test.each(["scripts", "list", "graph", "itemList"] as const)("reads postings laid out as %s", async (layout) => {
    const jobs: TFixtureJob[] = [
      { ...SAMPLE_JOBS[0]!, salary: { min: 240_000, max: 300_000, currency: "AED", period: "year" } },
      SAMPLE_JOBS[1]!,
    ];
    server.setRoute(`/careers-${layout}`, htmlAnswer(careerPage(jobs, { layout })));
    const fetched = await read(pageSource(`/careers-${layout}`));
    expect(fetched.warnings).toEqual([]);
    expect(fetched.postings.map((posting) => posting.externalId)).toEqual(["4012345", "4012346"]);
    expect(fetched.postings[0]).toMatchObject({
      company: "Acme Logistics",
      city: "Dubai",
      country: "United Arab Emirates",
      employmentType: "FULL_TIME",
      salary: { min: 240_000, max: 300_000, currency: "AED", period: "year" },
      applyUrl: "https://careers.acme.example/jobs/4012345",
    });
    expect(fetched.postings[1]).toMatchObject({ isRemote: true, employmentType: "CONTRACTOR" });
  });

  test("a broken script is a warning; the page's other postings are read", async () => {
    server.setRoute(
      "/careers-broken",
      htmlAnswer(
        careerPage(SAMPLE_JOBS.slice(0, 1), {
          extraScripts: ['<script type="application/ld+json">{"@type": </script>'],
        }),
      ),
    );
    const fetched = await read(pageSource("/careers-broken"));
    expect(fetched.postings).toHaveLength(1);
    expect(messages(fetched)).toEqual(["JSON-LD block 2 on the page is not valid JSON and was skipped."]);
  });

  test("a description with <script> is kept as text for the mapper", async () => {
    const hostile = { ...SAMPLE_JOBS[0]!, description: '<p>Apply!</p><script>fetch("/steal")</script>' };
    server.setRoute("/careers-hostile", htmlAnswer(careerPage([hostile])));
    const [posting] = (await read(pageSource("/careers-hostile"))).postings;
    expect(posting?.description).toBe('<p>Apply!</p><script>fetch("/steal")</script>');
  });

  test("a page with no JobPosting fails the source", async () => {
    server.setRoute("/plain", htmlAnswer("<html><body>We are hiring soon</body></html>"));
    expect((await failure(read(pageSource("/plain")))).key).toBe("jobImportFetch.noJsonLd");
    server.setRoute(
      "/org-only",
      htmlAnswer('<script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>'),
    );
    expect((await failure(read(pageSource("/org-only")))).message).toMatch(/holds no schema.org JobPosting/);
  });

  test("10,000 postings are capped with one warning that counts the rest", async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...SAMPLE_JOBS[0]!,
      id: String(index + 1),
      description: "<p>Role.</p>",
    }));
    server.setRoute("/careers-many", htmlAnswer(careerPage(many, { layout: "list" })));
    const fetched = await read(pageSource("/careers-many"));
    expect(fetched.postings).toHaveLength(MAX_POSTINGS_PER_SOURCE);
    expect(messages(fetched)).toEqual(["The source lists more than 2,000 jobs; 8,000 more jobs were left out."]);
  });
});
