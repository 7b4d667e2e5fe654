import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import { listResumes } from "../../../server/services/resumes/list-resumes";

/**
 * What the /ai-agent page knows about its reader: whether chats are kept (signed in), whether the
 * hiring quick actions apply (those who may browse candidates), and the profile facts sent with
 * each message (the server decides the user type from the session).
 */
export async function loadAssistantPage(context: AppLoadContext) {
  const user = context.currentUser;
  const hasResume =
    user && permissions.keepResumes(user) ? (await listResumes(context.app, { user })).length > 0 : null;
  return {
    isSignedIn: user !== null,
    showsHiring: permissions.browseCandidates(user),
    chatContext: hasResume === null ? {} : { hasProfile: hasResume },
  };
}
