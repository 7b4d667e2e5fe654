import { useState } from "react";
import { useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { browserStorage, clearResumeDraft } from "~/lib/resume-draft-storage";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { logout } from "~/api/auth";

/**
 * Signing out. This is the one place for everything that must
 * happen on sign-out: when the resume builder keeps a local draft, clear it here too.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  async function signOut(): Promise<boolean> {
    setIsPending(true);
    try {
      await logout();
    } catch (error) {
      setIsPending(false);
      notify({
        title: t("shell.signOut.errorTitle"),
        description: t(errorMessageKey(error, "shell.signOut.errorFallback")),
        variant: "destructive",
      });
      return false;
    }
    // The resume builder's draft is personal: the next person on this browser must not find it.
    const storage = browserStorage();
    if (storage) clearResumeDraft(storage);
    notify({ title: t("shell.signOut.successTitle"), description: t("shell.signOut.successDescription") });
    // The root loader runs again on every navigation (see shouldRevalidate in root.tsx), so
    // this navigation also refreshes the current user: the signed-out page appears at once,
    // without a flash of the signed-in one.
    await navigate("/");
    setIsPending(false);
    return true;
  }

  return { signOut, isPending };
}
