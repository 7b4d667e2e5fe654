import { useTranslation } from "react-i18next";
import { CityOptions as SharedCityOptions } from "~/components/location/city-options";
import { formatSalaryAmount } from "@common/jobs/format";
import { COMPANY_SIZE_FILTERS, WORK_TYPES } from "@common/jobs/schemas";
import { getCountry, parseSalaryBand, salaryBandsFor } from "@common/locations";

export interface TChoice {
  value: string;
  label: string;
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
  return <SharedCityOptions country={country} city={city} anyLabel={t("jobSearch.any")} />;
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

// Shared with the candidate directory's filters.
export { cityChoices } from "~/components/location/city-options";
export { ImmediateSelect } from "~/components/ui/immediate-select";
