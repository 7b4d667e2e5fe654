import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { generateLocationsSource, GENERATED_LOCATIONS_PATH } from "./generate-locations";

describe("common/locations.generated.ts", () => {
  it("is what scripts/generate-locations.ts produces (run `npx tsx scripts/generate-locations.ts`)", () => {
    expect(fs.readFileSync(GENERATED_LOCATIONS_PATH, "utf8")).toBe(generateLocationsSource());
  });
});
