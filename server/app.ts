import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AVATAR_FIELD } from "@common/account/avatar";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";
import { createTranslator } from "@common/i18n";
import "@common/i18n/all-catalogues";
import { localizePath } from "@common/i18n/language-paths";
import { LANGUAGE_COOKIE, languageOfPath, preferredLanguage, resolveLanguage } from "@common/i18n/resolve-language";
import { MEDIA_FILE_FIELD } from "@common/site/media";
import { createApiRouter } from "./api/router";
import type { TAppContext, THonoEnv, TRequestVariables } from "./context";
import { AppError } from "./lib/app-error";
import { resolveClientAddress } from "./lib/client-address";
import { errorBody, handleError } from "./lib/error-handler";
import { requireJsonBody } from "./lib/json-content-type";
import { privateCaching } from "./lib/private-caching";
import { createNonce, securityHeaders } from "./lib/security-headers";
import { createUploadsRoutes } from "./platform/uploads/routes";
import { tooLargeError, uploadBodyLimit, type TUploadPurpose } from "./platform/uploads/uploads";
import { createSeoRoutes } from "./seo/router";
import { resolveSession, sessionCookieName } from "./services/auth/session";
import { adNetworkForResponse } from "./services/monetization/ad-page-policy";
import "./services/monetization/catalogue";
import "./services/site/catalogue";

const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** The upload endpoints (MULTIPART_API_PATHS): each one's purpose and file field. */
const UPLOAD_PATHS: ReadonlyArray<[string, TUploadPurpose, string]> = [
  ["/api/me/avatar", "avatar", AVATAR_FIELD],
  ["/api/company/logo", "companyLogo", COMPANY_LOGO_FIELD],
  ["/api/admin/content/media", "media", MEDIA_FILE_FIELD],
];
const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface TCreateAppOptions {
  app: TAppContext;
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  /** The TCP peer address, given by the Node adapter; absent in in-process tests. */
  getRemoteAddress?: (request: Request, env: unknown) => string | undefined;
}

/** The client's address and protocol, through the trusted proxies (server/lib/client-address.ts). */
function clientOf(c: Context<THonoEnv>, options: TCreateAppOptions) {
  return resolveClientAddress({
    trustProxy: options.app.env.TRUST_PROXY,
    socketAddress: options.getRemoteAddress?.(c.req.raw, c.env),
    forwardedFor: c.req.header("x-forwarded-for"),
    forwardedProto: c.req.header("x-forwarded-proto"),
    protocol: new URL(c.req.url).protocol.replace(":", ""),
  });
}

