import { execFileSync } from "node:child_process";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { HOUR_MS, insertCompany, insertJob, insertJobs } from "../test/factories";
import type { THonoEnv } from "../context";
import { parseXmlFeed } from "../services/job-import/fetch/xml-feed";
import { companies, jobs } from "../db/schema";
import { createClient, createTestApp } from "../test/test-app";
import { cdata, feedSalary, FEED_PATH } from "./feed";
import { createSeoRoutes } from "./router";

const PUBLIC_URL = "https://jobs.example.com";

type TParsedFeed = { root: string; head: Record<string, string>; jobs: Record<string, string>[] };

// Python's expat, a conforming XML parser on every machine of this project (and CI's): it refuses
// what is not well-formed, including characters XML does not allow and undeclared entities, and
// the script fails when a field holds an element rather than text.
const PARSE_FEED = `
import json, sys
import xml.etree.ElementTree as ET
root = ET.fromstring(sys.stdin.buffer.read())
head = {child.tag: child.text or "" for child in root if child.tag != "job"}
jobs = [{field.tag: field.text or "" for field in job} for job in root.findall("job")]
# Every field is text: markup in a job's text must never become an element.
assert all(len(field) == 0 for field in root.iter() if field is not root and field.tag != "job")
print(json.dumps({"root": root.tag, "head": head, "jobs": jobs}))
`;

function parseFeed(xml: string): TParsedFeed {
  return JSON.parse(execFileSync("python3", ["-c", PARSE_FEED], { input: xml, encoding: "utf8" })) as TParsedFeed;
}

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.context.db.delete(jobs);
  await harness.context.db.delete(companies);
  await harness.context.settings.clear("siteName");
});

/** The SEO routes with small feed batches, so a handful of jobs spans several of them. */
function smallBatchApp(feedBatchSize: number) {
  return new Hono<THonoEnv>()
    .use(async (c, next) => {
      c.set("app", harness.context);
      c.set("t", createTranslator("en"));
      await next();
    })
    .route("/", createSeoRoutes({ feedBatchSize }));
}

