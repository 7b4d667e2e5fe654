// The ad network's hosts (AdSense), in one place: the Content-Security-Policy of a page that shows
// ads (server/lib/security-headers.ts, decided in server/app.ts) adds these and nothing else.
// Google documents a nonce-based "strict" policy for the ad code; Hirewise keeps its own policy
// (scripts with the per-request nonce, or from these hosts) and names the hosts the ad code loads
// from, frames and calls.

/** The ad network's additions to the policy, directive by directive. */
export interface TAdNetworkSources {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
}

const SCRIPT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://partner.googleadservices.com",
  "https://tpc.googlesyndication.com",
  "https://www.googletagservices.com",
  "https://*.adtrafficquality.google",
] as const;

const FRAME_HOSTS = [
  "https://googleads.g.doubleclick.net",
  "https://tpc.googlesyndication.com",
  "https://*.googlesyndication.com",
  "https://www.google.com",
  "https://*.adtrafficquality.google",
] as const;

const CONNECT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://*.adtrafficquality.google",
  "https://*.google.com",
] as const;

/**
 * The sources a page that shows ads adds: the ad network's hosts, and the origin of the ad script
 * (ADSENSE_SCRIPT_URL: AdSense's own by default, a local stand-in in tests).
 */
export function adNetworkSources(options: { scriptUrl: string }): TAdNetworkSources {
  const scriptOrigin = new URL(options.scriptUrl).origin;
  const scriptSrc: string[] = [...SCRIPT_HOSTS];
  if (!scriptSrc.includes(scriptOrigin)) scriptSrc.push(scriptOrigin);
  return { scriptSrc, frameSrc: [...FRAME_HOSTS], connectSrc: [...CONNECT_HOSTS] };
}
