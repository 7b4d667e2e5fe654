// A company's public page lives at /companies/{id}-{slug}: the id finds it, the slug (from its
// current name) reads well and changes with a rename; any other slug answers 308 to this one.

const SLUG_MAX = 60;

/** The name in lower case, letters and digits of any script, words joined by "-"; "company" for none. */
export function companySlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return slug || "company";
}

/** The page's path, its slug percent-encoded. */
export function companyPath(company: { id: number; name: string }): string {
  return `/companies/${company.id}-${encodeURIComponent(companySlug(company.name))}`;
}

/** The id a page parameter ("12-acme-corp", "12") names, or null when it names none. */
export function companyIdFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}
