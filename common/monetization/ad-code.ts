import type { TAdSize } from "./ad-pages";
import type { TAdUnit } from "./adsense";
import { normalisePublisherId } from "./adsense";

// The AdSense code an administrator pastes where AdSense asks for it (Admin > Monetization's
// "Generate ad code"): AdSense's script tag with the publisher's client, then one <ins> and its
// push per enabled ad unit that has a slot ID. Pure: the console shows and copies its result.

/** AdSense's own script: the code to paste names it, whatever this site loads locally. */
export const ADSENSE_SCRIPT_SRC = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";

/** The fixed sizes in pixels; "responsive" has none. */
const FIXED_SIZES: Record<Exclude<TAdSize, "responsive">, { width: number; height: number }> = {
  "728x90": { width: 728, height: 90 },
  "300x250": { width: 300, height: 250 },
  "320x50": { width: 320, height: 50 },
};

export interface TAdCodeInput {
  /** As typed: "pub-…" or "ca-pub-…". */
  publisherId: string;
  autoAds: boolean;
  adUnits: readonly Pick<TAdUnit, "id" | "name" | "size" | "type" | "enabled" | "slotId">[];
}

export type TAdCode =
  | { ok: false; reason: "publisherIdRequired" | "publisherIdInvalid" }
  | {
      ok: true;
      /** "ca-pub-" and 16 digits. */
      client: string;
      code: string;
      autoAds: boolean;
      /** The ids of the units whose <ins> the code holds. */
      included: string[];
      /** The names of the enabled units left out for want of a slot ID. */
      skipped: string[];
    };

/** An HTML comment's text: no "--" (which would end or break it) and no angle brackets. */
const commentText = (text: string) => text.replace(/[<>]/g, "").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim();

/** An <ins> for one unit: a fixed size drawn inline at its size, a responsive one at full width. */
function unitCode(client: string, unit: TAdCodeInput["adUnits"][number]): string {
  const isResponsive = unit.size === "responsive" || unit.type === "responsive";
  const size = unit.size === "responsive" ? null : FIXED_SIZES[unit.size];
  const attributes =
    isResponsive || !size
      ? ['style="display:block"', `data-ad-client="${client}"`, `data-ad-slot="${unit.slotId}"`]
      : [
          `style="display:inline-block;width:${size.width}px;height:${size.height}px"`,
          `data-ad-client="${client}"`,
          `data-ad-slot="${unit.slotId}"`,
        ];
  if (isResponsive) attributes.push('data-ad-format="auto"', 'data-full-width-responsive="true"');
  return [
    `<!-- ${commentText(unit.name) || unit.id} (${unit.size}, ${unit.type}) -->`,
    `<ins class="adsbygoogle"`,
    ...attributes.map((attribute) => `     ${attribute}`),
    `     ></ins>`,
    `<script>`,
    `  (adsbygoogle = window.adsbygoogle || []).push({});`,
    `</script>`,
  ].join("\n");
}

/**
 * The code to paste for these settings, or why there is none: a publisher ID is required and must
 * be one ("pub-" and 16 digits). Disabled units are left out, and so are enabled ones without a slot
 * ID (AdSense gives it when the unit is created there); with Auto Ads the script tag is enough.
 */
export function generateAdCode(input: TAdCodeInput): TAdCode {
  if (input.publisherId.trim() === "") return { ok: false, reason: "publisherIdRequired" };
  const client = normalisePublisherId(input.publisherId);
  if (!client) return { ok: false, reason: "publisherIdInvalid" };

  const enabled = input.adUnits.filter((unit) => unit.enabled);
  const withSlot = enabled.filter((unit) => /^\d+$/.test(unit.slotId.trim()));
  const skipped = enabled.filter((unit) => !withSlot.includes(unit)).map((unit) => unit.name);
  const script = `<script async src="${ADSENSE_SCRIPT_SRC}?client=${client}"\n     crossorigin="anonymous"></script>`;
  const parts = [script, ...withSlot.map((unit) => unitCode(client, { ...unit, slotId: unit.slotId.trim() }))];
  return {
    ok: true,
    client,
    code: parts.join("\n\n") + "\n",
    autoAds: input.autoAds,
    included: withSlot.map((unit) => unit.id),
    skipped,
  };
}
