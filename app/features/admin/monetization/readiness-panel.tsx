import { CircleCheck, CircleX, ExternalLink, Loader2, RotateCw, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  canApply,
  READINESS_CATEGORIES,
  READY_SCORE,
  type TReadinessCheck,
  type TReadinessLevel,
  type TReadinessResult,
  type TReadinessStatus,
} from "@common/monetization/readiness";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ListState } from "~/components/ui/list-state";
import { ApiError, type TMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { dateTime } from "../format";
import { runReadinessCheck } from "./api";
import { useFormatLocale } from "~/lib/format-locale";

/** AdSense's own page to apply from. */
export const ADSENSE_APPLY_URL = "https://www.google.com/adsense/start/";

export type TReadinessState =
  | { status: "running"; previous: TReadinessResult | null }
  | { status: "ready"; result: TReadinessResult }
  | { status: "failed"; error: unknown };

/**
 * Runs the readiness check once when the tab opens and again on each `recheck` (ignored while one
 * runs). A failure shows the "Check Failed" toast and leaves a failed state with a retry.
 */
export function useReadinessCheck(run: () => Promise<TReadinessResult> = runReadinessCheck) {
  const { t } = useTranslation();
  const [state, setState] = useState<TReadinessState>({ status: "running", previous: null });
  const isRunning = useRef(false);
  const hasStarted = useRef(false);

  const recheck = useCallback(
    async (previous: TReadinessResult | null) => {
      if (isRunning.current) return;
      isRunning.current = true;
      setState({ status: "running", previous });
      try {
        const result = await run();
        dismissFailures();
        setState({ status: "ready", result });
      } catch (error) {
        notify({
          title: t("monetization.readiness.failedTitle"),
          description: t("monetization.readiness.failedMessage"),
          variant: "destructive",
        });
        setState({ status: "failed", error });
      } finally {
        isRunning.current = false;
      }
    },
    [run, t],
  );

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void recheck(null);
  }, [recheck]);

  return { state, recheck: () => void recheck(state.status === "ready" ? state.result : null) };
}

const STATUS_LOOK: Record<TReadinessStatus, { icon: typeof CircleCheck; className: string }> = {
  passed: { icon: CircleCheck, className: "bg-green-50 text-green-800 ring-green-200" },
  warning: { icon: TriangleAlert, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  failed: { icon: CircleX, className: "bg-red-50 text-red-800 ring-red-200" },
};

const LEVEL_LOOK: Record<TReadinessLevel, { icon: typeof CircleCheck; className: string; bar: string }> = {
  ready: { icon: CircleCheck, className: "border-green-200 bg-green-50 text-green-900", bar: "bg-green-700" },
  nearlyReady: { icon: TriangleAlert, className: "border-amber-200 bg-amber-50 text-amber-950", bar: "bg-amber-600" },
  notReady: { icon: CircleX, className: "border-red-200 bg-red-50 text-red-900", bar: "bg-red-700" },
};

/** The message of a failed check run: the server's when it says why (e.g. one already running). */
function failureKey(error: unknown): TMessageKey {
  return error instanceof ApiError && error.code === "CONFLICT" && error.messageKey
    ? error.messageKey
    : "monetization.readiness.failedMessage";
}

/**
 * The readiness panel: the score, the level, "Apply to AdSense" (enabled at 80%), and the fifteen
 * checks in their six categories, each with its status (icon and word), name and reason.
 */
export function ReadinessPanel({ readiness }: { readiness: ReturnType<typeof useReadinessCheck> }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, recheck } = readiness;
  const isRunning = state.status === "running";
  const shown = state.status === "ready" ? state.result : state.status === "running" ? state.previous : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 max-w-3xl">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
              {t("monetization.readiness.title")}
            </h2>
            <p className="mt-1 text-sm text-gray-700">{t("monetization.readiness.intro")}</p>
          </div>
          <Button variant="secondary" onClick={recheck} disabled={isRunning} aria-busy={isRunning || undefined}>
            {isRunning ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            {t("monetization.readiness.recheck")}
          </Button>
        </div>

        <p role="status" aria-live="polite" className="sr-only">
          {isRunning
            ? t("monetization.readiness.runningStatus")
            : state.status === "ready"
              ? t("monetization.readiness.doneStatus", {
                  score: state.result.score,
                  level: t(`monetization.readiness.levels.${state.result.level}`),
                })
              : ""}
        </p>

        {isRunning ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-gray-700">
            <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-gray-500" />
            {t("monetization.readiness.running")}
          </p>
        ) : null}

        {state.status === "failed" ? (
          <ListState
            className="mt-5"
            status="failed"
            title={t("monetization.readiness.failedTitle")}
            message={t(failureKey(state.error))}
            retryLabel={t("monetization.readiness.retry")}
            onRetry={recheck}
          />
        ) : shown ? (
          <div className={cn("mt-5 space-y-5", isRunning && "opacity-60")} aria-busy={isRunning || undefined}>
            <ReadinessSummary result={shown} />
            <ReadinessChecks checks={shown.checks} />
          </div>
        ) : null}
      </Card>
    </section>
  );
}

