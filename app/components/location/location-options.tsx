import { COUNTRY_NAMES } from "@common/locations";

// A form's country and city options: a placeholder that means none, then the choices.

/** The supported countries by name. */
export function CountryOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {COUNTRY_NAMES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}

/** A country's listed cities, already looked up by the form. */
export function ListedCityOptions({ placeholder, cities }: { placeholder: string; cities: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {cities.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
