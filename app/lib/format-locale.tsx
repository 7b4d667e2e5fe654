// The Intl locale a page formats its numbers and dates in: the page's language with the digits
// the signed-in account reads (decision 041; the root loader passes them, Latin for a visitor).
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { setNumberDigits } from "@common/i18n";
import { intlLocale, type TDigits } from "@common/i18n/formats";

const DigitsContext = createContext<TDigits>("latn");

/** Gives the page its digits; a change (saved in Settings) reaches the catalogue's numbers at once. */
export function DigitsProvider({ digits, children }: { digits: TDigits; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  setNumberDigits(i18n, digits);
  return <DigitsContext value={digits}>{children}</DigitsContext>;
}

/** The locale to hand to common/i18n/formats.ts ("en", "fr", "ar-u-nu-latn", "ar-u-nu-arab"). */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language, useContext(DigitsContext));
}
