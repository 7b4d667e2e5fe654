import { describe, expect, it } from "vitest";
import { ADSENSE_SCRIPT_SRC, generateAdCode, type TAdCodeInput } from "./ad-code";
import { DEFAULT_AD_UNITS } from "./adsense";

const PUB = "pub-1234567890123456";
const CLIENT = "ca-pub-1234567890123456";

const unit = (overrides: Partial<TAdCodeInput["adUnits"][number]>): TAdCodeInput["adUnits"][number] => ({
  id: "header-banner",
  name: "Header banner",
  size: "728x90",
  type: "display",
  enabled: true,
  slotId: "1111111111",
  ...overrides,
});

function code(input: Partial<TAdCodeInput>) {
  const result = generateAdCode({ publisherId: PUB, autoAds: false, adUnits: [], ...input });
  if (!result.ok) throw new Error(`no code: ${result.reason}`);
  return result;
}

describe("generateAdCode", () => {
  it("asks for a publisher ID first, and refuses one that is not one", () => {
    expect(generateAdCode({ publisherId: "  ", autoAds: true, adUnits: [] })).toEqual({
      ok: false,
      reason: "publisherIdRequired",
    });
    expect(generateAdCode({ publisherId: "pub-123", autoAds: true, adUnits: [] })).toEqual({
      ok: false,
      reason: "publisherIdInvalid",
    });
    expect(generateAdCode({ publisherId: "ca-pub-12345678901234567", autoAds: true, adUnits: [] })).toMatchObject({
      ok: false,
    });
  });

  it("starts with AdSense's script tag naming the client, cross-origin anonymous, from either form of the ID", () => {
    for (const publisherId of [PUB, CLIENT, ` ${CLIENT} `]) {
      const result = code({ publisherId });
      expect(result.client).toBe(CLIENT);
      expect(result.code).toContain(
        `<script async src="${ADSENSE_SCRIPT_SRC}?client=${CLIENT}"\n     crossorigin="anonymous"></script>`,
      );
    }
  });

  it("draws one <ins> and push per enabled unit with a slot ID, each sized as its size says", () => {
    const result = code({
      adUnits: [
        unit({}),
        unit({ id: "sidebar", name: "Sidebar", size: "300x250", slotId: "2222" }),
        unit({ id: "mobile", name: "Mobile", size: "320x50", type: "text", slotId: "3333" }),
        unit({ id: "in-content", name: "In-content", size: "responsive", type: "responsive", slotId: "4444" }),
      ],
    });
    expect(result.included).toEqual(["header-banner", "sidebar", "mobile", "in-content"]);
    expect(result.code.match(/<ins class="adsbygoogle"/g)).toHaveLength(4);
    expect(result.code.match(/\(adsbygoogle = window\.adsbygoogle \|\| \[\]\)\.push\(\{\}\);/g)).toHaveLength(4);
    expect(result.code).toContain('style="display:inline-block;width:728px;height:90px"');
    expect(result.code).toContain('style="display:inline-block;width:300px;height:250px"');
    expect(result.code).toContain('style="display:inline-block;width:320px;height:50px"');
    expect(result.code).toContain(
      'data-ad-slot="4444"\n     data-ad-format="auto"\n     data-full-width-responsive="true"',
    );
    expect(result.code.match(/data-ad-client="ca-pub-1234567890123456"/g)).toHaveLength(4);
    // Fixed sizes carry no responsive format.
    const header = result.code.slice(result.code.indexOf("<!-- Header banner"), result.code.indexOf("<!-- Sidebar"));
    expect(header).not.toContain("data-ad-format");
  });

  it("a fixed size of the responsive type is drawn responsive", () => {
    const result = code({ adUnits: [unit({ type: "responsive" })] });
    expect(result.code).toContain('style="display:block"');
    expect(result.code).toContain('data-ad-format="auto"');
    expect(result.code).not.toContain("width:728px");
  });

  it("leaves out disabled units, and names the enabled ones without a slot ID", () => {
    const result = code({
      autoAds: true,
      adUnits: [unit({ enabled: false }), ...DEFAULT_AD_UNITS.slice(1)],
    });
    expect(result.included).toEqual([]);
    expect(result.skipped).toEqual(["Sidebar square", "In-content"]);
    expect(result.autoAds).toBe(true);
    expect(result.code).not.toContain("<ins");
    expect(result.code).toContain("adsbygoogle.js?client=");
  });

  it("keeps a unit's name from breaking out of its HTML comment", () => {
    const result = code({ adUnits: [unit({ name: "Top --> <script>alert(1)</script>" })] });
    expect(result.code).toContain("<!-- Top - scriptalert(1)/script (728x90, display) -->");
    expect(result.code.match(/<script>/g)).toHaveLength(1);
  });
});
