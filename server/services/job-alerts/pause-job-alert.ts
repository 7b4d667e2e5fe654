// Pausing one alert from the "Pause this alert" link of its mail, without signing in: the signed
// token (pause-token.ts) names the alert. The page reads the token to ask; only its button's POST
// pauses.
import { eq } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { jobAlerts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { appSecret } from "../../platform/app-secret/app-secret";
import { verifyPauseToken } from "./pause-token";

const linkInvalid = () =>
  new AppError("BAD_REQUEST", "jobAlerts.pause.linkInvalid", { token: "jobAlerts.pause.linkInvalid" });
const alertGone = () => new AppError("NOT_FOUND", "jobAlerts.pause.alertGone");

export type TPauseLink = { state: "valid"; name: string; isPaused: boolean } | { state: "invalid" } | { state: "gone" };

/** What a pause link would pause, for the page that asks; changes nothing. */
export async function readPauseLink(
  context: Pick<TAppContext, "db" | "env" | "appSecret">,
  token: string,
): Promise<TPauseLink> {
  const signed = token ? verifyPauseToken(await appSecret(context), token) : null;
  if (!signed) return { state: "invalid" };
  const [alert] = await context.db
    .select({ name: jobAlerts.name, isPaused: jobAlerts.isPaused })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, signed.alertId));
  return alert ? { state: "valid", ...alert } : { state: "gone" };
}

/** Pauses the alert the token names, that one alone; doing it again answers the same. */
export async function pauseJobAlertByToken(
  context: Pick<TAppContext, "db" | "env" | "appSecret">,
  options: { token: string },
): Promise<{ name: string; isPaused: true }> {
  const signed = verifyPauseToken(await appSecret(context), options.token);
  if (!signed) throw linkInvalid();
  const [alert] = await context.db
    .update(jobAlerts)
    .set({ isPaused: true, updatedAt: new Date() })
    .where(eq(jobAlerts.id, signed.alertId))
    .returning({ name: jobAlerts.name });
  if (!alert) throw alertGone();
  return { name: alert.name, isPaused: true };
}
