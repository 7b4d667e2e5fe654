import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageOfAcceptLanguage, preferredLanguage, resolveLanguage } from "./resolve-language";
import { registerCatalogueForTests } from "./test-catalogue";

describe("resolveLanguage", () => {
  it("gives a page its URL's language: the prefix, English without one", () => {
    expect(resolveLanguage({ pathname: "/ar/jobs", cookie: "fr", acceptLanguage: "fr" })).toBe("ar");
    expect(resolveLanguage({ pathname: "/fr", cookie: "ar" })).toBe("fr");
    expect(resolveLanguage({ pathname: "/jobs", cookie: "ar", acceptLanguage: "ar" })).toBe("en");
    expect(resolveLanguage({ pathname: "/de/jobs" })).toBe("en");
    expect(resolveLanguage({ pathname: "/arabic/jobs" })).toBe("en");
  });

  it("gives an API call the language it asks for, then the cookie's, else English", () => {
    expect(resolveLanguage({ pathname: "/api/jobs", cookie: "fr", acceptLanguage: "ar" })).toBe("ar");
    expect(resolveLanguage({ pathname: "/api/jobs", cookie: "fr", acceptLanguage: "de" })).toBe("fr");
    expect(resolveLanguage({ pathname: "/api/jobs", cookie: "klingon" })).toBe("en");
    expect(resolveLanguage({ pathname: "/api" })).toBe("en");
  });
});

describe("preferredLanguage", () => {
  it("is the visitor's choice, then the browser's, else English", () => {
    expect(preferredLanguage({ cookie: "fr", acceptLanguage: "ar" })).toBe("fr");
    expect(preferredLanguage({ cookie: "en", acceptLanguage: "ar" })).toBe("en");
    expect(preferredLanguage({ cookie: "xyz", acceptLanguage: "fr" })).toBe("fr");
    expect(preferredLanguage({ acceptLanguage: "de-DE, fr-CA;q=0.8, en;q=0.5" })).toBe("fr");
    expect(preferredLanguage({ acceptLanguage: "de, it;q=0.9" })).toBe("en");
    expect(preferredLanguage({})).toBe("en");
  });
});

describe("languageOfAcceptLanguage", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests("xx", {});
  });
  afterAll(() => unregister());

  it("orders by q-value, not by position", () => {
    expect(languageOfAcceptLanguage("en;q=0.4, xx;q=0.9")).toBe("xx");
    expect(languageOfAcceptLanguage("xx;q=0.4, en")).toBe("en");
  });

  it("keeps the given order between equal q-values", () => {
    expect(languageOfAcceptLanguage("xx, en")).toBe("xx");
    expect(languageOfAcceptLanguage("en, xx")).toBe("en");
  });

  it("matches a regional tag by its base language, case-insensitively", () => {
    expect(languageOfAcceptLanguage("XX-YY")).toBe("xx");
    expect(languageOfAcceptLanguage("en-GB;q=0.5, xx-ZZ;q=0.6")).toBe("xx");
  });

  it("never chooses a language refused with q=0, nor a wildcard or a malformed header", () => {
    expect(languageOfAcceptLanguage("xx;q=0, de")).toBeNull();
    expect(languageOfAcceptLanguage("*")).toBeNull();
    expect(languageOfAcceptLanguage(";;,")).toBeNull();
    expect(languageOfAcceptLanguage("")).toBeNull();
  });
});
