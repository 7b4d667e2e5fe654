// Reads one address to text for the job import, defended against server-side request forgery:
// http(s) only; the address checked where the connection is made (a lookup of our own, so what is
// checked is what is connected to) and again on every redirect, each followed by hand; one deadline
// for the whole exchange; the body counted as it streams and abandoned past the limit.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { ImportError } from "../import-error";
import { FETCH_TIMEOUT_MS, MAX_REDIRECTS, MAX_SOURCE_BYTES } from "../limits";
import type { TAddressPolicy } from "./address-policy";

export interface TSafeFetchOptions {
  /** Which resolved addresses may be connected to (./address-policy.ts). */
  isAddressAllowed: TAddressPolicy;
  /** The whole exchange's deadline, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The Accept header: what the source's format is. */
  accept?: string;
}

export const USER_AGENT = "Hirewise-JobImport/1.0 (+https://github.com/hirewise; job board import)";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Raised inside the connection when the address is refused; turned into an ImportError. */
class RefusedAddressError extends Error {
  constructor(readonly host: string) {
    super(`refused address for ${host}`);
  }
}

/** A lookup that resolves as usual, then refuses the connection if any address is not allowed. */
function guardedLookup(isAddressAllowed: TAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "", 0);
      if (addresses.some(({ address }) => !isAddressAllowed(address)))
        return callback(new RefusedAddressError(hostname), "", 0);
      if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

function checkScheme(url: URL) {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ImportError("jobImportFetch.scheme", { scheme: url.protocol.replace(/:$/, "") });
}

function parseAddress(address: string): URL {
  if (!URL.canParse(address)) throw new ImportError("jobImportFetch.badAddress");
  const url = new URL(address);
  checkScheme(url);
  return url;
}

/** The charset the Content-Type names, if TextDecoder knows it; UTF-8 otherwise. */
function decoderFor(contentType: string | undefined): TextDecoder {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

function send(url: URL, options: TSafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  // An address written in the URL is connected to without a lookup: check it here.
  if (isIP(literal) && !options.isAddressAllowed(literal))
    return Promise.reject(new ImportError("jobImportFetch.privateAddress", { host: url.hostname }));
  const requestOptions: RequestOptions = {
    method: "GET",
    signal,
    lookup: guardedLookup(options.isAddressAllowed),
    headers: {
      accept: options.accept ?? "*/*",
      "accept-encoding": "identity",
      "user-agent": USER_AGENT,
    },
    agent: false,
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, requestOptions, resolve);
    request.on("socket", (socket) => {
      // Belt and braces: the address actually connected to is checked too.
      socket.once("connect", () => {
        const remote = socket.remoteAddress;
        if (remote && !options.isAddressAllowed(remote)) request.destroy(new RefusedAddressError(url.hostname));
      });
    });
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number, host: string): Promise<string> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImportError("jobImportFetch.tooLarge", { megabytes: megabytes(maxBytes), host });
  }
  const parts: Buffer[] = [];
  let received = 0;
  for await (const part of response) {
    const chunk = part as Buffer;
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw new ImportError("jobImportFetch.tooLarge", { megabytes: megabytes(maxBytes), host });
    }
    parts.push(chunk);
  }
  if (!response.complete) throw new ImportError("jobImportFetch.incomplete", { host });
  return decoderFor(response.headers["content-type"]).decode(Buffer.concat(parts));
}

function translateFailure(error: unknown, host: string, timeoutMs: number, signal: AbortSignal): ImportError {
  if (error instanceof ImportError) return error;
  if (signal.aborted) return new ImportError("jobImportFetch.timeout", { count: Math.ceil(timeoutMs / 1000), host });
  if (error instanceof RefusedAddressError)
    return new ImportError("jobImportFetch.privateAddress", { host: error.host });
  const code = (error as { code?: string } | null)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new ImportError("jobImportFetch.hostNotFound", { host });
  if (code === "ECONNREFUSED") return new ImportError("jobImportFetch.refused", { host });
  if (code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE")
    return new ImportError("jobImportFetch.incomplete", { host });
  if (typeof code === "string" && (code.startsWith("ERR_TLS") || code.includes("CERT")))
    return new ImportError("jobImportFetch.tls", { host });
  return new ImportError("jobImportFetch.unreachable", { host, reason: code ?? "unknown" });
}

/**
 * GETs `address` and answers its body as text. Every failure is an ImportError whose
 * `jobImportFetch.*` text says what happened and what the administrator can do.
 */
export async function safeFetchText(address: string, options: TSafeFetchOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_SOURCE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let url = parseAddress(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      let response: IncomingMessage;
      try {
        response = await send(url, options, controller.signal);
      } catch (error) {
        throw translateFailure(error, url.host, timeoutMs, controller.signal);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location || !URL.canParse(location, url))
          throw new ImportError("jobImportFetch.badRedirect", { host: url.host });
        if (redirects >= maxRedirects)
          throw new ImportError("jobImportFetch.tooManyRedirects", { count: maxRedirects });
        url = new URL(location, url);
        checkScheme(url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        if (status === 404) throw new ImportError("jobImportFetch.notFound", { host: url.host });
        throw new ImportError("jobImportFetch.status", { status, host: url.host });
      }
      try {
        return await readBody(response, maxBytes, url.host);
      } catch (error) {
        throw translateFailure(error, url.host, timeoutMs, controller.signal);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
