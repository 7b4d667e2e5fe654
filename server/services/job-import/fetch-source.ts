// Reads one configured source and answers its postings as the source states them: the address
// by kind, read by the safe fetch (./fetch/safe-fetch.ts), then the kind's parser.
import type { TAppContext } from "../../context";
import type { TJobSourceConfig } from "@common/job-import/sources";
import { addressPolicy } from "./fetch/address-policy";
import { parseGreenhouseJobs } from "./fetch/greenhouse";
import { parseJsonLdPage } from "./fetch/json-ld";
import { parseLeverPostings } from "./fetch/lever";
import { safeFetchText, type TSafeFetchOptions } from "./fetch/safe-fetch";
import { parseXmlFeed } from "./fetch/xml-feed";
import type { TFetchedSource } from "./source-posting";

const trimSlash = (base: string) => base.replace(/\/+$/, "");

/** The address a source is read from. Board tokens and site names are one encoded path segment. */
export function sourceUrl(env: TAppContext["env"], source: TJobSourceConfig): string {
  switch (source.kind) {
    case "greenhouse":
      return `${trimSlash(env.GREENHOUSE_API_URL)}/boards/${encodeURIComponent(source.settings.boardToken)}/jobs?content=true`;
    case "lever":
      return `${trimSlash(env.LEVER_API_URL)}/postings/${encodeURIComponent(source.settings.site)}?mode=json`;
    case "xml":
    case "jsonld":
      return source.settings.url;
  }
}

const ACCEPT: Record<TJobSourceConfig["kind"], string> = {
  greenhouse: "application/json",
  lever: "application/json",
  xml: "application/xml, text/xml;q=0.9, */*;q=0.5",
  jsonld: "text/html, application/xhtml+xml;q=0.9, */*;q=0.5",
};

/**
 * Reads `source`. A source that cannot be read throws an ImportError (its `jobImportFetch.*`
 * notice says why); postings left out are its warnings. `options` is for tests: a shorter
 * deadline, or an address policy finer than IMPORT_ALLOW_PRIVATE_ADDRESSES.
 */
export async function fetchSourcePostings(
  context: Pick<TAppContext, "env">,
  source: TJobSourceConfig,
  options: Partial<TSafeFetchOptions> = {},
): Promise<TFetchedSource> {
  const url = sourceUrl(context.env, source);
  const body = await safeFetchText(url, {
    isAddressAllowed: addressPolicy(context.env.IMPORT_ALLOW_PRIVATE_ADDRESSES),
    accept: ACCEPT[source.kind],
    ...options,
  });
  switch (source.kind) {
    case "greenhouse":
      return parseGreenhouseJobs(body);
    case "lever":
      return parseLeverPostings(body);
    case "xml":
      return parseXmlFeed(body);
    case "jsonld":
      return parseJsonLdPage(body, url);
  }
}
