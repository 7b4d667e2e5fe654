import { describe, expect, it } from "vitest";
import { citiesFor, getCountry } from "@common/locations";
import { createTranslator } from "@common/i18n";
import { initialSceneIndex, samplePosting, SCENES } from "./sample-data";

describe("the walkthrough's first scene", () => {
  it("is the one ?step= names, 1-based, and the first for anything else", () => {
    expect(initialSceneIndex("3")).toBe(2);
    expect(initialSceneIndex(String(SCENES.length))).toBe(SCENES.length - 1);
    for (const step of [null, "", "0", "-1", "2.5", "abc", String(SCENES.length + 1)]) {
      expect(initialSceneIndex(step), String(step)).toBe(0);
    }
  });
});

describe("the example job", () => {
  it("is in a country and city of our lists, so the posting fields show them chosen", () => {
    const posting = samplePosting(createTranslator("en"));
    expect(getCountry(posting.country)).toBeTruthy();
    expect(citiesFor(posting.country)).toContain(posting.city);
  });
});
