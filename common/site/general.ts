// Settings > General: the site's name, the operator's identity and the site's time zone (runtime
// settings, server/platform/settings). The root loader gives every page the public part of them.

/** The spec's time zones (UTC, Eastern, Pacific, London) as IANA names; analytics days follow it. */
export const SITE_TIME_ZONES = ["UTC", "America/New_York", "America/Los_Angeles", "Europe/London"] as const;
export type TSiteTimeZone = (typeof SITE_TIME_ZONES)[number];
export const DEFAULT_SITE_TIME_ZONE: TSiteTimeZone = "UTC";

export const isSiteTimeZone = (value: unknown): value is TSiteTimeZone =>
  (SITE_TIME_ZONES as readonly unknown[]).includes(value);

/** Who runs the site, as the Privacy Policy, the Terms and the Contact page name them. */
export interface TSiteOperator {
  name: string | null;
  postalAddress: string | null;
  contactEmail: string | null;
  jurisdiction: string | null;
}

export const SITE_NAME_MAX = 60;
export const OPERATOR_NAME_MAX = 200;
export const OPERATOR_ADDRESS_MAX = 500;
export const OPERATOR_EMAIL_MAX = 254;
export const OPERATOR_JURISDICTION_MAX = 200;
