import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies in front of the server are trusted to say who the client is (`TRUST_PROXY`), as
 * Express's `trust proxy` does: off, a number of hops, or a list of proxy addresses and ranges.
 * Decision 012 says why `true` (trust every hop) is refused.
 */
export type TTrustProxy =
  | { kind: "off" }
  /** The socket peer and the `hops - 1` nearest X-Forwarded-For entries are proxies. */
  | { kind: "hops"; hops: number }
  /** Proxies are the addresses in this list; `entries` is what was configured, for messages. */
  | { kind: "list"; entries: string[]; isProxy: (address: string) => boolean };

export const TRUST_PROXY_FORMS =
  "use a number of proxies in front of the server (1 = the X-Forwarded-For entry the nearest proxy added) " +
  "or a comma-separated list of proxy addresses or CIDR ranges (for example 10.0.0.0/8, 192.0.2.7, ::1, " +
  "or the names loopback, linklocal, uniquelocal); 0 or false turns it off";

// Ranges named as in Express's proxy-addr.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const MAX_HOPS = 32;

/** An IPv4-mapped IPv6 address (::ffff:192.0.2.1) as the IPv4 address it carries. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1] : address;
}

/** A valid IP address, normalised, or undefined; anything longer than an address is refused unread. */
export function validAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  // An IPv6 address with an IPv4 tail is at most 45 characters.
  if (trimmed.length > 45 || isIP(trimmed) === 0) return undefined;
  return unmapped(trimmed.toLowerCase());
}

function addRule(list: BlockList, entry: string): boolean {
  const [address, prefixText, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    list.addAddress(unmapped(address), unmapped(address) === address ? type : "ipv4");
    return true;
  }
  if (!/^\d{1,3}$/.test(prefixText)) return false;
  const prefix = Number(prefixText);
  if (prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** Reads `TRUST_PROXY`; throws an Error naming the accepted forms when the value is not one. */
export function parseTrustProxy(value: string | undefined): TTrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text.toLowerCase() === "false") return { kind: "off" };
  if (text.toLowerCase() === "true") {
    throw new Error(
      `"true" is no longer accepted: it trusted every hop, so the client chose its own address; ${TRUST_PROXY_FORMS}`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`at most ${MAX_HOPS} proxies; ${TRUST_PROXY_FORMS}`);
    return { kind: "hops", hops };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry.toLowerCase()];
    const isValid = named ? named.every((range) => addRule(list, range)) : addRule(list, entry);
    if (!isValid) throw new Error(`"${entry}" is not an IP address or CIDR range; ${TRUST_PROXY_FORMS}`);
  }
  return {
    kind: "list",
    entries,
    isProxy: (address) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4"),
  };
}

/** The zod schema of `TRUST_PROXY` for parseEnv (server/lib/env.ts). */
export const ZTrustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TTrustProxy => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: value });
      return z.NEVER;
    }
  });

export interface TClientAddressInput {
  trustProxy: TTrustProxy;
  /** The TCP peer's address; absent when the adapter cannot tell. */
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  /** The protocol the server itself was reached by ("http" or "https"). */
  protocol: string;
}

// More entries than this are not read: no real chain of proxies is that long.
const MAX_FORWARDED_ENTRIES = 64;

function headerEntries(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header.split(",").map((entry) => entry.trim());
  return entries.slice(Math.max(0, entries.length - MAX_FORWARDED_ENTRIES));
}

/**
 * The client's address and the protocol it used. Walks from the socket peer back through
 * X-Forwarded-For (right to left) while the address is a trusted proxy; the first address that
 * is not is the client. The answer is always a valid IP address or the socket address (so a
 * forged, overlong header never reaches the database), and X-Forwarded-Proto is read at the
 * same hop as the address.
 */
export function resolveClientAddress(input: TClientAddressInput): { address: string; protocol: string } {
  const socketAddress = validAddress(input.socketAddress) ?? input.socketAddress?.slice(0, 45) ?? "unknown";
  const direct = { address: socketAddress, protocol: input.protocol };
  const { trustProxy } = input;
  if (trustProxy.kind === "off") return direct;

  // addresses[0] is the socket peer; addresses[i] the i-th X-Forwarded-For entry from the right.
  const forwarded = headerEntries(input.forwardedFor).reverse();
  const addresses = [socketAddress, ...forwarded];
  const isTrusted =
    trustProxy.kind === "hops"
      ? (_address: string, index: number) => index < trustProxy.hops
      : (address: string) => {
          const valid = validAddress(address);
          return valid !== undefined && trustProxy.isProxy(valid);
        };

  // A socket peer that is not a trusted proxy is the client, whatever the headers say.
  if (!isTrusted(socketAddress, 0)) return direct;
  let hop = 0;
  while (hop < addresses.length - 1 && isTrusted(addresses[hop], hop)) hop += 1;

  // The proxy at addresses[i] added the i-th X-Forwarded-Proto entry from the right, as it
  // added the i-th X-Forwarded-For one; a proxy that overwrites the header leaves one entry.
  const protos = headerEntries(input.forwardedProto).reverse();
  const proto = (protos[Math.max(hop, 1) - 1] ?? protos.at(-1))?.toLowerCase();
  return {
    address: (hop > 0 && validAddress(addresses[hop])) || socketAddress,
    protocol: proto === "http" || proto === "https" ? proto : input.protocol,
  };
}
