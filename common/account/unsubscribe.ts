import { z } from "zod";

// The unsubscribe link of a notification mail (/unsubscribe?token=, POST /api/unsubscribe): the
// token names the account and the list, signed by the server (server/platform/mail).

export const UNSUBSCRIBE_TOKEN_MAX = 200;

export const ZUnsubscribeSchema = z.object(
  {
    token: z
      .string({ error: "unsubscribe.linkInvalid" })
      .trim()
      .min(1, "unsubscribe.linkInvalid")
      .max(UNSUBSCRIBE_TOKEN_MAX, "unsubscribe.linkInvalid"),
  },
  { error: "validation.invalidValue" },
);

/** What a mail's unsubscribe link turns off, and the /settings switch it is. */
export const UNSUBSCRIBE_LIST_SWITCHES = {
  notifications: "emailNotifications",
  "job-alerts": "jobAlerts",
  digest: "weeklyDigest",
} as const;
export type TUnsubscribeList = keyof typeof UNSUBSCRIBE_LIST_SWITCHES;
export const UNSUBSCRIBE_LISTS = Object.keys(UNSUBSCRIBE_LIST_SWITCHES) as TUnsubscribeList[];
