import type { Logger } from "pino";
import type { TPublicUser } from "@common/auth/schemas";
import type { TDatabase } from "./db/client";
import type { TEnv } from "./lib/env";
import type { TPdfRenderer } from "./pdf/types";

/** What every service and handler can reach: created once at start-up. */
export interface TAppContext {
  db: TDatabase;
  env: TEnv;
  logger: Logger;
  /** Resume PDFs, rendered in worker threads that start on the first render. */
  pdf: TPdfRenderer;
}

/** Per-request values the Hono middleware sets (c.get(...)) and hands to page loaders. */
export interface TRequestVariables {
  app: TAppContext;
  requestId: string;
  nonce: string;
  clientIp: string;
  currentUser: TPublicUser | null;
  sessionTokenHash: string | null;
}

/** The Hono environment of every router and handler: `c.get("app")`, `c.get("currentUser")`, ... */
export type THonoEnv = { Variables: TRequestVariables };
