import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Eye, EyeOff, RotateCcw } from "lucide-react";
import type { TFigureChangeInput } from "@common/site/figure-change";
import { FIGURE_LABEL_MAX, FIGURE_VALUE_MAX, type TAdminFigure } from "@common/site/figures";
import { ListState } from "~/components/ui/list-state";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { useRemote } from "../use-remote";
import { ADMIN_FIGURES_PATH, changeAdminFigure, fetchAdminFigures } from "./content-api";

/**
 * Content > Figures: each marketing figure with where it appears, its default, its value and
 * label to change (empty keeps the default), Hide or Show, and Reset to default.
 */
export function FiguresSection() {
  const { t } = useTranslation();
  const { state, refresh, retry } = useRemote(ADMIN_FIGURES_PATH, fetchAdminFigures);
  return (
    <section aria-label={t("adminContent.figures.title")} className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{t("adminContent.figures.title")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("adminContent.figures.body")}</p>
      </div>
      <div aria-live="polite">
        {state.status === "idle" || state.status === "loading" ? (
          <ListState status="loading" label={t("adminContent.figures.loading")} />
        ) : state.status === "failed" ? (
          <ListState
            status="failed"
            message={t(errorMessageKey(state.error, "adminContent.figures.loadFailed"))}
            retryLabel={t("adminContent.figures.retry")}
            onRetry={retry}
          />
        ) : (
          <ul className="grid gap-4 xl:grid-cols-2">
            {state.data.items.map((figure) => (
              <li key={figure.key}>
                <FigureCard figure={figure} onSaved={refresh} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function FigureCard({ figure, onSaved }: { figure: TAdminFigure; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(figure.value ?? "");
  const [label, setLabel] = useState(figure.label ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const hasLabel = figure.defaultLabel !== null;
  const isChanged = figure.value !== null || figure.label !== null;
  const stateKey = figure.hidden ? "hidden" : isChanged ? "changed" : "default";
  const defaultText = hasLabel ? `${figure.defaultValue} ${figure.defaultLabel}` : figure.defaultValue;
  const name = t(`adminContent.figures.names.${figure.key}`);

  async function save(change: TFigureChangeInput, doneKey: "saved" | "hiddenDone" | "shownDone" | "resetDone") {
    setSaving(true);
    try {
      const saved = await changeAdminFigure(figure.key, change);
      setValue(saved.value ?? "");
      setLabel(saved.label ?? "");
      setErrors({});
      dismissFailures();
      notify({ title: t(`adminContent.figures.${doneKey}`), description: name });
      onSaved();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify({ title: t(errorMessageKey(error, "adminContent.figures.saveFailed")), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  const typed = { value: value.trim() || null, label: hasLabel ? label.trim() || null : null };
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        "h-full rounded-xl border bg-white p-4",
        figure.hidden ? "border-dashed border-gray-300" : "border-gray-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-semibold text-gray-900">
            {name}
          </h3>
          <p className="text-sm text-gray-700">{t(`adminContent.figures.places.${figure.place}`)}</p>
          <p className="text-sm text-gray-700">{t("adminContent.figures.defaultText", { text: defaultText })}</p>
        </div>
        <span
          className={cn(
            "inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
            stateKey === "hidden" && "bg-gray-100 text-gray-800",
            stateKey === "changed" && "bg-primary-50 text-primary-800",
            stateKey === "default" && "bg-green-100 text-green-800",
          )}
        >
          {t(`adminContent.figures.state.${stateKey}`)}
        </span>
      </div>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ ...typed, hidden: figure.hidden }, "saved");
        }}
      >
        <div className={cn("grid gap-3", hasLabel && "sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]")}>
          <FormField id={`${id}-value`} label={t("adminContent.figures.value")} error={errors.value}>
            {(control) => (
              <Input
                {...control}
                value={value}
                placeholder={figure.defaultValue}
                maxLength={FIGURE_VALUE_MAX}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </FormField>
          {hasLabel ? (
            <FormField id={`${id}-label`} label={t("adminContent.figures.label")} error={errors.label}>
              {(control) => (
                <Input
                  {...control}
                  value={label}
                  placeholder={figure.defaultLabel ?? ""}
                  maxLength={FIGURE_LABEL_MAX}
                  onChange={(e) => setLabel(e.target.value)}
                />
              )}
            </FormField>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSaving}>
            {t(isSaving ? "adminContent.figures.saving" : "adminContent.figures.save")}
          </Button>
          <Button
            variant="secondary"
            disabled={isSaving}
            onClick={() => void save({ ...typed, hidden: !figure.hidden }, figure.hidden ? "shownDone" : "hiddenDone")}
          >
            {figure.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {t(figure.hidden ? "adminContent.figures.show" : "adminContent.figures.hide")}
          </Button>
          {isChanged || figure.hidden ? (
            <Button
              variant="ghost"
              disabled={isSaving}
              onClick={() => void save({ value: null, label: null, hidden: false }, "resetDone")}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("adminContent.figures.reset")}
            </Button>
          ) : null}
        </div>
      </form>
    </article>
  );
}
