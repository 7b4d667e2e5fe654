import type { AppLoadContext } from "react-router";
import type { TAccountSettings } from "@common/account/schemas";
import { getAccountSettings } from "../../../server/services/account/account-settings";

/** What /settings shows of the signed-in user's account (the loader has checked who it is). */
export function loadAccountSettings(context: AppLoadContext, options: { userId: number }): Promise<TAccountSettings> {
  return getAccountSettings(context.app, options);
}
