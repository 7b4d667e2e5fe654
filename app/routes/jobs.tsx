import { buildJobSearchMeta } from "~/features/jobs/job-search-meta";
import { JobSearchError, JobSearchPage } from "~/features/jobs/job-search-page";
import { loadJobSearch } from "~/features/jobs/load-job-search.server";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadJobSearch({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildJobSearchMeta({ data: loaderData, publicUrl: root.publicUrl, t: metaTranslator(matches), matches });
}

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobSearchPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <JobSearchError />;
}
