import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageOfAcceptLanguage, resolveLanguage } from "./resolve-language";
import { registerCatalogueForTests } from "./test-catalogue";

describe("resolveLanguage", () => {
  // Two supported languages are needed to see one source win over another.
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests("xx", { app: { name: "Xx" } });
  });
  afterAll(() => unregister());

  it("takes a supported path prefix first", () => {
    expect(resolveLanguage({ pathname: "/xx/jobs", cookie: "en", acceptLanguage: "en" })).toBe("xx");
    expect(resolveLanguage({ pathname: "/xx", cookie: "en" })).toBe("xx");
  });

  it("ignores a prefix that is not a supported language", () => {
    expect(resolveLanguage({ pathname: "/jobs/xx", cookie: "xx" })).toBe("xx");
    expect(resolveLanguage({ pathname: "/de/jobs" })).toBe("en");
    expect(resolveLanguage({ pathname: "/xxl/jobs" })).toBe("en");
  });

  it("then the lang cookie, when it names a supported language", () => {
    expect(resolveLanguage({ pathname: "/", cookie: "xx", acceptLanguage: "en" })).toBe("xx");
    expect(resolveLanguage({ pathname: "/", cookie: "de", acceptLanguage: "xx" })).toBe("xx");
  });

  it("then the best supported match of Accept-Language, else English", () => {
    expect(resolveLanguage({ pathname: "/", acceptLanguage: "de-DE, xx;q=0.8, en;q=0.5" })).toBe("xx");
    expect(resolveLanguage({ pathname: "/", acceptLanguage: "de, fr;q=0.9" })).toBe("en");
    expect(resolveLanguage({ pathname: "/" })).toBe("en");
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
