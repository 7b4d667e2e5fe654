import type { AppLoadContext } from "react-router";
import { readPauseLink } from "../../../server/services/job-alerts/pause-job-alert";
import type { TPauseLinkView } from "./pause-panel";

/** What a pause link would pause, for the page that asks; changes nothing. */
export async function pauseLinkOf(context: AppLoadContext, token: string): Promise<TPauseLinkView> {
  return readPauseLink(context.app, token);
}
