// Must stay the first import: the root route module is evaluated before every other module of
// the app (see the module).
import "./lib/zod-jitless";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { textDirection } from "@common/i18n";
import { isPrefixedLanguage } from "@common/i18n/language-paths";
import type { Route } from "./+types/root";
import { AppShell } from "./components/shell/app-shell";
import { LocationDetector } from "./features/location/location-detector";
import { NotFoundContent } from "./components/shell/not-found-content";
import { buildMeta, metaTranslator } from "./lib/seo";
import { useNonce } from "./lib/nonce";
import { useLocalizedPath } from "./lib/localized-links";
import { DigitsProvider } from "./lib/format-locale";
import { loadSiteProfile } from "./lib/site.server";
import { usePageViewBeacon } from "./lib/page-view-beacon";
import { NO_TRANSITIONS_ID } from "./lib/paint-first";
import appStylesheet from "./app.css?url";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // Every page's path may start with a language (app/routes.ts); any other first segment there
  // is a page that does not exist.
  if (params.lang !== undefined && !isPrefixedLanguage(params.lang)) throw data(null, { status: 404 });
  return {
    user: context.currentUser,
    publicUrl: context.app.env.PUBLIC_URL,
    // Resolved once per request (server/app.ts); <html lang dir>, the meta functions and the
    // browser's i18n instance (app/entry.client.tsx) all follow it.
    language: context.language,
    // The digits the account reads numbers in (decision 041): every format on the page follows them.
    digits: context.digits ?? "latn",
    requestId: context.requestId,
    // The site's name, operator, changed figures, published pages and this path's SEO configuration.
    site: await loadSiteProfile(context, request),
  };
}

// The ICO for browsers and tools that ask for /favicon.ico or take no SVG; the SVG where they do.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The current user comes from this loader, so it runs on every navigation: the header always
// shows the session the server sees (an expired session or a sign-out shows up at the next
// click), and sign-out needs only a navigation. It is cheap: the server resolves the session
// cookie for every request anyway.
export function shouldRevalidate() {
  return true;
}

// Used only when the root error boundary renders; pages have their own meta.
export function meta({ error, loaderData, location, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return buildMeta({
    t,
    matches,
    title: t(isNotFound ? "notFound.title" : "errorPage.title"),
    description: t(isNotFound ? "notFound.description" : "errorPage.body"),
    path: location.pathname,
    publicUrl: loaderData?.publicUrl ?? "",
    noIndex: true,
    isErrorPage: true,
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? "en";
  const digits = data?.digits ?? "latn";
  const nonce = useNonce();
  // The page is React's now: transitions may run (app/lib/paint-first.ts turned them off), and
  // the browser journeys know that every control answers (data-hydrated).
  useEffect(() => {
    document.getElementById(NO_TRANSITIONS_ID)?.remove();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language} dir={textDirection(language)} data-digits={digits === "arab" ? digits : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React hoists the stylesheet ahead of the ~30 script preloads, so the
            first paint waits for it alone rather than for the scripts too. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <DigitsProvider digits={digits}>{children}</DigitsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViewBeacon();
  return (
    <AppShell>
      <Outlet />
      <LocationDetector />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const data = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell>
        <NotFoundContent />
      </AppShell>
    );
  }
  // Other errors render without the shell: the failure may be in the shell itself.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("errorPage.title")}</h1>
      <p className="mt-2 text-gray-700">{t("errorPage.body")}</p>
      {status >= 500 && data?.requestId ? (
        <p className="mt-4 text-sm text-gray-600">{t("errorPage.requestId", { requestId: data.requestId })}</p>
      ) : null}
      <a className="mt-6 inline-block text-primary-700 underline" href={localizedPath("/")}>
        {t("errorPage.home")}
      </a>
    </main>
  );
}
