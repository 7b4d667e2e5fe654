import { describe, expect, it } from "vitest";
import { localizePath, withoutLanguagePrefix } from "./language-paths";

describe("language paths", () => {
  it("puts a page in Arabic or French under its prefix, and English without one", () => {
    expect(localizePath("/jobs?q=nurse", "ar")).toBe("/ar/jobs?q=nurse");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/?q=x", "fr")).toBe("/fr?q=x");
    expect(localizePath("/ar/jobs/12", "fr")).toBe("/fr/jobs/12");
    expect(localizePath("/fr/jobs/12", "en")).toBe("/jobs/12");
    expect(localizePath("/fr", "en")).toBe("/");
  });

  it("leaves what is not a page as it is", () => {
    for (const path of [
      "https://example.com/x",
      "mailto:a@b.co",
      "#top",
      "/api/jobs",
      "/uploads/a.png",
      "//cdn.example/x",
    ]) {
      expect(localizePath(path, "ar")).toBe(path);
    }
  });

  it("does not take a word that starts like a language for a prefix", () => {
    expect(withoutLanguagePrefix("/arabic-jobs")).toBe("/arabic-jobs");
    expect(localizePath("/french", "ar")).toBe("/ar/french");
    expect(withoutLanguagePrefix("/ar?x=1")).toBe("/?x=1");
  });
});
