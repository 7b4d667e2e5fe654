import { AlertTriangle, CheckCircle2, Gauge, Loader2, XCircle } from "lucide-react";
import { forwardRef, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSeoCheck, TSeoCheckStatus, TSeoScore } from "@common/site/seo";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { ApiError, errorMessageKey, type TMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { fetchSeoScore } from "./api";

const STATUS_STYLE: Record<TSeoCheckStatus, { icon: typeof CheckCircle2; className: string }> = {
  passed: { icon: CheckCircle2, className: "text-green-800" },
  warning: { icon: AlertTriangle, className: "text-amber-800" },
  failed: { icon: XCircle, className: "text-red-700" },
};

type TScoreState =
  | { status: "idle" }
  | { status: "loading"; path: string }
  | { status: "failed"; path: string; error: unknown }
  | { status: "ready"; score: TSeoScore };

/** Reads a page's score; the tab keeps the state so a row's "Check score" can start one. */
export function useSeoScore() {
  const [state, setState] = useState<TScoreState>({ status: "idle" });
  const [path, setPath] = useState("/");
  async function check(target: string) {
    setPath(target);
    setState({ status: "loading", path: target });
    try {
      setState({ status: "ready", score: await fetchSeoScore(target) });
    } catch (error) {
      setState({ status: "failed", path: target, error });
    }
  }
  return { state, path, setPath, check };
}

/**
 * The per-page SEO score: a path (or a row's "Check score"), then score/100 and each check with
 * its outcome in words and an icon, what it found, and why a check warned or failed.
 */
export const SeoScorePanel = forwardRef<
  HTMLElement,
  {
    score: ReturnType<typeof useSeoScore>;
    /** Paths offered as the path is typed (the configured ones). */
    suggestions: string[];
  }
>(function SeoScorePanel({ score, suggestions }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const { state } = score;
  const fieldError =
    state.status === "failed" && state.error instanceof ApiError ? state.error.fieldErrors.path : undefined;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Gauge aria-hidden="true" className="size-5 text-primary-700" />
        {t("adminSeo.score.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("adminSeo.score.intro")}</p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void score.check(score.path.trim());
        }}
      >
        <div className="sm:flex-1">
          <FormField id={`${id}-path`} label={t("adminSeo.score.path")} error={fieldError}>
            {(control) => (
              <Input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={score.path}
                maxLength={300}
                onChange={(event) => score.setPath(event.target.value)}
                list={`${id}-suggestions`}
              />
            )}
          </FormField>
          <datalist id={`${id}-suggestions`}>
            {[...new Set(["/", "/jobs", ...suggestions])].map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
        </div>
        <Button type="submit" disabled={state.status === "loading"} className={fieldError ? "sm:mb-7" : undefined}>
          {state.status === "loading" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t(state.status === "loading" ? "adminSeo.score.checking" : "adminSeo.score.check")}
        </Button>
      </form>
      <div aria-live="polite" className="mt-5">
        {state.status === "loading" ? (
          <ListState status="loading" label={t("adminSeo.score.checking")} />
        ) : state.status === "failed" && !fieldError ? (
          <ListState
            status="failed"
            message={t(errorMessageKey(state.error, "adminSeo.score.failed"))}
            retryLabel={t("adminSeo.retry")}
            onRetry={() => void score.check(state.path)}
          />
        ) : state.status === "ready" ? (
          <ScoreResult score={state.score} />
        ) : null}
      </div>
    </section>
  );
});

function ScoreResult({ score }: { score: TSeoScore }) {
  const { t } = useTranslation();
  const count = (status: TSeoCheckStatus) => score.checks.filter((check) => check.status === status).length;
  const tone = score.score >= 80 ? "bg-green-700" : score.score >= 50 ? "bg-amber-600" : "bg-red-700";
  return (
    <div>
      <p className="text-sm font-medium text-gray-700">{t("adminSeo.score.result", { path: score.path })}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span
          className="text-3xl font-bold text-gray-900 tabular-nums"
          aria-label={t("adminSeo.score.scoreLabel", { score: score.score })}
        >
          {t("adminSeo.score.outOf", { score: score.score })}
        </span>
        <span className="text-sm text-gray-700">
          {t("adminSeo.score.summary", {
            passed: count("passed"),
            warnings: count("warning"),
            failed: count("failed"),
          })}
        </span>
      </p>
      <div aria-hidden="true" className="mt-2 h-2 w-full overflow-hidden rounded-full bg-gray-200">
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${score.score}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-gray-100 rounded-lg border border-gray-200">
        {score.checks.map((check) => (
          <CheckRow key={check.key} check={check} />
        ))}
      </ul>
    </div>
  );
}

function CheckRow({ check }: { check: TSeoCheck }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = STATUS_STYLE[check.status];
  const translate = t as (key: TMessageKey, values?: Record<string, unknown>) => string;
  return (
    <li className="flex gap-3 px-4 py-3">
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", className)} />
      <div className="min-w-0">
        <p className="text-sm text-gray-900">
          <span className="font-semibold">{t(`seoApi.checkNames.${check.key}`)}</span>
          {" · "}
          <span className={cn("font-medium", className)}>{t(`adminSeo.score.status.${check.status}`)}</span>
        </p>
        <p className="text-sm text-gray-700">{translate(check.messageKey as TMessageKey, check.values)}</p>
        {check.detail ? (
          <p className="mt-0.5 text-xs break-words text-gray-600">
            {t("adminSeo.score.found", { detail: check.detail })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
