import type { Logger } from "pino";
import type { TPublicUser } from "@common/auth/schemas";
import type { TLanguage, TTranslate } from "@common/i18n";
import type { TDigits } from "@common/i18n/formats";
import type { TDatabase } from "./db/client";
import type { TEnv } from "./lib/env";
import type { TPlatform } from "./platform/platform";

/** What every service and handler can reach: created once at start-up, with the platform services. */
export interface TAppContext extends TPlatform {
  db: TDatabase;
  env: TEnv;
  logger: Logger;
  /** Limits a test or a load benchmark may raise; an absent one takes its default (services/auth/registration-limit.ts). */
  limits?: { registrationsPerAddressPerHour?: number; accountMailRequestsPerAddressPerHour?: number };
}

/** Per-request values the Hono middleware sets (c.get(...)) and hands to page loaders. */
export interface TRequestVariables {
  app: TAppContext;
  requestId: string;
  nonce: string;
  clientIp: string;
  currentUser: TPublicUser | null;
  sessionTokenHash: string | null;
  /** The request's language (common/i18n/resolve-language.ts), resolved once per request. */
  language: TLanguage;
  /** The text function of the request's language: every text an answer carries goes through it. */
  t: TTranslate;
  /** The digits the signed-in account reads numbers in (decision 041); "latn" for a visitor. */
  digits: TDigits;
  /** Renders one of the site's pages in this process, as a signed-out visitor gets it (the SEO score). */
  renderPage: (path: string) => Promise<Response>;
}

/** The Hono environment of every router and handler: `c.get("app")`, `c.get("currentUser")`, ... */
export type THonoEnv = { Variables: TRequestVariables };
