import { isRouteErrorResponse } from "react-router";
import { pagePath } from "@common/site/page-paths";
import { NotFoundContent } from "~/components/shell/not-found-content";
import { ContentPageError } from "~/features/content-page/content-page-error";
import { ContentPageView } from "~/features/content-page/content-page-view";
import { loadContentPage } from "~/features/content-page/content-page.server";
import { pageText } from "~/features/content-page/page-text";
import { buildMeta, metaTranslator, summarize } from "~/lib/seo";
import type { Route } from "./+types/content-page";

// A content page an administrator wrote in Markdown and published (About Us, Contact, ...),
// rendered on the server for everyone; an unknown or unpublished slug is the 404 page.
export function loader({ params, context }: Route.LoaderArgs) {
  return loadContentPage(context, { slug: params.slug });
}

export function meta({ matches, loaderData, location, error }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  if (loaderData) {
    const { page } = loaderData;
    return buildMeta({
      t,
      matches,
      title: page.title,
      // Without a description of its own, the page's first words (its HTML's text).
      description: page.description || summarize(pageText(page.html), 160),
      path: pagePath(page.slug),
      publicUrl: root.publicUrl,
    });
  }
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return buildMeta({
    t,
    matches,
    title: t(isNotFound ? "notFound.title" : "sitePages.error.title"),
    description: t(isNotFound ? "notFound.description" : "sitePages.error.message"),
    path: location.pathname,
    publicUrl: root.publicUrl,
    noIndex: true,
    isErrorPage: true,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ContentPageError />;
}
