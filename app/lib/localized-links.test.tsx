// Links and navigation inside the site keep the page's language; what is not a site path is left alone.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, type NavigateFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n, type TLanguage } from "@common/i18n";
import { Link, localizeTo, NavLink, useLocalizedPath, useNavigate } from "./localized-links";

const routerNavigate = vi.fn();
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  useNavigate: () => routerNavigate,
}));

function render(language: TLanguage, children: ReactNode, path = "/"): string {
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: createI18n(language) },
      createElement(MemoryRouter, { initialEntries: [path] }, children),
    ),
  );
}

describe("localizeTo", () => {
  it("prefixes a site path given as a string or a pathname", () => {
    expect(localizeTo("/jobs?q=nurse", "ar")).toBe("/ar/jobs?q=nurse");
    expect(localizeTo({ pathname: "/jobs/4", search: "?x=1" }, "fr")).toEqual({
      pathname: "/fr/jobs/4",
      search: "?x=1",
    });
    expect(localizeTo("/ar/jobs", "fr")).toBe("/fr/jobs");
    expect(localizeTo("/fr/jobs", "en")).toBe("/jobs");
  });

  it("leaves relative targets, a search or hash alone, and paths that are not pages", () => {
    expect(localizeTo("edit", "ar")).toBe("edit");
    expect(localizeTo({ search: "?page=2" }, "ar")).toEqual({ search: "?page=2" });
    expect(localizeTo("#results", "ar")).toBe("#results");
    expect(localizeTo("/api/me", "ar")).toBe("/api/me");
  });
});

describe("Link and NavLink", () => {
  it("point to the page language's address", () => {
    expect(render("ar", createElement(Link, { to: "/jobs" }, "x"))).toContain('href="/ar/jobs"');
    expect(render("fr", createElement(Link, { to: "/" }, "x"))).toContain('href="/fr"');
    expect(render("en", createElement(Link, { to: "/jobs" }, "x"))).toContain('href="/jobs"');
    expect(render("fr", createElement(NavLink, { to: { pathname: "/companies" } }, "x"))).toContain(
      'href="/fr/companies"',
    );
  });

  it("a NavLink is current on its page in that language", () => {
    const html = render("ar", createElement(NavLink, { to: "/jobs" }, "x"), "/ar/jobs");
    expect(html).toContain('aria-current="page"');
  });
});

describe("useNavigate and useLocalizedPath", () => {
  function capture<T>(language: TLanguage, hook: () => T): T {
    let value: T | undefined;
    function Probe() {
      value = hook();
      return null;
    }
    render(language, createElement(Probe));
    return value as T;
  }

  it("navigate goes to the page language's address and keeps its options", () => {
    const navigate = capture<NavigateFunction>("ar", useNavigate);
    void navigate("/dashboard", { replace: true });
    expect(routerNavigate).toHaveBeenLastCalledWith("/ar/dashboard", { replace: true });
    void navigate({ pathname: "/jobs", search: "?q=a" });
    expect(routerNavigate).toHaveBeenLastCalledWith({ pathname: "/ar/jobs", search: "?q=a" }, undefined);
    void navigate(-1);
    expect(routerNavigate).toHaveBeenLastCalledWith(-1);
  });

  it("useLocalizedPath turns a site path into the page language's", () => {
    const localized = capture<(path: string) => string>("fr", useLocalizedPath);
    expect(localized("/settings?tab=security")).toBe("/fr/settings?tab=security");
    expect(localized("https://example.com/")).toBe("https://example.com/");
  });
});
