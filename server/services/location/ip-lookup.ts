// geoip-lite answers from a database inside its npm package (no third-party service, no
// network), but importing it reads ~140 MB into memory and blocks for ~0.25 s. So it is
// imported on the first lookup, not at start-up: a process that never serves /api/location
// never pays for it (decision 005).

/** What the IP database knows about an address: ISO country code, city and IANA time zone. */
export interface TIpPlace {
  countryCode: string;
  city: string;
  timezone: string;
}

export type TIpLookup = (ip: string) => TIpPlace | null;

let loading: Promise<TIpLookup> | undefined;

/** The geoip-lite lookup, loaded once per process; concurrent first calls share the load. */
export function loadIpLookup(): Promise<TIpLookup> {
  loading ??= import("geoip-lite")
    .then((module) => {
      // A CommonJS package: Node hands module.exports over as the default export.
      const geoip = module.default ?? module;
      return (ip: string) => {
        const hit = geoip.lookup(ip);
        return hit ? { countryCode: hit.country, city: hit.city, timezone: hit.timezone } : null;
      };
    })
    .catch((error: unknown) => {
      loading = undefined; // let the next call try again
      throw error;
    });
  return loading;
}
