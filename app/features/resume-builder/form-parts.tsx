import { Plus, Trash2 } from "lucide-react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TResumeContent } from "@common/resumes/schema";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { TResumeFormValues } from "./resume-form-values";

export type TResumeForm = UseFormReturn<TResumeFormValues, unknown, TResumeContent>;

/** The message of a field by its dotted path ("experience.0.company"), if it has one. */
export function errorAt(errors: FieldErrors<TResumeFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : undefined;
}

/** One card of the form: a titled section with an optional action beside the title. */
export function SectionCard(props: {
  id: string;
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  badge?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className={cn("rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6", props.className)}
    >
      <h2 id={`${props.id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Icon aria-hidden className="size-5 shrink-0 text-primary-700" />
        {props.title}
        {props.badge ? (
          <span className="ms-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
            {props.badge}
          </span>
        ) : null}
      </h2>
      <div className="mt-4 space-y-4">{props.children}</div>
    </section>
  );
}

/** A repeatable entry (one job, one degree): a fieldset named by its legend, with remove. */
export function EntryFieldset(props: {
  legend: string;
  removeText?: string;
  removeLabel?: string;
  onRemove?: () => void;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="relative min-w-0 rounded-lg border border-gray-200 bg-gray-50/60 p-4">
      {/* Floated, the legend lays out like a heading inside the border and still names the group. */}
      <legend className="float-start flex min-h-11 w-full items-center pe-28 text-sm font-semibold text-gray-900">
        {props.legend}
      </legend>
      {props.onRemove ? (
        <Button
          variant="ghost"
          onClick={props.onRemove}
          aria-label={props.removeLabel}
          className="absolute end-2 top-4 text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {props.removeText}
        </Button>
      ) : null}
      <div className="clear-both space-y-4 pt-2">{props.children}</div>
    </fieldset>
  );
}

export function AddEntryButton({ id, label, onClick }: { id: string; label: string; onClick: () => void }) {
  return (
    <Button id={id} variant="secondary" onClick={onClick} className="w-full border-dashed sm:w-auto">
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** After an entry and its remove button are gone, focus lands on the card's add button. */
export function focusAddButton(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

export function EmptyHint({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-gray-600">{children}</p>;
}

/** What a month field shows while empty (browsers without a month picker). */
export const MONTH_PLACEHOLDER = "YYYY-MM";

/** An error under a control that is not wrapped in FormField. */
export function FieldMessage({ id, message }: { id?: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {(t as (key: string) => string)(message)}
    </p>
  );
}
