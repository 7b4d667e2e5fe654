import { isIP } from "node:net";
import { resolveSupportedLocation, type TResolvedLocation } from "@common/location/location-detection";
import { loadIpLookup, type TIpLookup } from "./ip-lookup";

/**
 * The address as the IP database wants it: IPv4-mapped IPv6 ("::ffff:1.2.3.4") as IPv4, no
 * brackets, zone or port; null for anything that is not an IP address ("unknown").
 */
export function normalizeIp(raw: string | null | undefined): string | null {
  let ip = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1];
  return isIP(ip) ? ip : null;
}

/**
 * The supported country and city of an IP address, or null: private and reserved addresses,
 * addresses the database does not place, and countries we don't serve (the IP database in
 * place of third-party services, decision 005).
 */
export async function detectLocationFromIp(options: {
  ip: string | null | undefined;
  lookup?: TIpLookup;
}): Promise<TResolvedLocation | null> {
  const ip = normalizeIp(options.ip);
  if (!ip) return null;
  const lookup = options.lookup ?? (await loadIpLookup());
  const place = lookup(ip);
  if (!place?.countryCode) return null;
  return resolveSupportedLocation(place);
}
