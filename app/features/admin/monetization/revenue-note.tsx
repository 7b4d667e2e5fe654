import { Wallet } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { useRemote } from "../use-remote";
import { fetchAdsenseRevenue } from "./api";

/** GET /api/admin/adsense/revenue's answer, said plainly: no revenue data is connected. */
export function RevenueNote() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  const id = useId();
  const { state, retry } = useRemote("adsense-revenue", fetchAdsenseRevenue);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="p-4 sm:p-5">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Wallet aria-hidden="true" className="size-5 text-gray-600" />
          {t("monetization.revenue.title")}
        </h2>
        {state.status === "ready" ? (
          <p className="mt-2 text-sm text-gray-700">{translate(state.data.messageKey)}</p>
        ) : state.status === "failed" ? (
          <ListState
            className="mt-3"
            status="failed"
            message={t(errorMessageKey(state.error, "monetization.revenue.failed"))}
            retryLabel={t("monetization.revenue.retry")}
            onRetry={retry}
          />
        ) : (
          <ListState className="mt-2" status="loading" label={t("monetization.revenue.loading")} />
        )}
      </Card>
    </section>
  );
}
