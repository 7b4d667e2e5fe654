// The legal pages' shared texts, and the Privacy Policy (legal-privacy.ts) and Terms of Service
// (legal-terms.ts), one file per page. A section's body is a list of blocks: a string is a
// paragraph, { list } a bulleted list, { terms } a list of term/detail pairs. The revision date is
// not text: it is the constant LEGAL_LAST_REVISED, formatted for the reader's language.
import { privacy } from "./legal-privacy";
import { terms } from "./legal-terms";

export const legal = {
  legal: {
    lastRevised: "Last revised: <time>{{date}}</time>",
    contents: "Contents",
    backToTop: "Back to top",
    seeAlso: "See also:",
    privacy,
    terms,
  },
} as const;
