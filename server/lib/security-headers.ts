import { randomBytes } from "node:crypto";
import type { TAdNetworkSources } from "./ad-network";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Headers for every response. Scripts run only with the per-request nonce. A page that shows ads
 * (server/app.ts decides) passes `adNetwork`: its hosts are added to script-src, connect-src and a
 * frame-src of their own, and nothing else changes.
 */
export function securityHeaders(options: {
  nonce: string;
  isHttps: boolean;
  isDev: boolean;
  adNetwork?: TAdNetworkSources;
}): Record<string, string> {
  const ads = options.adNetwork;
  const withAds = (base: string, hosts: readonly string[] | undefined) =>
    hosts?.length ? `${base} ${hosts.join(" ")}` : base;
  const connect = withAds(options.isDev ? "'self' ws: wss:" : "'self'", ads?.connectSrc);
  const csp = [
    "default-src 'self'",
    withAds(`script-src 'self' 'nonce-${options.nonce}'`, ads?.scriptSrc),
    // Frames fall back to default-src 'self' unless the page shows ads.
    ...(ads ? [withAds("frame-src 'self'", ads.frameSrc)] : []),
    // React and Radix set inline style attributes; no inline <style> elements carry user data.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return { "Content-Security-Policy": csp, ...sharedHeaders(options) };
}

/**
 * Headers for a static file (/assets/*, the favicon, fonts): the pages' headers, nosniff first
 * among them, so a file is never read as another type. A file is never a page that runs
 * scripts, so its policy lets nothing run or load: an SVG opened on its own stays an image.
 */
export function staticFileSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return { "Content-Security-Policy": csp, ...sharedHeaders(options) };
}

function sharedHeaders(options: { isHttps: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=()",
  };
  if (options.isHttps) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
