// Every response to a signed-in request, from the API or a page, says
// `Cache-Control: private, no-store`, and so does a response that sets the session cookie; a
// visitor's answers and the responses that declare themselves public keep their own caching.
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { insertCompany, insertJob, seekerInput, signedInSeeker, type TSignedInClient } from "../test/factories";
import { createClient, createTestApp } from "../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeker: TSignedInClient;
let companyId: number;
let jobId: number;

const NO_STORE = "private, no-store";

/** A one-route React Router build: the page says who is signed in, as the real header does. */
const pageBuild = {
  entry: {
    module: {
      default: async (_request: Request, status: number, headers: Headers) =>
        new Response("<!doctype html><p>page</p>", {
          status,
          headers: { ...Object.fromEntries(headers), "Content-Type": "text/html" },
        }),
    },
  },
  routes: { root: { id: "root", path: "", module: { default: () => null } } },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: { root: { id: "root", module: "/root.js", hasLoader: false, hasAction: false, imports: [] } },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial" },
} as unknown as ServerBuild;

/** The test app's context behind an app that renders the one-route build. */
function appWithPages() {
  return createApp({
    app: harness.context,
    mode: "production",
    getBuild: async () => pageBuild,
    getRemoteAddress: () => "203.0.113.10",
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  seeker = await signedInSeeker(harness);
  companyId = await insertCompany(harness.context.db, { name: "Cache Co" });
  jobId = await insertJob(harness.context.db, { companyId });
});
afterAll(async () => {
  await harness?.close();
});

describe("a signed-in request", () => {
  it("is answered private, no-store by the API, whatever the handler said", async () => {
    for (const path of ["/api/auth/user", "/api/resumes", "/api/saved-jobs", "/api/jobs", `/api/jobs/${jobId}`]) {
      const response = await seeker.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(NO_STORE);
    }
    // The company directory, signed-in only, too.
    expect((await seeker.get("/api/companies")).headers.get("cache-control")).toBe(NO_STORE);
  });

  it("is answered private, no-store on errors too", async () => {
    const response = await seeker.get("/api/resumes/999999");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(NO_STORE);
  });

  it("gets private, no-store on a page", async () => {
    const app = appWithPages();
    const cookie = [...seeker.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const signedIn = await app.request("/", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("page");
    expect(signedIn.headers.get("cache-control")).toBe(NO_STORE);
    // A visitor's page keeps its own caching (none is set today).
    const visitor = await app.request("/");
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBeNull();
  });

  it("keeps a response that declares itself public: a company logo is the same for everyone", async () => {
    const response = await seeker.get(`/api/companies/${companyId}/logo`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("a signed-out request", () => {
  it("keeps the handler's caching", async () => {
    const visitor = createClient(harness.app);
    const jobs = await visitor.get("/api/jobs");
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get("cache-control")).not.toBe(NO_STORE);
    expect((await visitor.get("/robots.txt")).headers.get("cache-control")).toMatch(/^public/);
  });

  it("that signs in gets private, no-store: the answer sets the session cookie", async () => {
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const visitor = createClient(harness.app, { headers: { origin } });
    const input = seekerInput();
    const registered = await visitor.post("/api/auth/register", input);
    expect(registered.status).toBe(201);
    expect(registered.headers.get("cache-control")).toBe(NO_STORE);
    await visitor.post("/api/auth/logout");
    const signedIn = await createClient(harness.app, { headers: { origin } }).post("/api/auth/login", {
      email: input.email,
      password: input.password as string,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe(NO_STORE);
  });
});
