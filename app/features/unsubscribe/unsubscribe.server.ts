import type { AppLoadContext } from "react-router";
import type { TUnsubscribeList } from "@common/account/unsubscribe";
import { readUnsubscribeToken } from "../../../server/services/account/unsubscribe";

/** The list an unsubscribe link turns off, or null when the link is not ours; changes nothing. */
export async function unsubscribeListOf(context: AppLoadContext, token: string): Promise<TUnsubscribeList | null> {
  if (!token) return null;
  return (await readUnsubscribeToken(context.app, token))?.list ?? null;
}
