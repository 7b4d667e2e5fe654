// GET /api/companies/{id}/logo: a generated SVG logo, public and cacheable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyInitials,
  generatedLogoPath,
  generatedLogoSvg,
  LOGO_COLOURS,
  logoColour,
} from "@common/companies/generated-logo";
import { expectErrorContract } from "../../test/expect-error";
import { insertCompany } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;
let companyId: number;

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  companyId = await insertCompany(harness.context.db, { name: `Qanat <Digital> & "Co"` });
});
afterAll(async () => {
  await harness?.close();
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("GET /api/companies/{id}/logo", () => {
  it("serves the company's initials on its colour as a cacheable SVG, to visitors too", async () => {
    const response = await client.get(generatedLogoPath(companyId));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.text).toBe(generatedLogoSvg(`Qanat <Digital> & "Co"`));
    expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(response.text).toContain(`fill="${logoColour(`Qanat <Digital> & "Co"`)}"`);
    expect(response.text).toContain(">QD</text>");
    // The name is text, never markup.
    expect(response.text).toContain("<title>Qanat &lt;Digital&gt; &amp; &quot;Co&quot;</title>");
    expect(response.text).not.toContain("<Digital>");
  });

  it("is NOT_FOUND for an unknown or malformed id", async () => {
    for (const path of ["/api/companies/999999/logo", "/api/companies/abc/logo", "/api/companies/0/logo"]) {
      const response = await client.get(path);
      expect(expectErrorContract(response, 404).code).toBe("NOT_FOUND");
    }
  });
});

describe("the generated logo", () => {
  it("takes two initials, skipping leading punctuation, and one colour per name on every machine", () => {
    expect(companyInitials("Nimbus Cloudworks")).toBe("NC");
    expect(companyInitials("  (Riad) Collection & Co")).toBe("RC");
    expect(companyInitials("Ipê")).toBe("I");
    expect(logoColour("Nimbus Cloudworks")).toBe(logoColour(" nimbus cloudworks "));
    expect(
      new Set(
        ["Nimbus Cloudworks", "Qanat Digital", "Atlas Byte", "Fjordline Software", "Nile Care Hospitals"].map(
          logoColour,
        ),
      ).size,
    ).toBeGreaterThan(2);
  });

  it("draws white initials only on colours that keep them readable (4.5:1)", () => {
    for (const colour of LOGO_COLOURS) {
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
