import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

// The token stays in the page's address only: it is sent once, with the new password.
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.trim() ?? "" };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("passwordReset.reset.metaTitle"),
    description: t("passwordReset.reset.metaDescription"),
    path: "/reset-password",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("passwordReset.reset.title")} intro={t("passwordReset.reset.intro")}>
      {loaderData.token ? (
        <ResetPasswordForm token={loaderData.token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-gray-700">
            {t("passwordReset.reset.missingToken")}
          </p>
          <Link
            to="/forgot-password"
            className="font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
          >
            {t("passwordReset.reset.requestNewLink")}
          </Link>
        </div>
      )}
    </AuthPageLayout>
  );
}
