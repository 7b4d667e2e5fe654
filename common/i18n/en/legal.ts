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
    // How the texts send readers to the operator ({{contact}} in the middle of a page, {{contactHere}}
    // in its Contact section): to the details Settings > General gives, shown in the Contact
    // section, once an address or e-mail is set.
    contactWays: {
      elsewhere: {
        withDetails: "contact us using the details under “Contact us” at the end of this page",
        without: "contact us through the contact details on this site",
      },
      here: {
        withDetails: "contact us using the details below",
        without: "contact us through the contact details on this site",
      },
    },
    governingLaw: {
      set: "the law of {{jurisdiction}}",
      unset: "the law of the place where the operator of Hirewise is established",
    },
    operator: {
      title: "Who runs this site",
      name: "Operator",
      address: "Postal address",
      email: "E-mail",
    },
    privacy,
    terms,
  },
} as const;
