import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { jobs } from "../../../server/db/schema";
import { jobPostingInput, signedInAdmin, signedInCompany, type TTestApp } from "../../../server/test/factories";
import { createTestApp } from "../../../server/test/test-app";
import { loadJobDialog } from "./admin.server";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

const loaderContext = () => ({ app: harness.context }) as AppLoadContext;

describe("the console's job dialog", () => {
  it("opens any company's job to edit, a draft too, with the posting's own contact e-mail", async () => {
    const company = await signedInCompany(harness);
    const posted = await company.post(
      "/api/jobs",
      jobPostingInput({ jobTitle: "Draft Keeper", companyEmail: "hr@acme.example" }),
    );
    expect(posted.status, posted.text).toBe(201);
    const jobId = posted.json.id as number;
    await harness.context.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, jobId));

    const admin = await signedInAdmin(harness);
    const user = admin.user as TPublicUser;
    const { jobStart, editing } = await loadJobDialog(loaderContext(), user, String(jobId));
    expect(jobStart.companyEmail).toBe(user.email);
    expect(editing).not.toBe("missing");
    expect(editing && editing !== "missing" ? editing.values : null).toMatchObject({
      jobTitle: "Draft Keeper",
      companyEmail: "hr@acme.example",
      country: "Germany",
      city: "Berlin",
    });
  });

  it("says a job that is not there is missing, and opens nothing without ?edit", async () => {
    const admin = await signedInAdmin(harness);
    const user = admin.user as TPublicUser;
    expect((await loadJobDialog(loaderContext(), user, "2147483000")).editing).toBe("missing");
    expect((await loadJobDialog(loaderContext(), user, "not-a-number")).editing).toBe("missing");
    expect((await loadJobDialog(loaderContext(), user, null)).editing).toBeNull();
  });
});
