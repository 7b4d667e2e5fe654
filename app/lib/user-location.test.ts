import { describe, expect, it } from "vitest";
import { locationDetectionNote } from "./user-location";

describe("locationDetectionNote", () => {
  it("says 'detecting' while detection runs and 'failed' once it gave up, by an empty field", () => {
    expect(locationDetectionNote("detecting", true)).toBe("detecting");
    expect(locationDetectionNote("failed", true)).toBe("failed");
  });

  it("says nothing before detection, once it found a place, or when the field has a value", () => {
    expect(locationDetectionNote("idle", true)).toBeNull();
    expect(locationDetectionNote("found", true)).toBeNull();
    expect(locationDetectionNote("detecting", false)).toBeNull();
    expect(locationDetectionNote("failed", false)).toBeNull();
  });
});
