import { ArrowRight, BarChart3, FileText, Globe2, Lightbulb, Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TMarketInsights } from "@common/matching/insights";
import { formatMoney, formatPercent } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { getMarketInsights } from "~/api/me";

type TState = { status: "loading" } | { status: "failed" } | { status: "ready"; insights: TMarketInsights };

/**
 * The seeker dashboard's "Market insights" quick action (docs/product.md#dashboard): a
 * card like the other quick actions that opens a dialog, which reads GET /api/me/insights each
 * time it opens.
 */
export function MarketInsightsCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <PlainButton className="group flex h-full w-full flex-col rounded-xl border border-gray-200 bg-white p-5 text-start transition-colors hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <BarChart3 aria-hidden="true" className="size-5" />
          </span>
          <span className="mt-4 flex items-center gap-2 text-base font-semibold text-gray-900">
            {t("insights.card.title")}
            <ArrowRight
              aria-hidden="true"
              className="size-4 text-gray-500 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-700 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            />
          </span>
          <span className="mt-1 text-sm text-gray-700">{t("insights.card.description")}</span>
        </PlainButton>
      </DialogTrigger>
      {open ? (
        <DialogContent title={t("insights.dialog.title")} closeLabel={t("insights.dialog.close")} className="max-w-xl">
          <MarketInsightsBody />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MarketInsightsBody() {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    getMarketInsights()
      .then((insights) => isCurrent && setState({ status: "ready", insights }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  if (state.status === "loading") {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <ListState status="loading" label={t("insights.dialog.loading")} />
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <ListState
        status="failed"
        className="mt-4"
        message={t("insights.dialog.loadFailed")}
        retryLabel={t("insights.dialog.retry")}
        onRetry={() => {
          setState({ status: "loading" });
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  const { insights } = state;
  if ("reason" in insights) {
    return (
      <ListState
        status="empty"
        className="mt-4"
        icon={FileText}
        title={t("insights.dialog.noResumeTitle")}
        body={t("insights.dialog.noResumeBody")}
        action={
          <Link to="/resume-builder" className={buttonClasses()}>
            <FileText aria-hidden="true" className="size-4" />
            {t("insights.dialog.buildResume")}
          </Link>
        }
      />
    );
  }
  if (insights.jobs === 0) {
    return (
      <ListState
        status="empty"
        className="mt-4"
        icon={BarChart3}
        title={t("insights.dialog.noJobsTitle")}
        body={t("insights.dialog.noJobsBody")}
      />
    );
  }
  return <InsightsView insights={insights} />;
}

function InsightsView({ insights }: { insights: Exclude<TMarketInsights, { reason: "no_resume" }> }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { salary, country } = insights;
  const percent = (fraction: number) => formatPercent(fraction, locale, 0);

  let salaryLine: string | null = null;
  if (salary) {
    const min = salary.medianMin === null ? null : formatMoney(salary.medianMin, salary.currency, locale);
    const max = salary.medianMax === null ? null : formatMoney(salary.medianMax, salary.currency, locale);
    if (min && max) salaryLine = t("insights.salary.range", { min, max });
    else if (min) salaryLine = t("insights.salary.from", { min });
    else if (max) salaryLine = t("insights.salary.upTo", { max });
  }

  return (
    <div className="mt-2 grid gap-5">
      <p className="text-sm text-gray-700">
        {t("insights.dialog.intro", { count: insights.jobs, resumeTitle: insights.resumeTitle })}
      </p>

      <section aria-labelledby="insights-skills-title">
        <h3 id="insights-skills-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
          {t("insights.skills.title")}
        </h3>
        {insights.missingSkills.length ? (
          <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
            {insights.missingSkills.map((entry) => (
              <li key={entry.skill} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 font-medium break-words text-gray-900">{entry.skill}</span>
                <span className="shrink-0 text-gray-600">{t("insights.skills.jobs", { count: entry.jobs })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-700">{t("insights.skills.none")}</p>
        )}
      </section>

      <section aria-labelledby="insights-salary-title">
        <h3 id="insights-salary-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Wallet aria-hidden="true" className="size-5 text-primary-700" />
          {country ? t("insights.salary.title", { country: country.name }) : t("insights.salary.titleNoCountry")}
        </h3>
        {country && salary && salaryLine ? (
          <>
            <p className="mt-2 text-xl font-semibold text-gray-900">{salaryLine}</p>
            <p className="mt-1 text-sm text-gray-600">
              {t("insights.salary.basedOn", { count: salary.jobs, country: country.name })}
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm text-gray-700">
            {country ? t("insights.salary.tooFew", { country: country.name }) : t("insights.salary.noCountry")}
          </p>
        )}
      </section>

      <section aria-labelledby="insights-remote-title">
        <h3 id="insights-remote-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <Globe2 aria-hidden="true" className="size-5 text-green-700" />
          {t("insights.remote.title")}
        </h3>
        <p className="mt-2 text-sm text-gray-700">
          {t("insights.remote.share", {
            share: percent(insights.remote.share),
            remote: insights.remote.jobs,
            total: insights.jobs,
          })}
        </p>
      </section>
    </div>
  );
}
