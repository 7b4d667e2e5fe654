import { redirect } from "react-router";
import type { Route } from "./+types/job-search";

/**
 * /job-search, the assistant's navigation target, is a permanent redirect (308) to /jobs with the
 * same query string, so the job search renders at one address (decision 006).
 */
function jobSearchRedirect(requestUrl: string): Response {
  const { search } = new URL(requestUrl);
  return redirect(`/jobs${search}`, 308);
}

export function loader({ request }: Route.LoaderArgs) {
  return jobSearchRedirect(request.url);
}
