import type { TUnsubscribeList } from "@common/account/unsubscribe";
import { apiRequest } from "~/lib/api-client";

// /api/unsubscribe

/** Turns off the notification list a mail's signed link names; no sign-in needed. */
export const unsubscribe = (token: string) =>
  apiRequest<{ ok: true; list: TUnsubscribeList }>("/api/unsubscribe", { method: "POST", body: { token } });
