// Salaries are stored in the job's own currency and, for filtering and sorting across countries
// and for JobPosting structured data ("salaries in USD per year"), also
// normalised to US dollars with this table.
//
// A fixed, dated table, not a live feed: rough mid-market rates for mid-2026, rounded. The Gulf
// currencies and the Jordanian dinar are pegged to the dollar and use their official pegs
// (AED 3.6725, SAR 3.75, QAR 3.64, BHD 0.376, OMR 0.3845, JOD 0.709 per USD); the Lebanese pound
// uses the Banque du Liban rate of 89,500 per USD; the other floating currencies are rounded from
// central-bank reference rates (ECB euro reference rates and the national central banks). Update
// the whole table and EXCHANGE_RATES_AS_OF together; stored *_usd columns keep the rate of the
// day the job was saved.
export const EXCHANGE_RATES_AS_OF = "2026-06-01";

/** US dollars per one unit of each currency a job can be posted in. */
export const USD_PER_UNIT = {
  USD: 1,
  CAD: 0.73,
  GBP: 1.35,
  EUR: 1.16,
  AUD: 0.66,
  SEK: 0.105,
  SGD: 0.78,
  JPY: 0.0068,
  INR: 0.0116,
  BRL: 0.18,
  AED: 1 / 3.6725,
  SAR: 1 / 3.75,
  QAR: 1 / 3.64,
  KWD: 3.26,
  BHD: 1 / 0.376,
  OMR: 1 / 0.3845,
  JOD: 1 / 0.709,
  LBP: 1 / 89_500,
  EGP: 0.0204,
  MAD: 0.108,
  TND: 0.34,
  DZD: 0.0076,
} as const satisfies Record<string, number>;

export type TCurrencyCode = keyof typeof USD_PER_UNIT;

export function isCurrencyCode(value: string): value is TCurrencyCode {
  return Object.hasOwn(USD_PER_UNIT, value);
}

/** An amount in whole US dollars (rounded); throws for a currency the table does not know. */
export function toUsd(amount: number, currency: string): number {
  if (!isCurrencyCode(currency)) throw new Error(`No exchange rate for currency "${currency}"`);
  return Math.round(amount * USD_PER_UNIT[currency]);
}
