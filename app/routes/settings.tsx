import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { refusePage, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/settings";

// Every signed-in user has settings; a signed-out visitor sees "Access Denied" with a Sign In
// button (spec-2 "Account settings").
export function loader({ context }: Route.LoaderArgs) {
  const access = requireUser(context);
  if (access !== "allowed") return refusePage(access);
  return { access };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "settings", path: "/settings", publicUrl: root.publicUrl });
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed") return <FeaturePlaceholder feature="settings" />;
  return (
    <AccessGate icon={LogIn} title={t("settingsGate.title")} body={t("settingsGate.body")}>
      <AccessGateLink to="/login" returnTo="/settings">
        {t("settingsGate.signIn")}
      </AccessGateLink>
    </AccessGate>
  );
}
