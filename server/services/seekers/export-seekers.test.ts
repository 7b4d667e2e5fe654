// The CSV export's cells (formula injection, quoting) and its row cap, through the service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import type { TActor } from "@common/auth/permissions";
import type { TSeekerSearchQuery } from "@common/seekers/schemas";
import { signedInCompany, type TTestApp } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";
import { exportSeekersCsv } from "./export-seekers";

let harness: TTestApp;
let company: TActor;

beforeAll(async () => {
  harness = await createTestApp();
  company = (await signedInCompany(harness)).user as TActor;
  for (const firstName of ["Ada", "Bea", "Cy", "Dee"]) await visibleSeeker(harness, { firstName });
});
afterAll(async () => {
  await harness?.close();
});

describe("exportSeekersCsv", () => {
  const query: TSeekerSearchQuery = { sort: "updated", page: 1 };
  const t = createTranslator("en");

  it("writes a heading and one row per result, every page, at most the cap", async () => {
    const all = (await exportSeekersCsv(harness.context, { user: company, query, t })).trimEnd().split("\r\n");
    expect(all).toHaveLength(5);
    expect(all[1]).toMatch(/^Dee Candidate,/);
    const capped = (await exportSeekersCsv(harness.context, { user: company, query, t, maxRows: 2 }))
      .trimEnd()
      .split("\r\n");
    expect(capped).toHaveLength(3);
    expect(capped.slice(1).map((line) => line.split(",")[0])).toEqual(["Dee Candidate", "Cy Candidate"]);
  });
});
