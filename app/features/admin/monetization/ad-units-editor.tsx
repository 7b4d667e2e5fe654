import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AD_PLACEMENTS, AD_SIZES, AD_TYPES } from "@common/monetization/ad-pages";
import { AD_UNIT_NAME_MAX, AD_UNITS_MAX, type TAdUnit } from "@common/monetization/adsense";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";

/** A new unit's id: "unit-" and the smallest number no unit has. */
export function nextUnitId(units: readonly Pick<TAdUnit, "id">[]): string {
  const taken = new Set(units.map((unit) => unit.id));
  let number = units.length + 1;
  while (taken.has(`unit-${number}`)) number += 1;
  return `unit-${number}`;
}

type TTranslate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The ad units: each one's name, size, type, placement, slot ID and switch (disabled unless ads
 * are enabled), with Add (up to 12) and Remove. Field errors arrive by
 * the PUT's paths ("adUnits.2.slotId").
 */
export function AdUnitsEditor(props: {
  units: TAdUnit[];
  onChange: (units: TAdUnit[]) => void;
  isEnabled: boolean;
  isLocked: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslate;
  const id = useId();
  const { units, onChange, isLocked } = props;
  const canAdd = !isLocked && units.length < AD_UNITS_MAX;

  function update(index: number, patch: Partial<TAdUnit>) {
    onChange(units.map((unit, at) => (at === index ? { ...unit, ...patch } : unit)));
  }

  function add() {
    const number = units.length + 1;
    onChange([
      ...units,
      {
        id: nextUnitId(units),
        name: t("monetization.units.newName", { number }),
        size: "responsive",
        type: "responsive",
        placement: "content",
        enabled: true,
        slotId: "",
      },
    ]);
  }

  const listError = props.errors.adUnits;
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-gray-100 pt-5">
      <legend className="float-start w-full text-base font-semibold text-gray-900">
        {t("monetization.units.title")}
      </legend>
      <div className="clear-both flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-gray-700">{t("monetization.units.intro")}</p>
        <p className="text-sm text-gray-600 tabular-nums">
          {t("monetization.units.count", { count: units.length, max: AD_UNITS_MAX })}
        </p>
      </div>
      {listError ? (
        <p id={`${id}-list-error`} className="text-sm text-red-700">
          {translate(listError)}
        </p>
      ) : null}
      {units.length === 0 ? <p className="text-sm text-gray-700">{t("monetization.units.empty")}</p> : null}
      <ol className="space-y-4">
        {units.map((unit, index) => (
          <li key={index}>
            <AdUnitFields
              unit={unit}
              index={index}
              isEnabled={props.isEnabled}
              isLocked={isLocked}
              errors={props.errors}
              onChange={(patch) => update(index, patch)}
              onRemove={() => onChange(units.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t("monetization.units.add")}
        </Button>
        {units.length >= AD_UNITS_MAX ? (
          <p className="text-sm text-gray-700">{t("monetization.units.addLimit", { max: AD_UNITS_MAX })}</p>
        ) : null}
      </div>
    </fieldset>
  );
}

function AdUnitFields(props: {
  unit: TAdUnit;
  index: number;
  isEnabled: boolean;
  isLocked: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<TAdUnit>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslate;
  const id = useId();
  const { unit, index, isLocked } = props;
  const path = `adUnits.${index}`;
  const errorOf = (field: keyof TAdUnit) => props.errors[`${path}.${field}`];
  const title = t("monetization.units.unitLabel", { number: index + 1 });

  function control(field: "name" | "slotId" | "size" | "type" | "placement") {
    const error = errorOf(field);
    const hintId = field === "slotId" ? `${id}-${field}-hint` : null;
    return {
      id: `${id}-${field}`,
      name: `${path}.${field}`,
      disabled: isLocked,
      "aria-invalid": Boolean(error),
      "aria-describedby": [hintId, error ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined,
    };
  }

  function fieldError(field: keyof TAdUnit) {
    const error = errorOf(field);
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {translate(error)}
      </p>
    ) : null;
  }

  const select = <T extends string>(
    field: "size" | "type" | "placement",
    values: readonly T[],
    label: (value: T) => string,
  ) => (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-gray-900">
        {t(`monetization.units.${field}`)}
      </label>
      <select
        {...control(field)}
        value={unit[field]}
        onChange={(event) => props.onChange({ [field]: event.target.value })}
        className={cn(inputClasses, "pe-8")}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  );

  return (
    <fieldset
      className="min-w-0 rounded-xl border border-gray-200 p-4"
      aria-describedby={errorOf("id") ? `${id}-id-error` : undefined}
    >
      <legend id={`${id}-legend`} className="px-1 text-sm font-semibold text-gray-900">
        {title}
      </legend>
      {fieldError("id")}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="min-w-0 space-y-1.5">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-gray-900">
            {t("monetization.units.name")}
          </label>
          <input
            {...control("name")}
            type="text"
            value={unit.name}
            maxLength={AD_UNIT_NAME_MAX}
            autoComplete="off"
            onChange={(event) => props.onChange({ name: event.target.value })}
            className={inputClasses}
          />
          {fieldError("name")}
        </div>
        <div className="min-w-0 space-y-1.5">
          <label htmlFor={`${id}-slotId`} className="block text-sm font-medium text-gray-900">
            {t("monetization.units.slotId")}
          </label>
          <input
            {...control("slotId")}
            type="text"
            inputMode="numeric"
            value={unit.slotId}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onChange({ slotId: event.target.value })}
            className={inputClasses}
          />
          <p id={`${id}-slotId-hint`} className="text-sm text-gray-600">
            {t("monetization.units.slotIdHint")}
          </p>
          {fieldError("slotId")}
        </div>
        {select("size", AD_SIZES, (value) => t(`monetization.units.sizes.${value}`))}
        {select("type", AD_TYPES, (value) => t(`monetization.units.types.${value}`))}
        {select("placement", AD_PLACEMENTS, (value) => t(`monetization.units.placements.${value}`))}
        <div className="flex min-w-0 flex-wrap items-end justify-between gap-3">
          <div className="space-y-1.5">
            <span id={`${id}-enabled`} className="block text-sm font-medium text-gray-900">
              {t("monetization.units.enabled")}
            </span>
            <Switch
              isOn={unit.enabled}
              onChange={(enabled) => props.onChange({ enabled })}
              labelledBy={`${id}-enabled ${id}-legend`}
              describedBy={props.isEnabled ? undefined : `${id}-needs`}
              disabled={isLocked || !props.isEnabled}
            />
            {props.isEnabled ? null : (
              <p id={`${id}-needs`} className="text-sm text-gray-600">
                {t("monetization.settings.needsEnabled")}
              </p>
            )}
          </div>
          <Button
            variant="ghost"
            onClick={props.onRemove}
            disabled={isLocked}
            aria-label={t("monetization.units.removeLabel", { name: unit.name || title })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("monetization.units.remove")}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
