// The pages' Content-Security-Policy: scripts run with the request's nonce; a page that shows ads
// adds the ad network's hosts to script-src, connect-src and a frame-src, and nothing else.
import { describe, expect, it } from "vitest";
import { isAdPageResponse } from "../services/monetization/ad-page-policy";
import { adNetworkSources } from "./ad-network";
import { securityHeaders } from "./security-headers";

const directives = (headers: Record<string, string>) =>
  Object.fromEntries(
    headers["Content-Security-Policy"].split("; ").map((part) => {
      const [name, ...sources] = part.split(" ");
      return [name, sources];
    }),
  );

const ADS = adNetworkSources({ scriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js" });

describe("securityHeaders", () => {
  it("lets scripts run from the site with the nonce, and frames from the site alone", () => {
    const policy = directives(securityHeaders({ nonce: "abc", isHttps: false, isDev: false }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toBeUndefined();
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("on a page that shows ads, adds the ad network's hosts to three directives and changes nothing else", () => {
    const plain = directives(securityHeaders({ nonce: "abc", isHttps: true, isDev: false }));
    const withAds = directives(securityHeaders({ nonce: "abc", isHttps: true, isDev: false, adNetwork: ADS }));
    expect(withAds["script-src"]).toEqual(["'self'", "'nonce-abc'", ...ADS.scriptSrc]);
    expect(withAds["connect-src"]).toEqual(["'self'", ...ADS.connectSrc]);
    expect(withAds["frame-src"]).toEqual(["'self'", ...ADS.frameSrc]);
    for (const name of Object.keys(plain).filter((key) => !["script-src", "connect-src"].includes(key))) {
      expect(withAds[name], name).toEqual(plain[name]);
    }
    expect(Object.keys(withAds).sort()).toEqual([...Object.keys(plain), "frame-src"].sort());
  });

  it("keeps development's live-reload sockets next to the ad hosts", () => {
    const policy = directives(securityHeaders({ nonce: "abc", isHttps: false, isDev: true, adNetwork: ADS }));
    expect(policy["connect-src"]).toEqual(["'self'", "ws:", "wss:", ...ADS.connectSrc]);
  });
});

describe("the ad network's sources", () => {
  it("add the ad script's origin when it is not one of the network's hosts, once", () => {
    expect(ADS.scriptSrc.filter((host) => host === "https://pagead2.googlesyndication.com")).toHaveLength(1);
    const local = adNetworkSources({ scriptUrl: "http://127.0.0.1:4999/ads/adsbygoogle.js?x=1" });
    expect(local.scriptSrc.at(-1)).toBe("http://127.0.0.1:4999");
    expect(local.frameSrc).not.toContain("http://127.0.0.1:4999");
  });
});

describe("which responses are pages that may show ads", () => {
  it.each([
    ["/jobs/123", "text/html; charset=utf-8", true],
    ["/companies/acme", "text/html", true],
    ["/pages/about", "text/html", true],
    ["/ar/jobs/123", "text/html", true],
    ["/fr/companies/acme", "text/html", true],
    ["/ar/pages/about", "text/html", true],
    ["/fr/jobs", "text/html", false],
    ["/ar/settings", "text/html", false],
    ["/jobs/123", "application/json", false],
    ["/jobs/123", null, false],
    ["/jobs", "text/html", false],
    ["/resume-builder", "text/html", false],
    ["/settings", "text/html", false],
    ["/admin", "text/html", false],
    ["/jobs/123/apply", "text/html", false],
    ["/api/jobs/123", "text/html", false],
  ])("%s as %s: %s", (path, contentType, expected) => {
    expect(isAdPageResponse({ path, contentType })).toBe(expected);
  });
});
