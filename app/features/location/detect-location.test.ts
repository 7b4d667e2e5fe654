import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TIpLocationResponse } from "@common/location/location-detection";
import { DETECTION_DEADLINE_MS, detectLocation } from "./detect-location";

const NOW = new Date("2026-03-01T10:00:00.000Z");

function dependencies(ip: (signal: AbortSignal) => Promise<TIpLocationResponse>, timeZone: string | undefined) {
  return { fetchIpLocation: ip, browserTimeZone: () => timeZone, now: () => NOW };
}

describe("detectLocation", () => {
  it("takes the server's IP match first", async () => {
    const ip = async () =>
      ({ source: "ip", country: "Qatar", city: "Doha", countryCode: "QA", timezone: "Asia/Qatar" }) as const;
    expect(await detectLocation(dependencies(ip, "Europe/Berlin"))).toEqual({
      country: "Qatar",
      city: "Doha",
      countryCode: "QA",
      timezone: "Asia/Qatar",
      source: "ip",
      detectedAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("falls back to the browser's time zone when the server can't place the address", async () => {
    const none = async () => ({ source: "none" }) as const;
    expect(await detectLocation(dependencies(none, "Africa/Casablanca"))).toMatchObject({
      country: "Morocco",
      city: "Casablanca",
      countryCode: "MA",
      timezone: "Africa/Casablanca",
      source: "timezone",
    });
  });

  it("falls back to the browser's time zone when the request fails", async () => {
    const failing = async (): Promise<TIpLocationResponse> => {
      throw new Error("offline");
    };
    expect(await detectLocation(dependencies(failing, "Asia/Calcutta"))).toMatchObject({
      country: "India",
      city: "Mumbai",
      source: "timezone",
    });
  });

  it("answers nothing, not United States / New York, when neither knows", async () => {
    const none = async () => ({ source: "none" }) as const;
    for (const timeZone of ["Europe/Moscow", "UTC", "Etc/GMT-4", undefined]) {
      expect(await detectLocation(dependencies(none, timeZone))).toBeNull();
    }
  });

  it("tells the country only from a zone where none of its listed cities is", async () => {
    const none = async () => ({ source: "none" }) as const;
    expect(await detectLocation(dependencies(none, "America/Denver"))).toEqual({
      country: "United States",
      countryCode: "US",
      timezone: "America/Denver",
      source: "timezone",
      detectedAt: NOW.toISOString(),
    });
  });

  it("survives a browser that throws when asked for its time zone", async () => {
    const none = async () => ({ source: "none" }) as const;
    const detected = await detectLocation({
      fetchIpLocation: none,
      browserTimeZone: () => {
        throw new Error("no Intl");
      },
      now: () => NOW,
    });
    expect(detected).toBeNull();
  });
});

describe("detectLocation's deadline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A lookup that never answers, and the signal it was given. */
  function hangingLookup() {
    const given: { signal?: AbortSignal } = {};
    const lookup = (signal: AbortSignal) => {
      given.signal = signal;
      return new Promise<TIpLocationResponse>(() => {});
    };
    return { lookup, given };
  }

  it("is two seconds", () => {
    expect(DETECTION_DEADLINE_MS).toBe(2_000);
  });

  it("stops a lookup that never answers after two seconds, aborts its request and answers from the time zone", async () => {
    const { lookup, given } = hangingLookup();
    let isSettled = false;
    const detection = detectLocation(dependencies(lookup, "Africa/Casablanca")).finally(() => (isSettled = true));

    await vi.advanceTimersByTimeAsync(DETECTION_DEADLINE_MS - 1);
    expect(isSettled).toBe(false);
    expect(given.signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
    expect(given.signal?.aborted).toBe(true);
    expect(await detection).toMatchObject({ country: "Morocco", city: "Casablanca", source: "timezone" });
  });

  it("answers null after two seconds when the time zone can't tell either", async () => {
    const { lookup, given } = hangingLookup();
    const detection = detectLocation(dependencies(lookup, "UTC"));
    await vi.advanceTimersByTimeAsync(DETECTION_DEADLINE_MS);
    expect(await detection).toBeNull();
    expect(given.signal?.aborted).toBe(true);
  });

  it("leaves no timer behind and aborts nothing when the server answers in time", async () => {
    const given: { signal?: AbortSignal } = {};
    const quick = async (signal: AbortSignal) => {
      given.signal = signal;
      return { source: "ip", country: "Qatar", city: "Doha", countryCode: "QA", timezone: "Asia/Qatar" } as const;
    };
    expect(await detectLocation(dependencies(quick, "UTC"))).toMatchObject({ city: "Doha", source: "ip" });
    expect(vi.getTimerCount()).toBe(0);
    expect(given.signal?.aborted).toBe(false);
  });
});
