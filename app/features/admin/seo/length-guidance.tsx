import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

type TLengthState = "empty" | "short" | "long" | "good";

/** Where a text's length stands against the advised range. */
export function lengthState(length: number, range: { min: number; max: number }): TLengthState {
  if (length === 0) return "empty";
  if (length < range.min) return "short";
  if (length > range.max) return "long";
  return "good";
}

const STATE_CLASSES: Record<TLengthState, string> = {
  empty: "text-gray-700",
  short: "text-amber-800",
  long: "text-amber-800",
  good: "text-green-800",
};

/**
 * "52 / 50-60 characters · Good length" under a field as it is typed: the state in words as well
 * as in colour. Announced politely, so a screen reader hears it after a pause in typing.
 */
export function LengthGuidance({
  id,
  length,
  range,
}: {
  id: string;
  length: number;
  range: { min: number; max: number };
}) {
  const { t } = useTranslation();
  const state = lengthState(length, range);
  return (
    <p id={id} aria-live="polite" className={cn("text-sm", STATE_CLASSES[state])}>
      <span className="tabular-nums">{t("adminSeo.length.count", { length, min: range.min, max: range.max })}</span>
      {" · "}
      <span className="font-medium">{t(`adminSeo.length.${state}`)}</span>
    </p>
  );
}
