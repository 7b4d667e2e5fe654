import { z } from "zod";
import { requiredText } from "../validation/text";
import { AD_PLACEMENTS, AD_SIZES, AD_TYPES } from "./ad-pages";

// The monetization tool's contract (docs/product.md#admin, Monetization): the ad
// settings (GET/PUT /api/admin/adsense/settings), stored on the server as three runtime settings
// (server/platform/settings/registry.ts: adsensePublisherId, adsenseEnabled, adsenseLayout), and
// the revenue call (GET /api/admin/adsense/revenue).

/** AdSense's publisher ID: "pub-" and 16 digits; the ad script's client adds "ca-". */
const PUBLISHER_ID = /^(?:ca-)?pub-(\d{16})$/;

/** The publisher ID as the ad script's client wants it ("ca-pub-…"), or null when it is not one. */
export function normalisePublisherId(input: string): string | null {
  const match = PUBLISHER_ID.exec(input.trim());
  return match ? `ca-pub-${match[1]}` : null;
}

/** The ID ads.txt names: "pub-" and 16 digits. */
export const adsTxtPublisherId = (client: string) => client.replace(/^ca-/, "");

export const AD_UNITS_MAX = 12;
export const AD_UNIT_NAME_MAX = 80;
const AD_UNIT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** AdSense's data-ad-slot: digits only. */
const AD_SLOT_ID = /^\d{1,20}$/;

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? "validation.required" : "validation.invalidOption",
  });
const flag = z.boolean({ error: "validation.invalidValue" });

/** The publisher ID as typed: blank clears it; anything else must be one ("pub-" and 16 digits). */
export const ZPublisherIdSchema = z
  .string({ error: "validation.invalidText" })
  .trim()
  .max(40, { error: "monetizationApi.validation.publisherId" })
  .refine((value) => value === "" || normalisePublisherId(value) !== null, {
    error: "monetizationApi.validation.publisherId",
  })
  .transform((value) => (value === "" ? "" : (normalisePublisherId(value) as string)));

export const ZAdUnitSchema = z.object({
  /** Lower-case letters, digits and "-": names the unit in the generated code. */
  id: z.string({ error: "validation.required" }).regex(AD_UNIT_ID, { error: "monetizationApi.validation.unitId" }),
  name: requiredText(AD_UNIT_NAME_MAX),
  size: option(AD_SIZES),
  type: option(AD_TYPES),
  placement: option(AD_PLACEMENTS),
  enabled: flag,
  /** AdSense's data-ad-slot; blank until the unit is created in AdSense. */
  slotId: z
    .string({ error: "validation.invalidText" })
    .trim()
    .refine((value) => value === "" || AD_SLOT_ID.test(value), { error: "monetizationApi.validation.slotId" }),
});
export type TAdUnit = z.output<typeof ZAdUnitSchema>;

export const ZAdPrivacySchema = z.object({
  cookieConsent: flag,
  gdprCompliant: flag,
  ccpaCompliant: flag,
});
export type TAdPrivacy = z.output<typeof ZAdPrivacySchema>;

/** What is stored as the adsenseLayout setting: auto ads, the units and the privacy settings. */
export const ZAdLayoutSchema = z.object({
  autoAds: flag,
  adUnits: z
    .array(ZAdUnitSchema, { error: "validation.invalidValue" })
    .max(AD_UNITS_MAX, { error: "monetizationApi.validation.tooManyUnits" })
    .refine((units) => new Set(units.map((unit) => unit.id)).size === units.length, {
      error: "monetizationApi.validation.duplicateUnit",
    }),
  privacySettings: ZAdPrivacySchema,
});
export type TAdLayout = z.output<typeof ZAdLayoutSchema>;

/** The body of PUT /api/admin/adsense/settings: the publisher ID, enabled, and the layout. */
export const ZAdsenseSettingsSchema = ZAdLayoutSchema.extend({
  publisherId: ZPublisherIdSchema,
  enabled: flag,
});
export type TAdsenseSettingsInput = z.input<typeof ZAdsenseSettingsSchema>;
export type TAdsenseSettingsValues = z.output<typeof ZAdsenseSettingsSchema>;

/** The default units: header banner 728x90, sidebar square 300x250, in-content responsive. */
export const DEFAULT_AD_UNITS: TAdUnit[] = [
  {
    id: "header-banner",
    name: "Header banner",
    size: "728x90",
    type: "display",
    placement: "header",
    enabled: true,
    slotId: "",
  },
  {
    id: "sidebar-square",
    name: "Sidebar square",
    size: "300x250",
    type: "display",
    placement: "sidebar",
    enabled: true,
    slotId: "",
  },
  {
    id: "in-content",
    name: "In-content",
    size: "responsive",
    type: "responsive",
    placement: "content",
    enabled: true,
    slotId: "",
  },
];

/** The privacy toggles default on. */
export const DEFAULT_AD_LAYOUT: TAdLayout = {
  autoAds: false,
  adUnits: DEFAULT_AD_UNITS,
  privacySettings: { cookieConsent: true, gdprCompliant: true, ccpaCompliant: true },
};

/** Where a value comes from: set by an environment variable (which wins, read-only here), or not. */
export type TAdsenseFieldSource = "env" | "stored";

/** GET and PUT /api/admin/adsense/settings answer the settings as they apply now. */
export interface TAdsenseSettings extends TAdsenseSettingsValues {
  /** Which parts an environment variable sets: the console shows them read-only. */
  lockedByEnv: { publisherId: boolean; enabled: boolean; layout: boolean };
  /** Whether ads are live: enabled with a publisher ID. */
  live: boolean;
  /** Where ads.txt is served while ads are live. */
  adsTxtUrl: string;
}

/** GET /api/admin/adsense/revenue: no earnings source is connected, said plainly. */
export interface TAdsenseRevenue {
  connected: false;
  messageKey: string;
}
