import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientAddress, type TTrustProxy } from "./client-address";
import { ConfigError, parseEnv } from "./env";

const SOCKET = "10.0.0.2";

function resolve(trust: string | undefined, headers: { for?: string; proto?: string } = {}, socket = SOCKET) {
  return resolveClientAddress({
    trustProxy: parseTrustProxy(trust),
    socketAddress: socket,
    forwardedFor: headers.for,
    forwardedProto: headers.proto,
    protocol: "http",
  });
}

describe("TRUST_PROXY values", () => {
  it.each([undefined, "", "0", "false", "FALSE"])("%s is off", (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: "off" });
  });

  it("reads a number as a hop count", () => {
    expect(parseTrustProxy("1")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy(" 3 ")).toEqual({ kind: "hops", hops: 3 });
  });

  it("reads a list of addresses, ranges and named ranges", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 192.0.2.7,::1, fd00::/8, loopback") as Extract<
      TTrustProxy,
      { kind: "list" }
    >;
    expect(trust.kind).toBe("list");
    expect(trust.entries).toEqual(["10.0.0.0/8", "192.0.2.7", "::1", "fd00::/8", "loopback"]);
    for (const proxy of ["10.1.2.3", "192.0.2.7", "::1", "fd00::5", "127.0.0.1"])
      expect(trust.isProxy(proxy)).toBe(true);
    for (const other of ["11.0.0.1", "192.0.2.8", "::2", "fe00::1"]) expect(trust.isProxy(other)).toBe(false);
  });

  it.each(["10.0.0.0/33", "10.0.0", "proxy.example", "10.0.0.1/8/1", "::1/129", "10.0.0.0/x"])(
    "refuses %s, naming the accepted forms",
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/CIDR range/);
    },
  );

  it("refuses true at start-up with a message naming the new forms", () => {
    for (const value of ["true", "TRUE"]) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "true" is no longer accepted.*number of proxies.*comma-separated list of proxy addresses or CIDR ranges/,
      );
    }
  });

  it("is parsed by parseEnv", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "off" });
    expect(() => parseEnv({ TRUST_PROXY: "nginx" })).toThrow(ConfigError);
  });
});

describe("the client address", () => {
  it("is the socket address when TRUST_PROXY is off, whatever the headers say", () => {
    expect(resolve(undefined, { for: "198.51.100.1", proto: "https" })).toEqual({ address: SOCKET, protocol: "http" });
  });

  it("with 1 hop, is the entry the nearest proxy added (the rightmost), not one the client sent", () => {
    expect(resolve("1", { for: "6.6.6.6, 198.51.100.1" }).address).toBe("198.51.100.1");
    expect(resolve("1", { for: "198.51.100.1" }).address).toBe("198.51.100.1");
  });

  it("with 2 hops, is the second entry from the right", () => {
    expect(resolve("2", { for: "6.6.6.6, 198.51.100.1, 10.0.0.9" }).address).toBe("198.51.100.1");
    // Fewer entries than hops: the leftmost one, as Express does.
    expect(resolve("3", { for: "198.51.100.1, 10.0.0.9" }).address).toBe("198.51.100.1");
  });

  it("is the socket address when no X-Forwarded-For came", () => {
    expect(resolve("1").address).toBe(SOCKET);
  });

  it("with a list, skips trusted proxies from the right and takes the first untrusted address", () => {
    const trust = "10.0.0.0/8";
    expect(resolve(trust, { for: "6.6.6.6, 198.51.100.1, 10.0.0.9" }).address).toBe("198.51.100.1");
    // Every hop a proxy: the leftmost entry.
    expect(resolve(trust, { for: "10.0.0.7, 10.0.0.9" }).address).toBe("10.0.0.7");
  });

  it("with a list, reads no header when the socket peer itself is not a trusted proxy", () => {
    expect(resolve("192.0.2.7", { for: "198.51.100.1", proto: "https" }, "203.0.113.5")).toEqual({
      address: "203.0.113.5",
      protocol: "http",
    });
  });

  it("matches IPv4-mapped IPv6 socket addresses against IPv4 ranges and answers the IPv4 form", () => {
    expect(resolve("10.0.0.0/8", { for: "::ffff:198.51.100.1" }, "::ffff:10.0.0.2").address).toBe("198.51.100.1");
  });

  it.each([
    ["an overlong value", `${"9".repeat(3000)}`],
    ["a host name", "client.example"],
    ["markup", "<script>alert(1)</script>"],
    ["an address with a port", "198.51.100.1:5000"],
    ["an empty entry", ""],
  ])("falls back to the socket address for %s", (_label, value) => {
    const resolved = resolve("1", { for: `198.51.100.9, ${value}` });
    expect(resolved.address).toBe(SOCKET);
  });

  it("never answers more than an address's length, even for a 3 kB header", () => {
    const header = Array.from({ length: 400 }, (_, i) => `198.51.${i % 256}.1`).join(", ") + ", " + "x".repeat(3000);
    for (const trust of ["1", "5", "10.0.0.0/8"]) {
      expect(resolve(trust, { for: header }).address.length).toBeLessThanOrEqual(45);
    }
  });
});

describe("the protocol", () => {
  it("is read from X-Forwarded-Proto at the same hop as the address", () => {
    expect(resolve("1", { for: "198.51.100.1", proto: "https" }).protocol).toBe("https");
    // The client prepended its own value; the nearest proxy's (rightmost) one counts.
    expect(resolve("1", { for: "6.6.6.6, 198.51.100.1", proto: "https, http" }).protocol).toBe("http");
    expect(resolve("2", { for: "198.51.100.1, 10.0.0.9", proto: "https, http" }).protocol).toBe("https");
  });

  it("is read from a trusted proxy that sends X-Forwarded-Proto without X-Forwarded-For", () => {
    expect(resolve("1", { proto: "https" })).toEqual({ address: SOCKET, protocol: "https" });
  });

  it("takes a single X-Forwarded-Proto value, as a proxy that overwrites the header sends it, at any hop", () => {
    expect(resolve("2", { for: "198.51.100.1, 10.0.0.9", proto: "https" }).protocol).toBe("https");
  });

  it("ignores values other than http and https", () => {
    expect(resolve("1", { for: "198.51.100.1", proto: "javascript" }).protocol).toBe("http");
  });
});
