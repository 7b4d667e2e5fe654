// The monetization tool's stored settings through GET and PUT /api/admin/adsense/settings: the
// spec's defaults, a save read back, the publisher ID in the ad script's form, bad input refused
// naming the field with nothing written, a part the environment sets read-only; the revenue
// answer; /ads.txt while ads are live; and the pages' Content-Security-Policy, widened for the ad
// network on a page that shows ads while they are live, and nowhere else.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_AD_LAYOUT, type TAdsenseSettings, type TAdsenseSettingsInput } from "@common/monetization/adsense";
import { createApp } from "../../../app";
import { appSettings, auditEvents } from "../../../db/schema";
import { adNetworkSources } from "../../../lib/ad-network";
import { expectErrorContract } from "../../../test/expect-error";
import { signedInAdmin, type TSignedInClient, type TTestApp } from "../../../test/factories";
import { rootAndNotFoundBuild } from "../../../test/pages-build";
import { createTestApp } from "../../../test/test-app";

// The stylesheet's URL comes from the bundler, which the test has not run.
vi.mock("../../../../app/app.css?url", () => ({ default: "/assets/app.css" }));

const PUBLISHER = "pub-1234567890123456";
const CLIENT = "ca-pub-1234567890123456";
const AD_HOSTS = adNetworkSources({ scriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js" });

let harness: TTestApp;
let admin: TSignedInClient;
let pages: ReturnType<typeof createApp>;

/** The app over the test's database, rendering pages with the app's root (every path its 404 page). */
function appWithPages(app: TTestApp) {
  return createApp({ app: app.context, mode: "production", getBuild: async () => rootAndNotFoundBuild() });
}

/** A whole settings body: the defaults, with the changes given. */
const settingsBody = (changes: Partial<Record<keyof TAdsenseSettingsInput, unknown>> = {}) => ({
  publisherId: "",
  enabled: false,
  ...structuredClone(DEFAULT_AD_LAYOUT),
  ...changes,
});

const storedRows = () => harness.context.db.select().from(appSettings);

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
  pages = appWithPages(harness);
});
afterAll(async () => {
  await harness?.close();
});

