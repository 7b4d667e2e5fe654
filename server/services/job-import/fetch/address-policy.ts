// Which network addresses the job import may connect to: public ones only, unless the operator
// allows private ones (IMPORT_ALLOW_PRIVATE_ADDRESSES, for tests and intranet feeds).
import { BlockList, isIP } from "node:net";

/** Answers whether an address (IPv4 or IPv6, no brackets) may be connected to. */
export type TAddressPolicy = (address: string) => boolean;

const refused = new BlockList();
// IPv4: "this network", private, CGNAT, loopback, link-local, IETF protocol assignments,
// documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(network, prefix, "ipv4");
// IPv6: unspecified, loopback, discard, IETF protocol assignments (Teredo among them),
// documentation, 6to4, unique local, link-local, site-local and multicast.
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  refused.addSubnet(network, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2] ?? "0", 16);
  const low = parseInt(match[3] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for a public address; false for private, loopback, link-local and every reserved range. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return !refused.check(bare, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner !== null) return isIP(inner) === 4 && !refused.check(inner, "ipv4");
  return !refused.check(bare, "ipv6");
}

/** The policy the settings give: every address when private ones are allowed, else public ones. */
export function addressPolicy(allowPrivateAddresses: boolean): TAddressPolicy {
  return allowPrivateAddresses ? () => true : isPublicAddress;
}