function ReadinessSummary({ result }: { result: TReadinessResult }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const id = useId();
  const look = LEVEL_LOOK[result.level];
  const LevelIcon = look.icon;
  const passed = result.checks.filter((check) => check.status === "passed").length;
  const isOpen = canApply(result.score);
  return (
    <div
      className={cn("grid gap-4 rounded-xl border p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:p-5", look.className)}
    >
      <div>
        <p id={`${id}-score`} className="text-sm font-medium">
          {t("monetization.readiness.scoreLabel")}
        </p>
        <p aria-labelledby={`${id}-score`} className="text-4xl font-bold tracking-tight tabular-nums">
          {`${result.score}%`}
        </p>
      </div>
      <div className="min-w-0 space-y-2">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <LevelIcon aria-hidden="true" className="size-5 shrink-0" />
          {t(`monetization.readiness.levels.${result.level}`)}
        </p>
        <div
          role="meter"
          aria-labelledby={`${id}-score`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={result.score}
          aria-valuetext={`${result.score}%`}
          className="h-2 overflow-hidden rounded-full bg-white/80 ring-1 ring-black/10"
        >
          <div className={cn("h-full rounded-full", look.bar)} style={{ width: `${result.score}%` }} />
        </div>
        <p className="text-sm">
          {t("monetization.readiness.passedCount", { passed, total: result.checks.length })}
          {" · "}
          <time dateTime={result.checkedAt}>
            {t("monetization.readiness.checkedAt", { time: dateTime(result.checkedAt, locale) })}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
        {isOpen ? (
          <>
            <a
              href={ADSENSE_APPLY_URL}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("monetization.readiness.applyLabel")}
              className={buttonClasses()}
            >
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("monetization.readiness.apply")}
            </a>
            <p className="text-sm">{t("monetization.readiness.applyReady")}</p>
          </>
        ) : (
          <>
            <Button disabled aria-describedby={`${id}-needs`}>
              {t("monetization.readiness.apply")}
            </Button>
            <p id={`${id}-needs`} className="min-w-0 flex-1 basis-60 text-sm">
              {t("monetization.readiness.applyNeeds", { needed: READY_SCORE, score: result.score })}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function ReadinessChecks({ checks }: { checks: TReadinessCheck[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {READINESS_CATEGORIES.map((category) => {
        const inCategory = checks.filter((check) => check.category === category);
        if (inCategory.length === 0) return null;
        const passed = inCategory.filter((check) => check.status === "passed").length;
        return (
          <section key={category} className="min-w-0 rounded-xl border border-gray-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-base font-semibold text-gray-900">
                {t(`monetization.readiness.categories.${category}`)}
              </h3>
              <p className="text-sm text-gray-600 tabular-nums">
                {t("monetization.readiness.categoryCount", { passed, total: inCategory.length })}
              </p>
            </div>
            <ul className="mt-3 space-y-3">
              {inCategory.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function CheckRow({ check }: { check: TReadinessCheck }) {
  const { t } = useTranslation();
  // The checks' names and reasons are catalogue keys the server names (monetizationReadiness.*).
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const look = STATUS_LOOK[check.status];
  const Icon = look.icon;
  return (
    <li className="flex items-start gap-3" data-check={check.id} data-status={check.status}>
      <span
        className={cn(
          "mt-0.5 inline-flex w-[5.75rem] shrink-0 items-center justify-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
          look.className,
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {t(`monetization.readiness.statuses.${check.status}`)}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900">{translate(`monetizationReadiness.checks.${check.id}`)}</p>
        <p className="text-sm break-words text-gray-700">{translate(check.reasonKey, check.values)}</p>
      </div>
    </li>
  );
}
