import { useTranslation } from "react-i18next";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { CompanyBenefits } from "~/features/auth/company-benefits";
import { CompanyRegisterForm } from "~/features/auth/company-register-form";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/register-company";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("registerCompany.metaTitle"),
    description: t("registerCompany.metaDescription"),
    path: "/register-company",
    publicUrl: root.publicUrl,
  });
}

export default function RegisterCompanyPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("registerCompany.title")} intro={t("registerCompany.intro")} aside={<CompanyBenefits />}>
      <CompanyRegisterForm />
    </AuthPageLayout>
  );
}
