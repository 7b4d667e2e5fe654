import { LogIn, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { AdminConsole } from "~/features/admin/admin-console";
import { loadJobDialog } from "~/features/admin/admin.server";
import { refusePage, requireAdmin } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/admin";

// Access is decided here on the server, not only by hiding the link
// (docs/product.md#admin). The gates never show credentials. The console's lists are
// read by its tabs through /api/admin; the loader gives only what its job dialog starts from
// (`?edit={id}` opens a job to edit).
export async function loader({ context, request }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  const user = context.currentUser;
  if (access !== "allowed" || !user) return refusePage(access === "allowed" ? "signed-out" : access);
  const editParam = new URL(request.url).searchParams.get("edit");
  return { access, ...(await loadJobDialog(context, user, editParam)) };
}

/** A tab, a filter or a page changes only the search: the loader is asked again for `edit` alone. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get("edit") !== nextUrl.searchParams.get("edit")) return true;
  return currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("adminConsole.metaTitle"),
    description: t("adminConsole.metaDescription"),
    path: "/admin",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if ("jobStart" in loaderData) {
    return <AdminConsole jobStart={loaderData.jobStart} editing={loaderData.editing} />;
  }
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