describe("the job feed", () => {
  it("is well-formed XML in Indeed's format, with the site's name and every field of a listed job", async () => {
    await harness.context.settings.set("siteName", "Northwind Jobs");
    const companyId = await insertCompany(harness.context.db, { name: "Acme Robotics", industry: "Technology" });
    const postedAt = new Date("2026-05-01T10:20:30.000Z");
    const endsAt = new Date(Date.now() + 10 * 24 * HOUR_MS);
    const id = await insertJob(harness.context.db, {
      title: "Senior Engineer",
      company: "Acme Robotics",
      companyId,
      country: "United Arab Emirates",
      city: "Dubai",
      workType: "hybrid",
      employmentType: "freelance",
      salaryMin: 120000,
      salaryMax: 150000,
      currency: "AED",
      description: "Build robots.\n\nShip them.",
      requirements: ["TypeScript"],
      benefits: ["Visa"],
      createdAt: postedAt,
      expiresAt: endsAt,
    });

    const response = await createClient(harness.app).get(FEED_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    expect(response.text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feed = parseFeed(response.text);
    expect(feed.root).toBe("source");
    expect(feed.head).toEqual({
      publisher: "Northwind Jobs",
      publisherurl: PUBLIC_URL,
      lastBuildDate: expect.stringMatching(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
    });
    expect(feed.jobs).toEqual([
      {
        title: "Senior Engineer",
        date: "Fri, 01 May 2026 10:20:30 GMT",
        referencenumber: String(id),
        url: `${PUBLIC_URL}/jobs/${id}`,
        company: "Acme Robotics",
        city: "Dubai",
        state: "",
        country: "AE",
        postalcode: "",
        description:
          "<p>Build robots.</p><p>Ship them.</p><h3>Requirements</h3><ul><li>TypeScript</li></ul><h3>Benefits</h3><ul><li>Visa</li></ul>",
        salary: "120000-150000 AED per year",
        jobtype: "contract",
        category: "Technology",
        expirationdate: endsAt.toUTCString(),
        remotetype: "Hybrid remote",
      },
    ]);
  });

  it("names the catalogue's site name when none is set, and is a valid empty feed with no jobs", async () => {
    const feed = parseFeed((await createClient(harness.app).get(FEED_PATH)).text);
    expect(feed.head.publisher).toBe("Hirewise");
    expect(feed.jobs).toEqual([]);
  });

  it("lists only our listed jobs: not drafts, closed, paused, expired or imported ones", async () => {
    const listed = await insertJob(harness.context.db, { title: "Listed" });
    await insertJobs(harness.context.db, [
      { title: "Draft", status: "draft" },
      { title: "Closed", status: "closed" },
      { title: "Paused", status: "paused" },
      { title: "Expired status", status: "expired" },
      { title: "Past its end", expiresAt: new Date(Date.now() - HOUR_MS) },
      { title: "From Greenhouse", source: "greenhouse", externalId: "gh-1", applyUrl: "https://acme.example/apply" },
      { title: "From a feed", source: "xml", externalId: "x-1", applyUrl: "https://acme.example/apply" },
    ]);
    const feed = parseFeed((await createClient(harness.app).get(FEED_PATH)).text);
    expect(feed.jobs.map((job) => [job.title, job.referencenumber])).toEqual([["Listed", String(listed)]]);
  });

  it("keeps hostile text as text: markup, ampersands, a CDATA end and characters XML forbids", async () => {
    const hostile = 'Chef ]]><script>alert("x")</script> & Co\u0001\u0008\u000B\u001F\uFFFE done';
    await insertJob(harness.context.db, {
      title: hostile,
      company: "A&B <Ltd> ]]>",
      city: "Cairo ]]]]>",
      country: "Egypt",
      description: "<img src=x onerror=alert(1)> ]]> & \u0002 end",
      requirements: ["</li><li>]]>"],
    });
    const response = await createClient(harness.app).get(FEED_PATH);
    const [job] = parseFeed(response.text).jobs;
    expect(job.title).toBe('Chef ]]><script>alert("x")</script> & Co done');
    expect(job.company).toBe("A&B <Ltd> ]]>");
    expect(job.city).toBe("Cairo ]]]]>");
    expect(job.country).toBe("EG");
    // The description is HTML for the board to show: the job's text in it is escaped.
    expect(job.description).toBe(
      "<p>&lt;img src=x onerror=alert(1)&gt; ]]&gt; &amp;  end</p><h3>Requirements</h3><ul><li>&lt;/li&gt;&lt;li&gt;]]&gt;</li></ul>",
    );
  });

  it("sends many jobs through its batches, each once and in the order of their ids", async () => {
    const ids = await insertJobs(
      harness.context.db,
      Array.from({ length: 23 }, (_, index) => ({ title: `Job ${index + 1}` })),
    );
    const response = await createClient(smallBatchApp(5)).get(FEED_PATH);
    expect(response.status).toBe(200);
    const feed = parseFeed(response.text);
    expect(feed.jobs.map((job) => Number(job.referencenumber))).toEqual([...ids].sort((a, b) => a - b));
  });

  it("ends when the last batch is exactly full", async () => {
    await insertJobs(
      harness.context.db,
      Array.from({ length: 10 }, (_, index) => ({ title: `Job ${index + 1}` })),
    );
    const feed = parseFeed((await createClient(smallBatchApp(5)).get(FEED_PATH)).text);
    expect(feed.jobs).toHaveLength(10);
  });

  it("writes salaries with both bounds, one bound or none, and leaves the place type empty on site", async () => {
    await insertJobs(harness.context.db, [
      { title: "Min only", salaryMin: 90000, currency: "EUR", country: "Germany", city: "Berlin" },
      { title: "Max only", salaryMax: 70000, currency: "GBP", country: "United Kingdom", city: "London" },
      { title: "None", workType: "onsite", employmentType: "part-time" },
      { title: "Remote", workType: "remote", employmentType: "internship" },
    ]);
    const byTitle = Object.fromEntries(
      parseFeed((await createClient(harness.app).get(FEED_PATH)).text).jobs.map((job) => [job.title, job]),
    );
    expect(byTitle["Min only"].salary).toBe("90000 EUR per year");
    expect(byTitle["Max only"].salary).toBe("70000 GBP per year");
    expect(byTitle["None"]).toMatchObject({ salary: "", remotetype: "", jobtype: "parttime", category: "" });
    expect(byTitle["Remote"]).toMatchObject({ remotetype: "Fully remote", jobtype: "internship" });
  });
});

describe("the feed's pieces", () => {
  it("splits a CDATA end across two sections", () => {
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
  });

  it("states a salary as one amount when both bounds are the same", () => {
    expect(feedSalary({ salaryMin: 5000, salaryMax: 5000, currency: "USD" })).toBe("5000 USD per year");
  });
});

describe("robots.txt", () => {
  it("names the job feed in a comment line", async () => {
    const response = await createClient(harness.app).get("/robots.txt");
    expect(response.text.split("\n")).toContain(`# Job feed (Indeed XML format): ${PUBLIC_URL}/feeds/jobs.xml`);
  });
});

describe("the round trip through our own XML importer", () => {
  it("reads our feed back to the same jobs: titles, companies, places, salaries, addresses and types", async () => {
    const [withRange, withOneBound, hostile] = await insertJobs(harness.context.db, [
      {
        title: "Senior Engineer",
        company: "Acme Robotics",
        country: "United Arab Emirates",
        city: "Dubai",
        workType: "remote",
        employmentType: "full-time",
        salaryMin: 120000,
        salaryMax: 150000,
        currency: "AED",
      },
      {
        title: "Nurse",
        company: "St. Mary's",
        country: "Germany",
        city: "Berlin",
        workType: "hybrid",
        employmentType: "part-time",
        salaryMin: 52000,
        currency: "EUR",
      },
      { title: "Chef ]]> & <b>Sous</b>", company: "A&B ]]>", country: "Egypt", city: "Cairo" },
    ]);
    const response = await createClient(harness.app).get(FEED_PATH);
    const { postings, warnings } = parseXmlFeed(response.text);
    expect(warnings).toEqual([]);
    const read = postings.map((posting) => ({
      externalId: posting.externalId,
      title: posting.title,
      company: posting.company,
      city: posting.city,
      country: posting.country,
      applyUrl: posting.applyUrl,
      salary: posting.salary,
      isRemote: posting.isRemote,
      isHybrid: posting.isHybrid,
    }));
    expect(read).toEqual([
      {
        externalId: String(withRange),
        title: "Senior Engineer",
        company: "Acme Robotics",
        city: "Dubai",
        country: "AE",
        applyUrl: `${PUBLIC_URL}/jobs/${withRange}`,
        salary: { min: 120000, max: 150000, currency: "AED", period: "year" },
        isRemote: true,
        isHybrid: false,
      },
      {
        externalId: String(withOneBound),
        title: "Nurse",
        company: "St. Mary's",
        city: "Berlin",
        country: "DE",
        applyUrl: `${PUBLIC_URL}/jobs/${withOneBound}`,
        salary: { min: 52000, max: null, currency: "EUR", period: "year" },
        isRemote: false,
        isHybrid: true,
      },
      {
        externalId: String(hostile),
        title: "Chef ]]> & <b>Sous</b>",
        company: "A&B ]]>",
        city: "Cairo",
        country: "EG",
        applyUrl: `${PUBLIC_URL}/jobs/${hostile}`,
        salary: null,
        isRemote: false,
        isHybrid: false,
      },
    ]);
    expect(postings.map((posting) => posting.employmentType)).toEqual(["Full-time", "Part-time", "Full-time"]);
  });
});
