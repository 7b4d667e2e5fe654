import { LogIn, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { refusePage, requireAdmin } from "~/lib/guards.server";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/admin";

// Access is decided here on the server, not only by hiding the link
// (docs/product.md#not-available-yet). The gates never show credentials.
export function loader({ context }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  if (access !== "allowed") return refusePage(access);
  return { access };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({
    feature: "admin",
    path: "/admin",
    publicUrl: root.publicUrl,
    t: metaTranslator(matches),
  });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed") return <FeaturePlaceholder feature="admin" />;
  if (loaderData.access === "signed-out") {
    return (
      <AccessGate icon={LogIn} title={t("adminGate.loginTitle")} body={t("adminGate.loginBody")}>
        <AccessGateLink to="/login" returnTo="/admin">
          {t("adminGate.goToLogin")}
        </AccessGateLink>
      </AccessGate>
    );
  }
  return (
    <AccessGate icon={ShieldAlert} title={t("adminGate.deniedTitle")} body={t("adminGate.deniedBody")}>
      <AccessGateLink to="/dashboard">{t("adminGate.goToDashboard")}</AccessGateLink>
    </AccessGate>
  );
}
