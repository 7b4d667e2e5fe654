// Countries in JSON Resume: it stores a country as an ISO 3166-1 alpha-2 code, we store free
// text, so the export and the import translate between codes and English names as Intl writes
// them.

let countryNames: Map<string, string> | undefined; // code -> English name
let countryCodes: Map<string, string> | undefined; // English name -> code

export function countryTables() {
  if (!countryNames || !countryCodes) {
    countryNames = new Map();
    countryCodes = new Map();
    const displayNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
    const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ", "XA", "XB"]);
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        // Retired codes ("DD" East Germany, "YU") are aliases of current ones: skip them.
        if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = displayNames.of(code);
        if (!name || name === code) continue;
        countryNames.set(code, name);
        if (!countryCodes.has(name)) countryCodes.set(name, code);
      }
    }
  }
  return { countryNames, countryCodes };
}
