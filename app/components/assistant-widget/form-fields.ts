// Which sample value "fill form" types into a field (placeholders for a name, an e-mail and a
// phone, never real data), read from what the field says it is: its autocomplete token first
// (the most precise: "organization" is a company's name, not a person's), then its type, then
// its name or id. Pure, so the rules are tested without a browser.

export type TSampleField = "fullName" | "firstName" | "lastName" | "email" | "phone";

export interface TFieldFacts {
  tagName: string;
  type: string;
  autocomplete: string;
  name: string;
  id: string;
}

/** The input types whose text "clear form" empties. */
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "password"]);

/** Whether "clear form" empties this field (text inputs and text areas; never a box or a choice). */
export function isTextField(field: Pick<TFieldFacts, "tagName" | "type">): boolean {
  const tag = field.tagName.toLowerCase();
  if (tag === "textarea") return true;
  return tag === "input" && TEXT_TYPES.has(field.type.toLowerCase() || "text");
}

const AUTOCOMPLETE_FIELDS: Record<string, TSampleField> = {
  name: "fullName",
  "given-name": "firstName",
  "family-name": "lastName",
  email: "email",
  tel: "phone",
  "tel-national": "phone",
};

/** The sample this field takes, or null when it is none of a name, an e-mail or a phone. */
export function sampleFieldFor(field: TFieldFacts): TSampleField | null {
  if (field.tagName.toLowerCase() !== "input") return null;
  const type = field.type.toLowerCase() || "text";
  if (!["text", "email", "tel"].includes(type)) return null;

  // "section-x shipping email" ends with the field's own token.
  const tokens = field.autocomplete.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const token = tokens.at(-1);
  if (token && token !== "on" && token !== "off") return AUTOCOMPLETE_FIELDS[token] ?? null;

  if (type === "email") return "email";
  if (type === "tel") return "phone";
  const label = `${field.name} ${field.id}`.toLowerCase();
  if (/e-?mail/.test(label)) return "email";
  if (/phone|mobile|\btel\b/.test(label)) return "phone";
  if (/first.?name|given.?name/.test(label)) return "firstName";
  if (/last.?name|family.?name|surname/.test(label)) return "lastName";
  if (/(^|[\s._-])(full.?)?name($|\s)/.test(label) && !/company|organi[sz]ation|business|job|title/.test(label)) {
    return "fullName";
  }
  return null;
}