describe("the ad settings", () => {
  it("start with three units, the privacy settings on, ads disabled", async () => {
    const response = await admin.get("/api/admin/adsense/settings");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      publisherId: "",
      enabled: false,
      autoAds: false,
      adUnits: [
        expect.objectContaining({ size: "728x90", type: "display", placement: "header", enabled: true }),
        expect.objectContaining({ size: "300x250", type: "display", placement: "sidebar", enabled: true }),
        expect.objectContaining({ size: "responsive", type: "responsive", placement: "content", enabled: true }),
      ],
      privacySettings: { cookieConsent: true, gdprCompliant: true, ccpaCompliant: true },
      lockedByEnv: { publisherId: false, enabled: false, layout: false },
      live: false,
      adsTxtUrl: `${harness.context.env.PUBLIC_URL}/ads.txt`,
    } satisfies TAdsenseSettings);
  });

  it("has no ads.txt while nothing is configured", async () => {
    expect((await pages.request("/ads.txt")).status).toBe(404);
  });

  it("refuses to enable ads without a publisher ID, naming it, and writes nothing", async () => {
    const before = await storedRows();
    const response = await admin.put("/api/admin/adsense/settings", settingsBody({ enabled: true }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ publisherId: "monetizationApi.validation.publisherIdRequired" });
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    [
      "a publisher ID of 15 digits",
      { publisherId: "pub-123456789012345" },
      "publisherId",
      "monetizationApi.validation.publisherId",
    ],
    [
      "a publisher ID with letters",
      { publisherId: "pub-12345678901234ab" },
      "publisherId",
      "monetizationApi.validation.publisherId",
    ],
    [
      "a publisher ID of 10 kB",
      { publisherId: `pub-${"1".repeat(10_240)}` },
      "publisherId",
      "monetizationApi.validation.publisherId",
    ],
    ["a publisher ID as a number", { publisherId: 1234567890123456 }, "publisherId", "validation.invalidText"],
    ["enabled as text", { enabled: "yes" }, "enabled", "validation.invalidValue"],
    ["auto ads missing", { autoAds: undefined }, "autoAds", "validation.invalidValue"],
    [
      "a unit of an unknown size",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], size: "970x250" }] },
      "adUnits.0.size",
      "validation.invalidOption",
    ],
    [
      "a unit of an unknown placement",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], placement: "popup" }] },
      "adUnits.0.placement",
      "validation.invalidOption",
    ],
    [
      "a unit of an unknown type",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], type: "video" }] },
      "adUnits.0.type",
      "validation.invalidOption",
    ],
    [
      "a unit without a size",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], size: undefined }] },
      "adUnits.0.size",
      "validation.required",
    ],
    [
      "two units with one ID",
      {
        adUnits: [
          DEFAULT_AD_LAYOUT.adUnits[0],
          { ...DEFAULT_AD_LAYOUT.adUnits[1], id: DEFAULT_AD_LAYOUT.adUnits[0].id },
        ],
      },
      "adUnits",
      "monetizationApi.validation.duplicateUnit",
    ],
    [
      "13 units",
      { adUnits: Array.from({ length: 13 }, (_, i) => ({ ...DEFAULT_AD_LAYOUT.adUnits[0], id: `unit-${i}` })) },
      "adUnits",
      "monetizationApi.validation.tooManyUnits",
    ],
    [
      "a unit's name of 10 kB",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], name: "n".repeat(10_240) }] },
      "adUnits.0.name",
      "validation.tooLong",
    ],
    [
      "a unit's ID of 10 kB",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], id: "u".repeat(10_240) }] },
      "adUnits.0.id",
      "monetizationApi.validation.unitId",
    ],
    [
      "a unit's ID in capitals",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], id: "Header" }] },
      "adUnits.0.id",
      "monetizationApi.validation.unitId",
    ],
    [
      "a slot ID of 10 kB",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], slotId: "1".repeat(10_240) }] },
      "adUnits.0.slotId",
      "monetizationApi.validation.slotId",
    ],
    [
      "a slot ID with letters",
      { adUnits: [{ ...DEFAULT_AD_LAYOUT.adUnits[0], slotId: "12ab" }] },
      "adUnits.0.slotId",
      "monetizationApi.validation.slotId",
    ],
    [
      "the units as an object",
      { adUnits: { header: DEFAULT_AD_LAYOUT.adUnits[0] } },
      "adUnits",
      "validation.invalidValue",
    ],
    [
      "a privacy setting as a number",
      { privacySettings: { cookieConsent: true, gdprCompliant: 1, ccpaCompliant: true } },
      "privacySettings.gdprCompliant",
      "validation.invalidValue",
    ],
  ])("refuses %s, naming the field, and writes nothing", async (_label, changes, field, key) => {
    const before = await storedRows();
    // A valid publisher ID and "enabled" alongside: nothing of the body is written either.
    const response = await admin.put(
      "/api/admin/adsense/settings",
      settingsBody({ publisherId: PUBLISHER, enabled: true, ...changes }),
    );
    expectErrorContract(response, 400);
    expect(response.json.errors[field]).toBe(key);
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    ["a list", JSON.stringify([settingsBody()])],
    ["text that is not JSON", "{publisherId: pub-1234567890123456"],
  ])("refuses a body that is %s", async (_label, body) => {
    const before = await storedRows();
    const response = await admin.put("/api/admin/adsense/settings", body);
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ body: "validation.invalidBody" });
    expect(await storedRows()).toEqual(before);
  });

  it("saves and reads back, the publisher ID in the ad script's form, and audits who changed what", async () => {
    const units = [
      { ...DEFAULT_AD_LAYOUT.adUnits[0], slotId: " 1234567890 " },
      {
        id: "footer-mobile",
        name: "  Footer (mobile) ",
        size: "320x50",
        type: "text",
        placement: "footer",
        enabled: false,
        slotId: "",
      },
    ];
    const response = await admin.put(
      "/api/admin/adsense/settings",
      settingsBody({
        publisherId: ` ${PUBLISHER} `,
        enabled: true,
        autoAds: true,
        adUnits: units,
        privacySettings: { cookieConsent: true, gdprCompliant: false, ccpaCompliant: true },
      }),
    );
    expect(response.status, response.text).toBe(200);
    const expected = {
      publisherId: CLIENT,
      enabled: true,
      autoAds: true,
      adUnits: [
        { ...DEFAULT_AD_LAYOUT.adUnits[0], slotId: "1234567890" },
        {
          id: "footer-mobile",
          name: "Footer (mobile)",
          size: "320x50",
          type: "text",
          placement: "footer",
          enabled: false,
          slotId: "",
        },
      ],
      privacySettings: { cookieConsent: true, gdprCompliant: false, ccpaCompliant: true },
      lockedByEnv: { publisherId: false, enabled: false, layout: false },
      live: true,
      adsTxtUrl: `${harness.context.env.PUBLIC_URL}/ads.txt`,
    };
    expect(response.json).toEqual(expected);
    expect((await admin.get("/api/admin/adsense/settings")).json).toEqual(expected);

    const audits = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.adsense-settings-changed"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: admin.user.id,
      detail: {
        fields: ["publisherId", "enabled", "autoAds", "adUnits", "privacySettings"],
        enabled: true,
        live: true,
      },
    });
  });

  it("takes the ca-pub- form too, and saving the same again changes and audits nothing", async () => {
    const current = (await admin.get("/api/admin/adsense/settings")).json as TAdsenseSettings;
    const { lockedByEnv: _locked, live: _live, adsTxtUrl: _url, ...values } = current;
    const before = await storedRows();
    const response = await admin.put("/api/admin/adsense/settings", { ...values, publisherId: CLIENT });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual(current);
    expect(await storedRows()).toEqual(before);
    const audits = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.adsense-settings-changed"));
    expect(audits).toHaveLength(1);
  });

  it("serves ads.txt while ads are live, naming the publisher, and not once they are disabled", async () => {
    const live = await pages.request("/ads.txt");
    expect(live.status).toBe(200);
    expect(live.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(live.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await live.text()).toBe(`google.com, ${PUBLISHER}, DIRECT, f08c47fec0942fa0\n`);

    const current = (await admin.get("/api/admin/adsense/settings")).json as TAdsenseSettings;
    const { lockedByEnv: _locked, live: _live, adsTxtUrl: _url, ...values } = current;
    const disabled = await admin.put("/api/admin/adsense/settings", { ...values, enabled: false });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json).toMatchObject({ enabled: false, publisherId: CLIENT, live: false });
    expect((await pages.request("/ads.txt")).status).toBe(404);
  });

  it("clears the publisher ID with a blank one", async () => {
    const response = await admin.put("/api/admin/adsense/settings", settingsBody({ publisherId: "  " }));
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ publisherId: "", enabled: false, live: false });
    expect(
      await harness.context.db.select().from(appSettings).where(eq(appSettings.key, "adsensePublisherId")),
    ).toEqual([]);
  });
});

