import { redirect } from "react-router";
import type { TLanguage } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import type { Route } from "./+types/job-search";

/**
 * /job-search, the assistant's navigation target, is a permanent redirect (308) to /jobs with the
 * same query string and in the same language, so the job search renders at one address (decision 006).
 */
function jobSearchRedirect(requestUrl: string, language: TLanguage): Response {
  const { search } = new URL(requestUrl);
  return redirect(localizePath(`/jobs${search}`, language), 308);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return jobSearchRedirect(request.url, context.language);
}
