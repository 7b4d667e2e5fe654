// A server build of the app's root and its 404 page alone, for tests that render pages through the
// real request handler (the root loader, the document, the security headers) without a full build.
import type { ServerBuild } from "react-router";
import * as entryServer from "../../app/entry.server";
import * as rootRoute from "../../app/root";
import * as notFoundRoute from "../../app/routes/not-found";

/** The app's root and its 404 page, as the production build hands them to the request handler. */
export function rootAndNotFoundBuild(): ServerBuild {
  const entryRoute = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false };
  return {
    entry: { module: entryServer },
    routes: {
      root: { id: "root", path: "", module: rootRoute },
      "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: notFoundRoute },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root.js",
          hasLoader: true,
          hasErrorBoundary: true,
          ...entryRoute,
        },
        "routes/not-found": {
          id: "routes/not-found",
          parentId: "root",
          path: "*",
          module: "/assets/not-found.js",
          hasLoader: true,
          hasErrorBoundary: false,
          ...entryRoute,
        },
      },
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
