import { useTranslation } from "react-i18next";

/** Admin > Monetization: the readiness check and the ad settings (spec-2 "Monetization tool"). */
export function MonetizationTab() {
  const { t } = useTranslation();
  return <h2 className="text-xl font-semibold text-gray-900">{t("monetization.title")}</h2>;
}
