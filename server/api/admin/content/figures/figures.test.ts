// /api/admin/content/figures and the root loader's figures: each marketing figure listed with its
// default, changed, hidden and reset by an administrator, bad input refused with nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIGURE_KEYS, SITE_FIGURES, type TFigureKey } from "@common/site/figures";
import { siteFigures } from "../../../../db/schema";
import { readFigureChanges } from "../../../../services/site/figures/read-figures";
import { expectErrorContract } from "../../../../test/expect-error";
import { signedInAdmin, signedInCompany, type TSignedInClient } from "../../../../test/factories";
import { createClient, createTestApp } from "../../../../test/test-app";

const PATH = "/api/admin/content/figures";
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(async () => {
  await harness.context.db.delete(siteFigures);
  harness.context.siteContent.invalidate("figures");
});

const rows = () => harness.context.db.select().from(siteFigures);
const shown = { value: null, label: null, hidden: false };

describe("who may", () => {
  it("answers 401 signed out and 403 to a company", async () => {
    expectErrorContract(await createClient(harness.app).get(PATH), 401);
    expectErrorContract(await createClient(harness.app).put(`${PATH}/landingSeekers`, shown), 401);
    const company = await signedInCompany(harness);
    expectErrorContract(await company.get(PATH), 403);
    expectErrorContract(await company.put(`${PATH}/landingSeekers`, { ...shown, hidden: true }), 403);
    expect(await rows()).toEqual([]);
  });
});

describe("the marketing figures", () => {
  it("lists every figure with where it appears and its default texts", async () => {
    const response = await admin.get(PATH);
    expect(response.status, response.text).toBe(200);
    expect(response.json.items.map((item: { key: string }) => item.key)).toEqual(FIGURE_KEYS);
    expect(response.json.items[1]).toEqual({
      key: "landingMatchAccuracy",
      place: "landing",
      defaultValue: "95%",
      defaultLabel: "Match accuracy",
      ...shown,
    });
    expect(response.json.items.find((item: { key: string }) => item.key === "jobsBannerCandidates")).toMatchObject({
      place: "jobs",
      defaultValue: "50,000+ qualified candidates",
      defaultLabel: null,
    });
    // Every default is a text of the catalogue, not a key it lacks.
    for (const item of response.json.items as { key: string; defaultValue: string; defaultLabel: string | null }[]) {
      const { value, label } = SITE_FIGURES[item.key as TFigureKey];
      expect(item.defaultValue).not.toBe(value);
      if (label === null) expect(item.defaultLabel).toBeNull();
      else expect(item.defaultLabel).not.toBe(label);
    }
  });

  it("changes, hides and resets a figure, and every page's figures follow at once", async () => {
    const changed = await admin.put(`${PATH}/landingSeekers`, { value: " 120+ ", label: "Job seekers", hidden: false });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ key: "landingSeekers", value: "120+", label: "Job seekers", hidden: false });
    const hidden = await admin.put(`${PATH}/landingMatchAccuracy`, { value: null, label: "", hidden: true });
    expect(hidden.json).toMatchObject({ value: null, label: null, hidden: true });
    expect(await readFigureChanges(harness.context)).toEqual({
      landingSeekers: { value: "120+", label: "Job seekers", hidden: false },
      landingMatchAccuracy: { value: null, label: null, hidden: true },
    });

    const reset = await admin.put(`${PATH}/landingMatchAccuracy`, shown);
    expect(reset.json).toMatchObject({ defaultValue: "95%", ...shown });
    expect((await rows()).map((row) => row.key)).toEqual(["landingSeekers"]);
    expect(await readFigureChanges(harness.context)).toEqual({
      landingSeekers: { value: "120+", label: "Job seekers", hidden: false },
    });
  });

  it("refuses an unknown figure (404), a label where there is none and over-long texts (400)", async () => {
    expectErrorContract(await admin.put(`${PATH}/nope`, shown), 404);
    expectErrorContract(await admin.put(`${PATH}/__proto__`, shown), 404);
    const label = expectErrorContract(
      await admin.put(`${PATH}/jobsBannerCandidates`, { value: "10+", label: "Candidates", hidden: false }),
      400,
    );
    expect(label.errors).toEqual({ label: "contentApi.errors.figures.noLabel" });
    const long = expectErrorContract(
      await admin.put(`${PATH}/landingSeekers`, { value: "9".repeat(41), label: "l".repeat(121), hidden: false }),
      400,
    );
    expect(long.errors).toEqual({ value: "validation.tooLong", label: "validation.tooLong" });
    const missing = expectErrorContract(await admin.put(`${PATH}/landingSeekers`, { value: "1" }), 400);
    expect(Object.keys(missing.errors).sort()).toEqual(["hidden", "label"]);
    expect(await rows()).toEqual([]);
  });
});
