import { useTranslation } from "react-i18next";
import { inputClasses } from "~/components/ui/input";
import { formatSalaryAmount } from "@common/jobs/format";
import { COMPANY_SIZE_FILTERS, WORK_TYPES } from "@common/jobs/schemas";
import { citiesFor, getCountry, parseSalaryBand, salaryBandsFor } from "@common/locations";
import { useImmediateValue } from "./use-immediate-value";

export interface TChoice {
  value: string;
  label: string;
}

/**
 * The cities offered for a country, plus the current city when a link named
 * one the list lacks, so the control always shows what filters the results.
 */
export function cityChoices(country: string | undefined, city: string | undefined): string[] {
  const cities = [...citiesFor(country)];
  if (city && !cities.includes(city)) cities.push(city);
  return cities;
}

/**
 * The country's salary bands (the United States bands when no country is chosen), plus the
 * current range when a link carried one that is not a band, written in the same notation.
 */
export function salaryChoices(country: string | undefined, salaryRange: string | undefined): TChoice[] {
  const bands = salaryBandsFor(country).map((band) => ({ value: band.value, label: band.label }));
  const custom = parseSalaryBand(salaryRange);
  if (salaryRange && custom && !bands.some((band) => band.value === salaryRange)) {
    const currency = getCountry(country)?.currency ?? "USD";
    const format = (amount: number) => formatSalaryAmount(amount, currency);
    bands.push({
      value: salaryRange,
      label: custom.max === null ? `${format(custom.min)}+` : `${format(custom.min)} - ${format(custom.max)}`,
    });
  }
  return bands;
}

export function CityOptions({ country, city }: { country: string | undefined; city: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("jobSearch.any")}</option>
      {cityChoices(country, city).map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}

export function WorkTypeOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("jobSearch.any")}</option>
      {WORK_TYPES.map((workType) => (
        <option key={workType} value={workType}>
          {t(`jobs.workType.${workType}`)}
        </option>
      ))}
    </>
  );
}

export function SalaryBandOptions({ country, salaryRange }: { country?: string; salaryRange?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("jobSearch.any")}</option>
      {salaryChoices(country, salaryRange).map((band) => (
        <option key={band.value} value={band.value}>
          {band.label}
        </option>
      ))}
    </>
  );
}

export function useWorkTypeChoices(): TChoice[] {
  const { t } = useTranslation();
  return [
    { value: "", label: t("jobSearch.any") },
    ...WORK_TYPES.map((workType) => ({ value: workType, label: t(`jobs.workType.${workType}`) })),
  ];
}

export function useCompanySizeChoices(): TChoice[] {
  const { t } = useTranslation();
  return [
    { value: "", label: t("jobSearch.any") },
    ...COMPANY_SIZE_FILTERS.map((size) => ({ value: size, label: t(`jobSearch.filters.companySizes.${size}`) })),
  ];
}

/**
 * A select bound to the search in the URL: a pick applies at once (a client navigation), and
 * the select shows the pick meanwhile. The top bar and the sidebar both use it, so they never
 * show different values.
 */
export function ImmediateSelect({
  value,
  onPick,
  ...props
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string;
  onPick: (value: string) => void;
}) {
  const [shown, show] = useImmediateValue(value);
  return (
    <select
      {...props}
      value={shown}
      onChange={(event) => {
        show(event.target.value);
        onPick(event.target.value);
      }}
      className={inputClasses}
    />
  );
}