describe("the revenue call", () => {
  it("says plainly that no revenue data is connected", async () => {
    const response = await admin.get("/api/admin/adsense/revenue");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ connected: false, messageKey: "monetizationApi.revenue.notConnected" });
  });
});

describe("ad settings the environment gives", () => {
  const ENV_LAYOUT = { ...DEFAULT_AD_LAYOUT, autoAds: true };

  it("are read-only: a changed value is a 409 naming it with nothing written, the same value passes", async () => {
    const withEnv = await createTestApp({
      env: { ADSENSE_PUBLISHER_ID: PUBLISHER, ADSENSE_LAYOUT: JSON.stringify(ENV_LAYOUT) },
    });
    try {
      const envAdmin = await signedInAdmin(withEnv);
      const read = await envAdmin.get("/api/admin/adsense/settings");
      expect(read.json).toMatchObject({
        publisherId: CLIENT,
        autoAds: true,
        lockedByEnv: { publisherId: true, enabled: false, layout: true },
        live: false,
      });

      const changed = await envAdmin.put("/api/admin/adsense/settings", {
        ...ENV_LAYOUT,
        publisherId: "pub-9999999999999999",
        enabled: true,
        autoAds: false,
      });
      expectErrorContract(changed, 409);
      expect(changed.json.errors).toEqual({
        publisherId: "adminSettingsApi.errors.setByEnvironment",
        autoAds: "adminSettingsApi.errors.setByEnvironment",
      });
      expect(await withEnv.context.db.select().from(appSettings)).toEqual([]);

      // The environment's own values, and "enabled" (which it does not set): ads go live.
      const same = await envAdmin.put("/api/admin/adsense/settings", {
        ...ENV_LAYOUT,
        publisherId: PUBLISHER,
        enabled: true,
      });
      expect(same.status, same.text).toBe(200);
      expect(same.json).toMatchObject({ publisherId: CLIENT, enabled: true, autoAds: true, live: true });
      expect((await withEnv.context.db.select().from(appSettings)).map((row) => row.key)).toEqual(["adsenseEnabled"]);
    } finally {
      await withEnv.close();
    }
  });
});

