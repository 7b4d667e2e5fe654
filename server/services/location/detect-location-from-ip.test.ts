import { describe, expect, it } from "vitest";
import { detectLocationFromIp, normalizeIp } from "./detect-location-from-ip";

// These lookups use the database bundled with the pinned geoip-lite release (1.4.10): a newer
// release may place an address elsewhere; then pick another address of the same country.
describe("detectLocationFromIp with the bundled database", () => {
  it.each([
    ["81.2.69.160", "United Kingdom", "London", "GB"], // St Albans: not listed, default city
    ["94.200.0.1", "United Arab Emirates", "Dubai", "AE"],
    ["2.88.0.1", "Saudi Arabia", "Riyadh", "SA"],
    ["41.32.0.1", "Egypt", "Cairo", "EG"],
    ["196.200.128.1", "Morocco", "Rabat", "MA"],
    ["193.188.96.1", "Bahrain", "Manama", "BH"],
    ["133.242.0.1", "Japan", "Tokyo", "JP"],
    ["49.206.0.1", "India", "Bengaluru", "IN"],
    ["4.2.2.2", "United States", "New York", "US"], // Saluda, New York time
    ["8.8.8.8", "United States", "Chicago", "US"], // no city, Central time
    ["9.9.9.9", "United States", "Los Angeles", "US"], // Berkeley, Pacific time
    ["2a00:1450:4001::1", "Germany", "Frankfurt", "DE"], // "Frankfurt am Main"
    ["::ffff:94.200.0.1", "United Arab Emirates", "Dubai", "AE"],
  ])("%s → %s, %s", async (ip, country, city, countryCode) => {
    const location = await detectLocationFromIp({ ip });
    expect(location).toMatchObject({ country, city, countryCode });
    expect(location?.timezone).toMatch(/^[A-Za-z_]+\/[A-Za-z_/]+$/);
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "IPv6 loopback"],
    ["10.1.2.3", "private"],
    ["172.16.5.4", "private"],
    ["192.168.0.1", "private"],
    ["::ffff:10.0.0.1", "mapped private"],
    ["fe80::1", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["203.0.113.10", "documentation range"],
    ["1.1.1.1", "no country in the database"],
    ["77.88.8.8", "Russia, not served"],
    ["114.114.114.114", "China, not served"],
    ["80.58.61.250", "Spain, not served"],
    ["unknown", "not an address"],
    ["", "empty"],
  ])("%s (%s) → no match", async (ip) => {
    expect(await detectLocationFromIp({ ip })).toBeNull();
  });
});

describe("detectLocationFromIp with a given lookup", () => {
  it("passes the normalised address and maps the answer", async () => {
    const seen: string[] = [];
    const lookup = (ip: string) => {
      seen.push(ip);
      return { countryCode: "QA", city: "", timezone: "Asia/Qatar" };
    };
    expect(await detectLocationFromIp({ ip: "[2001:db8::1]:443", lookup })).toEqual({
      country: "Qatar",
      city: "Doha",
      countryCode: "QA",
      timezone: "Asia/Qatar",
    });
    expect(seen).toEqual(["2001:db8::1"]);
  });

  it("does not look up what is not an address", async () => {
    const lookup = () => {
      throw new Error("must not be called");
    };
    expect(await detectLocationFromIp({ ip: "'; DROP TABLE users; --", lookup })).toBeNull();
    expect(await detectLocationFromIp({ ip: undefined, lookup })).toBeNull();
  });
});

describe("normalizeIp", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["[2001:db8::1]:8080", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["unknown", null],
    ["999.1.1.1", null],
    ["example.com", null],
    ["", null],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });
});
