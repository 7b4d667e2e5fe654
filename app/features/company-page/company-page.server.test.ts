import { isRouteErrorResponse, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { companies } from "../../../server/db/schema";
import { insertCompany } from "../../../server/test/factories";
import { createTestApp } from "../../../server/test/test-app";
import { eq } from "drizzle-orm";
import { loadCompanyPage } from "./company-page.server";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let id: number;
beforeAll(async () => {
  harness = await createTestApp();
  id = await insertCompany(harness.context.db, { name: "Nimbus Cloud" });
});
afterAll(async () => {
  await harness.close();
});

function loadContext(): AppLoadContext {
  return {
    app: harness.context,
    requestId: "test",
    nonce: "",
    clientIp: "203.0.113.1",
    currentUser: null,
    language: "en",
    t: createTranslator("en"),
  };
}

function load(param: string, search = "") {
  const request = new Request(`http://localhost:3000/companies/${encodeURIComponent(param)}${search}`);
  return loadCompanyPage(loadContext(), { param, request });
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

async function expectNotFound(promise: Promise<unknown>) {
  const error = await thrownBy(promise);
  // data(null, {status: 404}) is thrown as a DataWithResponseInit; RR turns it into the 404 page.
  const status = (error as { init?: { status?: number } } | undefined)?.init?.status;
  expect(isRouteErrorResponse(error) ? error.status : status).toBe(404);
}

async function expectRedirect(promise: Promise<unknown>, location: string) {
  const response = await thrownBy(promise);
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(308);
  expect((response as Response).headers.get("location")).toBe(location);
}

describe("loadCompanyPage", () => {
  it("loads the company at its own address", async () => {
    const page = await load(`${id}-nimbus-cloud`);
    expect(page.company).toMatchObject({ id, name: "Nimbus Cloud", path: `/companies/${id}-nimbus-cloud` });
  });

  it("answers 308 to the current slug for an old, wrong or missing one, keeping the query string", async () => {
    await expectRedirect(
      load(`${id}-old-name`, "?utm_source=mail&x=1"),
      `/companies/${id}-nimbus-cloud?utm_source=mail&x=1`,
    );
    await expectRedirect(load(`${id}`), `/companies/${id}-nimbus-cloud`);
    await expectRedirect(load(`${id}-Nimbus-Cloud`), `/companies/${id}-nimbus-cloud`);
  });

  it("follows a rename: the old address answers 308 to the new one", async () => {
    await harness.context.db.update(companies).set({ name: "Nimbus Sky" }).where(eq(companies.id, id));
    try {
      await expectRedirect(load(`${id}-nimbus-cloud`), `/companies/${id}-nimbus-sky`);
      expect((await load(`${id}-nimbus-sky`)).company.name).toBe("Nimbus Sky");
    } finally {
      await harness.context.db.update(companies).set({ name: "Nimbus Cloud" }).where(eq(companies.id, id));
    }
  });

  it("keeps a slug in another script as it reads", async () => {
    const arabic = await insertCompany(harness.context.db, { name: "شركة النور" });
    const page = await load(`${arabic}-شركة-النور`);
    expect(page.company.path).toBe(`/companies/${arabic}-${encodeURIComponent("شركة-النور")}`);
  });

  it.each(["999999-nobody", "0-zero", "abc", "", "-1"])("is the 404 page for %j", async (param) => {
    await expectNotFound(load(param));
  });
});
