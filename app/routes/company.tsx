import { isRouteErrorResponse } from "react-router";
import { NotFoundContent } from "~/components/shell/not-found-content";
import { buildCompanyPageMeta } from "~/features/company-page/company-meta";
import { CompanyLoadError } from "~/features/company-page/company-load-error";
import { CompanyPageView } from "~/features/company-page/company-page-view";
import { loadCompanyPage } from "~/features/company-page/company-page.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/company";

// A company's public page, for everyone (the directory /companies stays signed-in only,
// decision 005): rendered on the server for search engines, 404 for no company, 308 to the
// current slug for any other.
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadCompanyPage(context, { param: params.company, request });
}

export function meta({ matches, loaderData, location, error }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  if (loaderData) return buildCompanyPageMeta(loaderData.company, { publicUrl: root.publicUrl, t, matches });
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return buildMeta({
    t,
    matches,
    title: t(isNotFound ? "notFound.title" : "companyPage.error.title"),
    description: t(isNotFound ? "notFound.description" : "companyPage.error.message"),
    path: location.pathname,
    publicUrl: root.publicUrl,
    noIndex: true,
    isErrorPage: true,
  });
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  return <CompanyPageView company={loaderData.company} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <CompanyLoadError />;
}
