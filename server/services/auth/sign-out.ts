import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { deleteSession, deleteUserSessions } from "./session";

/** Ends this session, and writes the sign-out to the audit log. */
export async function signOut(
  context: TAppContext,
  options: { tokenHash: string; user: TPublicUser; request: TAuditRequest },
): Promise<void> {
  await deleteSession(context, { tokenHash: options.tokenHash });
  await recordAuditEvent(context, {
    event: "sign-out",
    userId: options.user.id,
    email: options.user.email,
    ...options.request,
  });
}

/** Ends every session of the user, on every device (this one included), and audits it. */
export async function signOutEverywhere(
  context: TAppContext,
  options: { user: TPublicUser; request: TAuditRequest },
): Promise<{ endedSessions: number }> {
  const endedSessions = await deleteUserSessions(context, { userId: options.user.id });
  await recordAuditEvent(context, {
    event: "sign-out.everywhere",
    userId: options.user.id,
    email: options.user.email,
    detail: { endedSessions },
    ...options.request,
  });
  return { endedSessions };
}
