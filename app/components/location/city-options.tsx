import { citiesFor } from "@common/locations";

/**
 * The cities offered for a country, plus the current city when a link named
 * one the list lacks, so the control always shows what filters the results.
 */
export function cityChoices(country: string | undefined, city: string | undefined): string[] {
  const cities = [...citiesFor(country)];
  if (city && !cities.includes(city)) cities.push(city);
  return cities;
}

/** The "any" choice and the country's cities, as a select's options. */
export function CityOptions({
  country,
  city,
  anyLabel,
}: {
  country: string | undefined;
  city: string | undefined;
  anyLabel: string;
}) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {cityChoices(country, city).map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
