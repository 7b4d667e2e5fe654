import { LogIn, ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { buttonClasses } from "~/components/ui/button";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import type { Route } from "./+types/admin";

// Access is decided here on the server, not only by hiding the link (spec-2 "Administrator
// dashboard" access gates). The gates never show credentials.
export function loader({ context }: Route.LoaderArgs) {
  const user = context.currentUser;
  if (!user) return data({ access: "signed-out" as const }, { status: 401 });
  if (user.role !== "admin") return data({ access: "denied" as const }, { status: 403 });
  return { access: "admin" as const };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "admin", path: "/admin", publicUrl: root.publicUrl });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "admin") return <FeaturePlaceholder feature="admin" />;

  const isSignedOut = loaderData.access === "signed-out";
  const Icon = isSignedOut ? LogIn : ShieldAlert;
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gray-100 text-gray-700">
        <Icon aria-hidden="true" className="size-7 rtl:-scale-x-100" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900">
        {isSignedOut ? t("adminGate.loginTitle") : t("adminGate.deniedTitle")}
      </h1>
      <p className="mt-3 max-w-md text-base text-gray-700">
        {isSignedOut ? t("adminGate.loginBody") : t("adminGate.deniedBody")}
      </p>
      {isSignedOut ? (
        <Link
          to="/login"
          onClick={() => storeRedirectAfterLogin("/admin")}
          className={buttonClasses({ className: "mt-8" })}
        >
          {t("adminGate.goToLogin")}
        </Link>
      ) : (
        <Link to="/dashboard" className={buttonClasses({ className: "mt-8" })}>
          {t("adminGate.goToDashboard")}
        </Link>
      )}
    </div>
  );
}
