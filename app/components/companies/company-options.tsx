import { useTranslation } from "react-i18next";
import { COMPANY_SIZES, INDUSTRIES } from "@common/company";

// The options of the company forms' selects (sign-up and Settings > Company): a placeholder that
// means none, then the choices in their catalogue wording. Countries and cities are in
// components/location/location-options.tsx.

/** The 14 industries of sign-up. */
export function IndustryOptions({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{placeholder}</option>
      {INDUSTRIES.map((industry) => (
        <option key={industry} value={industry}>
          {t(`registerCompany.industries.${industry}`)}
        </option>
      ))}
    </>
  );
}

/** The company sizes of sign-up ("201-1000 employees"). */
export function CompanySizeOptions({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{placeholder}</option>
      {COMPANY_SIZES.map((size) => (
        <option key={size} value={size}>
          {t(`registerCompany.sizes.${size}`)}
        </option>
      ))}
    </>
  );
}
