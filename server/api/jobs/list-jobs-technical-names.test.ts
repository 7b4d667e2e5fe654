// GET /api/jobs: a technical name (c#, f#, c++, .net, node.js) is a word of its own and never
// read as a typo of a plain word: on a board without C# jobs, "c#" must not find "a sharp eye".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { findJobs } from "../../services/jobs/find-jobs";
import { insertJobs } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  await insertJobs(harness.context.db, [
    { title: "Social Media Manager", requirements: ["A sharp eye for visual content", "Copywriting"] },
    { title: "Network Engineer", description: "Keep the net and the firewalls up." },
    { title: "Node Operator", description: "Run our validator nodes." },
    { title: "Embedded C Developer", description: "Firmware in C for microcontrollers." },
  ]);
});
afterAll(async () => {
  await harness?.close();
});

/** The titles found through the API; the database's statements alone must find the same. */
async function titlesFound(search: string): Promise<string[]> {
  const response = await client.get(`/api/jobs?${new URLSearchParams({ search, pageSize: "100" })}`);
  expect(response.status).toBe(200);
  const statements = await findJobs(harness.context, {
    query: { search, pageSize: 100 } as TJobSearchQuery,
    useIndex: false,
  });
  expect(statements.jobs.map((job) => job.id)).toEqual(response.json.jobs.map((job: { id: number }) => job.id));
  return response.json.jobs.map((job: { title: string }) => job.title);
}

describe("a technical name that no job names", () => {
  it.each(["c#", "csharp", "C# developer", "f#", "fsharp", "c++", ".net", "node.js", "nodejs"])(
    "finds nothing for %s, never a plain word it resembles",
    async (search) => {
      expect(await titlesFound(search)).toEqual([]);
    },
  );

  it("leaves typo tolerance to plain words", async () => {
    expect(await titlesFound("sharpe")).toEqual(["Social Media Manager"]);
  });
});