/** The HTTP app: /api, then the React Router page handler for everything else. */
export function createApp(options: TCreateAppOptions) {
  const { app } = options;
  const hono = new Hono<THonoEnv>();
  const publicOrigin = new URL(app.env.PUBLIC_URL).origin;

  hono.use(async (c, next) => {
    const nonce = createNonce();
    c.set("app", app);
    c.set("requestId", randomUUID());
    c.set("nonce", nonce);
    const client = clientOf(c, options);
    c.set("clientIp", client.address);
    c.set("currentUser", null);
    c.set("sessionTokenHash", null);
    c.set("digits", "latn");
    const language = resolveLanguage({
      pathname: c.req.path,
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header("accept-language"),
    });
    c.set("language", language);
    c.set("t", createTranslator(language));
    // A page as a signed-out visitor gets it (no cookie), rendered in this process: the SEO score
    // reads it.
    c.set("renderPage", async (path) => hono.request(path, { headers: { accept: "text/html" } }));

    const isHttps = client.protocol === "https";
    await next();
    // A page that shows ads (while they are live) lets the ad network's hosts in, and only it.
    const adNetwork = await adNetworkForResponse(app, {
      path: c.req.path,
      contentType: c.res.headers.get("content-type"),
    });
    const headers = securityHeaders({ nonce, isHttps, isDev: options.mode === "development", adNetwork });
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    c.res.headers.set("X-Request-Id", c.get("requestId"));
  });

  // Refuse state-changing requests made from another site, so the session cookie can't be
  // used cross-site (in addition to SameSite=Lax).
  hono.use(async (c, next) => {
    if (MUTATING_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const ownOrigin = `${clientOf(c, options).protocol}://${c.req.header("host") ?? ""}`;
      const isCrossOrigin = origin
        ? origin !== publicOrigin && origin !== ownOrigin
        : c.req.header("sec-fetch-site") === "cross-site";
      if (isCrossOrigin) throw new AppError("FORBIDDEN", "errors.crossOrigin");
    }
    await next();
  });

  hono.use(async (c, next) => {
    const token = getCookie(c, sessionCookieName(app.env.isHttps));
    if (token) {
      const session = await resolveSession(app, { token });
      if (session) {
        c.set("currentUser", session.user);
        c.set("sessionTokenHash", session.tokenHash);
        c.set("digits", session.digits);
      }
    }
    await next();
  });
  hono.use(privateCaching);

  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge");
    },
  });
  // An upload's form may carry its purpose's file (1 MB for a photo or a logo) and the form
  // around it; a larger body is refused by its Content-Length, or once that much has streamed
  // in, never read whole.
  const uploadBodyLimits = new Map(
    UPLOAD_PATHS.map(([path, purpose, field]) => [
      path,
      bodyLimit({
        maxSize: uploadBodyLimit(purpose),
        onError: () => {
          throw tooLargeError(purpose, field);
        },
      }),
    ]),
  );
  hono.use("/api/*", (c, next) => (uploadBodyLimits.get(c.req.path) ?? apiBodyLimit)(c, next));
  hono.use("/api/*", requireJsonBody);
  hono.route("/api", createApiRouter());
  // A mounted sub-app's notFound() is ignored, so unknown API paths are answered here.
  hono.all("/api/*", (c) => c.json(errorBody(new AppError("NOT_FOUND", "errors.apiNotFound"), c.get("t")), 404));
  hono.route("/", createSeoRoutes());
  hono.route("/", createUploadsRoutes());

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  hono.all("*", async (c) => {
    const redirect = toPreferredLanguage(c);
    if (redirect) return redirect;
    const build = await options.getBuild();
    let handleRequest = handlers.get(build);
    if (!handleRequest) {
      handleRequest = createRequestHandler(build, options.mode);
      handlers.set(build, handleRequest);
    }
    return handleRequest(c.req.raw, {
      app,
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      clientIp: c.get("clientIp"),
      currentUser: c.get("currentUser"),
      sessionTokenHash: c.get("sessionTokenHash"),
      language: c.get("language"),
      t: c.get("t"),
      digits: c.get("digits"),
    });
  });

  hono.onError(handleError);
  return hono;
}

/**
 * A page opened at its English URL by a visitor who reads another language (their choice, their
 * account's, their browser's) goes to that language's URL; the answer varies with those.
 * Data requests, the route manifest and prefixed URLs are answered as they are.
 */
function toPreferredLanguage(c: Context<THonoEnv>): Response | null {
  const { path } = c.req;
  const isPage =
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    (c.req.header("accept") ?? "").includes("text/html") &&
    !path.endsWith(".data") &&
    !path.startsWith("/__");
  if (!isPage || languageOfPath(path)) return null;
  c.header("Vary", "Cookie, Accept-Language", { append: true });
  const preferred = preferredLanguage({
    cookie: getCookie(c, LANGUAGE_COOKIE),
    acceptLanguage: c.req.header("accept-language"),
  });
  if (preferred === "en") return null;
  const url = new URL(c.req.url);
  return c.redirect(localizePath(`${url.pathname}${url.search}`, preferred), 302);
}

declare module "react-router" {
  interface AppLoadContext {
    app: TAppContext;
    requestId: string;
    nonce: string;
    clientIp: string;
    currentUser: TRequestVariables["currentUser"];
    /** The hash of the request's session token, when it has a live session. */
    sessionTokenHash?: string | null;
    /** The request's language and its text function (server/app.ts resolves them once per request). */
    language: TRequestVariables["language"];
    t: TRequestVariables["t"];
    /** The digits of the signed-in account (decision 041); absent is Latin. */
    digits?: TRequestVariables["digits"];
  }
}
