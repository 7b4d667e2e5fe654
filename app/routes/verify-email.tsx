import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { VerifyEmailPanel } from "~/features/auth/verify-email-panel";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/verify-email";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.trim() ?? "" };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("emailVerification.metaTitle"),
    description: t("emailVerification.metaDescription"),
    path: "/verify-email",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("emailVerification.title")} intro={t("emailVerification.intro")}>
      {loaderData.token ? (
        <VerifyEmailPanel token={loaderData.token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-gray-700">
            {t("emailVerification.missingToken")}
          </p>
          <Link
            to="/login"
            className="font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
          >
            {t("emailVerification.signIn")}
          </Link>
        </div>
      )}
    </AuthPageLayout>
  );
}
