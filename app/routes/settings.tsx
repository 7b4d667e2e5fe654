import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "~/lib/localized-links";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { logoutEverywhere } from "~/api/auth";
import { PasswordInput } from "~/features/auth/password-input";
import { AccountSettings } from "~/features/settings/account-settings";
import { loadAccountSettings } from "~/features/settings/account-settings.server";
import { loadCompanyProfile } from "~/features/settings/company-profile.server";
import { loadJobSeekerProfile } from "~/features/settings/job-seeker-profile.server";
import { refusePage, requireUser } from "~/lib/guards.server";
import { notify } from "~/lib/notify";
import { browserStorage, clearResumeDraft } from "~/lib/resume-draft-storage";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/settings";

// Every signed-in user has settings; a signed-out visitor sees "Access Denied" with a Sign In
// button.
export async function loader({ context }: Route.LoaderArgs) {
  const access = requireUser(context);
  if (access !== "allowed" || !context.currentUser) return refusePage(access === "allowed" ? "signed-out" : access);
  const [settings, seekerProfile, companyProfile] = await Promise.all([
    loadAccountSettings(context, { userId: context.currentUser.id }),
    loadJobSeekerProfile(context, context.currentUser),
    loadCompanyProfile(context, context.currentUser),
  ]);
  return { access, settings, seekerProfile, companyProfile };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("settings.metaTitle"),
    description: t("settings.metaDescription"),
    path: "/settings",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (loaderData.access === "allowed" && "settings" in loaderData) {
    // Sign out everywhere ends this session too: as on sign-out, the local resume draft goes, and
    // the navigation re-runs the root loader, so the header is signed out at once.
    const onSignOutEverywhere = async () => {
      await logoutEverywhere();
      const storage = browserStorage();
      if (storage) clearResumeDraft(storage);
      notify({
        title: t("settings.security.signedOutEverywhereTitle"),
        description: t("settings.security.signedOutEverywhereBody"),
      });
      await navigate("/login", { replace: true });
    };
    // A deleted account's session is gone: the browser forgets the resume draft too and lands
    // on the home page, signed out (the navigation re-runs the root loader).
    const onAccountDeleted = async () => {
      const storage = browserStorage();
      if (storage) clearResumeDraft(storage);
      notify({ title: t("accountData.deletedTitle"), description: t("accountData.deletedBody") });
      await navigate("/", { replace: true });
    };
    return (
      <AccountSettings
        settings={loaderData.settings}
        seekerProfile={loaderData.seekerProfile}
        companyProfile={loaderData.companyProfile}
        security={{ PasswordInput, onSignOutEverywhere, onAccountDeleted }}
      />
    );
  }
  return (
    <AccessGate icon={LogIn} title={t("settingsGate.title")} body={t("settingsGate.body")}>
      <AccessGateLink to="/login" returnTo="/settings">
        {t("settingsGate.signIn")}
      </AccessGateLink>
    </AccessGate>
  );
}
