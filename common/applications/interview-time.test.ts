import { describe, expect, it } from "vitest";
import { isTimeZone, zonedTimeToInstant } from "./interview-time";

describe("interview times", () => {
  it("reads a wall-clock time in its zone, summer and winter", () => {
    expect(zonedTimeToInstant("2026-12-01", "14:30", "Europe/Berlin").toISOString()).toBe("2026-12-01T13:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-01", "14:30", "Europe/Berlin").toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-01", "09:00", "America/New_York").toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(zonedTimeToInstant("2026-07-01", "09:00", "Asia/Kolkata").toISOString()).toBe("2026-07-01T03:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-01", "09:00", "UTC").toISOString()).toBe("2026-07-01T09:00:00.000Z");
  });

  it("knows IANA zones and nothing else", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
