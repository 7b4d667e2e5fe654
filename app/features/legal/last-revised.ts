// The date both legal pages were last revised (ISO date). Change it whenever their text
// changes in substance; the pages format it for the reader's language.
export const LEGAL_LAST_REVISED = "2026-11-29";
