import { Suspense, useEffect } from "react";
import { Await, isRouteErrorResponse } from "react-router";
import { permissions } from "@common/auth/permissions";
import { NotFoundContent } from "~/components/shell/not-found-content";
import { backHrefFromReferrer, isJobListPath } from "~/features/job-detail/back-href";
import { JobDetailSkeleton } from "~/features/job-detail/job-detail-skeleton";
import { loadJobPage, type TJobPageData } from "~/features/job-detail/job-detail.server";
import { JobDetailView } from "~/features/job-detail/job-detail-view";
import { JobLoadError } from "~/features/job-detail/job-load-error";
import { buildJobPageMeta, jobPageTitle } from "~/features/job-detail/job-meta";
import { SaveJobButton } from "~/features/jobs/save-job-button";
import { WorkTypeBadge } from "~/features/jobs/work-type-badge";
import { useCurrentUser } from "~/lib/current-user";
import { buildMeta, metaTranslator } from "~/lib/seo";
import { useSite } from "~/lib/site";
import { useTranslation } from "react-i18next";
import type { TTranslate } from "@common/i18n";
import type { Route } from "./+types/job-detail";

// The first request is rendered on the server with the job (search engines, no-JavaScript
// visitors, HTTP 404 for a job that never existed).
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadJobPage(context, { id: params.id, request });
}

/**
 * In the browser the page opens at once with placeholders while the job loads
 * (docs/product.md#job-detail); a failure shows the job-load error in place.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Still the page being left: the job list the visitor came from, if it was one.
  const from = window.location;
  return {
    page: serverLoader() as Promise<TJobPageData>,
    backHref: backHrefFromReferrer(from.href, from.origin),
    canGoBack: isJobListPath(from.pathname),
  };
}

export function meta({ matches, loaderData, location, error }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  if (error) {
    const isNotFound = isRouteErrorResponse(error) && error.status === 404;
    return buildMeta({
      t,
      matches,
      title: t(isNotFound ? "notFound.title" : "errorPage.title"),
      description: t(isNotFound ? "notFound.description" : "jobDetail.error.message"),
      path: location.pathname,
      publicUrl: root.publicUrl,
      noIndex: true,
      isErrorPage: true,
    });
  }
  if (loaderData && "job" in loaderData)
    return buildJobPageMeta(loaderData.job, { publicUrl: root.publicUrl, t, matches });
  // A client-side navigation whose job is still loading (the title follows once it has).
  return buildMeta({
    t,
    matches,
    title: t("jobDetail.meta.genericTitle"),
    description: t("jobDetail.meta.genericDescription"),
    path: location.pathname,
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

function JobPage({ data, canGoBack, backHref }: { data: TJobPageData; canGoBack: boolean; backHref: string }) {
  const { job, isSaved, apply } = data;
  const user = useCurrentUser();
  return (
    <JobDetailView
      job={job}
      apply={apply}
      backHref={backHref}
      canGoBack={canGoBack}
      workTypeBadge={<WorkTypeBadge workType={job.workType} className="text-sm" />}
      saveButton={
        user && !permissions.saveJobs(user) ? null : (
          <SaveJobButton key={job.id} jobId={job.id} isSaved={isSaved} showLabel />
        )
      }
    />
  );
}

/** After a client-side navigation the head's title comes from the job only once it has loaded. */
function DeferredTitle({ data }: { data: TJobPageData }) {
  const { t } = useTranslation();
  const site = useSite();
  useEffect(() => {
    document.title = jobPageTitle(data.job, t as TTranslate, site);
  }, [data.job, t, site]);
  return null;
}

export default function JobDetailPage({ loaderData, params }: Route.ComponentProps) {
  if ("job" in loaderData) {
    return <JobPage data={loaderData} canGoBack={loaderData.canGoBack} backHref={loaderData.backHref} />;
  }
  return (
    <Suspense key={params.id} fallback={<JobDetailSkeleton />}>
      <Await resolve={loaderData.page} errorElement={<JobLoadError />}>
        {(data) => (
          <>
            <DeferredTitle data={data} />
            <JobPage data={data} canGoBack={loaderData.canGoBack} backHref={loaderData.backHref} />
          </>
        )}
      </Await>
    </Suspense>
  );
}

// A job that never existed answers the 404 page; anything else that fails shows the
// job-load error with a way back.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <JobLoadError />;
}