describe("the pages' Content-Security-Policy", () => {
  const AD_PAGE = "/jobs/123";
  const OTHER_PAGES = ["/resume-builder", "/settings", "/", "/jobs"];
  const page = async (path: string) => {
    const response = await pages.request(path, { headers: { accept: "text/html" } });
    expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce, path).not.toBe("");
    // The nonce and the request's id are all that differ from one request to the next.
    const requestId = response.headers.get("x-request-id") ?? "";
    const html = (await response.text()).replaceAll(nonce, "NONCE").replaceAll(requestId, "REQUEST-ID");
    return { csp: csp.replaceAll(nonce, "NONCE"), html };
  };
  const namesAdHosts = (csp: string) =>
    [...AD_HOSTS.scriptSrc, ...AD_HOSTS.frameSrc, ...AD_HOSTS.connectSrc].some((host) => csp.includes(host)) ||
    csp.includes("frame-src");
  const save = async (changes: Record<string, unknown>) => {
    const response = await admin.put("/api/admin/adsense/settings", settingsBody(changes));
    expect(response.status, response.text).toBe(200);
  };

  let neverConfigured: Record<string, { csp: string; html: string }>;

  beforeAll(async () => {
    for (const key of ["adsensePublisherId", "adsenseEnabled", "adsenseLayout"] as const) {
      await harness.context.settings.clear(key);
    }
    neverConfigured = {};
    for (const path of [AD_PAGE, ...OTHER_PAGES]) neverConfigured[path] = await page(path);
  });

  it("names no ad host on any page while ads were never configured", () => {
    for (const [path, { csp }] of Object.entries(neverConfigured)) {
      expect(namesAdHosts(csp), `${path}: ${csp}`).toBe(false);
      expect(csp).toContain("script-src 'self' 'nonce-NONCE';");
    }
  });

  it("and with a publisher ID but ads disabled, no page's policy or HTML changes", async () => {
    await save({ publisherId: PUBLISHER, enabled: false, autoAds: true });
    for (const path of [AD_PAGE, ...OTHER_PAGES]) expect(await page(path), path).toEqual(neverConfigured[path]);
  });

  it("with ads live, the job page's policy adds the ad network's hosts, keeping the nonce, and the others' do not", async () => {
    await save({ publisherId: PUBLISHER, enabled: true });
    const { csp, html } = await page(AD_PAGE);
    // The page gets the ads' settings (site.ads), and a page that never shows ads does not.
    expect(html).toContain(CLIENT);
    expect((await page("/resume-builder")).html).not.toContain(CLIENT);
    const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toBe(`script-src 'self' 'nonce-NONCE' ${AD_HOSTS.scriptSrc.join(" ")}`);
    expect(directive("frame-src")).toBe(`frame-src 'self' ${AD_HOSTS.frameSrc.join(" ")}`);
    expect(directive("connect-src")).toBe(`connect-src 'self' ${AD_HOSTS.connectSrc.join(" ")}`);
    // Nothing else in the policy changes.
    const others = (policy: string) =>
      policy.split("; ").filter((part) => !/^(script-src|frame-src|connect-src) /.test(part));
    expect(others(csp)).toEqual(others(neverConfigured[AD_PAGE].csp));

    for (const path of OTHER_PAGES) expect((await page(path)).csp, path).toBe(neverConfigured[path].csp);
    // Nor does anything that is not a page.
    const api = await admin.get("/api/admin/adsense/settings");
    expect(namesAdHosts(api.headers.get("content-security-policy") ?? "")).toBe(false);
    const adsTxt = await pages.request("/ads.txt");
    expect(adsTxt.status).toBe(200);
    expect(namesAdHosts(adsTxt.headers.get("content-security-policy") ?? "")).toBe(false);
  });

  it("adds the ad script's own origin when ADSENSE_SCRIPT_URL points elsewhere", async () => {
    const stand = await createTestApp({
      env: {
        ADSENSE_PUBLISHER_ID: PUBLISHER,
        ADSENSE_ENABLED: "1",
        ADSENSE_SCRIPT_URL: "http://127.0.0.1:4999/ads/adsbygoogle.js",
      },
    });
    try {
      const response = await appWithPages(stand).request(AD_PAGE, { headers: { accept: "text/html" } });
      expect(response.headers.get("content-security-policy")).toMatch(
        /script-src 'self' 'nonce-[^']+' [^;]*https:\/\/pagead2\.googlesyndication\.com[^;]* http:\/\/127\.0\.0\.1:4999;/,
      );
      const builder = await appWithPages(stand).request("/resume-builder", { headers: { accept: "text/html" } });
      expect(builder.headers.get("content-security-policy")).not.toContain("127.0.0.1:4999");
    } finally {
      await stand.close();
    }
  });
});
