// Mail clients and chat apps take a full stop or a comma right after an address into the link,
// so no text puts punctuation right after a value that can be a URL: a link anywhere, and in
// mail the place of a meeting, which is often a video link.
import { describe, expect, it } from "vitest";
import { en } from "./en/index";

const PUNCTUATION_AFTER = String.raw`\s*\}\}[.,;:!?)\]'"]`;
const LINK_VALUE = new RegExp(String.raw`\{\{\s*\w*(url|link)\w*` + PUNCTUATION_AFTER, "i");
const MAIL_PLACE_VALUE = new RegExp(String.raw`\{\{\s*\w*(url|link|location|place)\w*` + PUNCTUATION_AFTER, "i");
/** An address written out in the text, ending in punctuation ("such as https://example.org/v1."). */
const WRITTEN_URL = /https?:\/\/\S*[.,;:!?)\]'"](?=\s|$)/i;

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === "string") yield [path, node];
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) yield* texts(value, path ? `${path}.${key}` : key);
}

describe("texts with a value that can be a URL", () => {
  it("never put punctuation right after it", () => {
    const offenders = [...texts(en, "")]
      .filter(([key, text]) => (key.startsWith("mail.") ? MAIL_PLACE_VALUE : LINK_VALUE).test(text))
      .map(([key]) => key);
    expect(offenders).toEqual([]);
  });

  it("never put punctuation right after an address written out", () => {
    expect(WRITTEN_URL.test("such as https://api.example.org/v1.")).toBe(true);
    expect(WRITTEN_URL.test("at https://example.org/a.b/c or later")).toBe(false);
    const offenders = [...texts(en, "")].filter(([, text]) => WRITTEN_URL.test(text)).map(([key]) => key);
    expect(offenders).toEqual([]);
  });

  it("include the interview invitation, whose place may be a video link", () => {
    expect(en.mail.interviewScheduled.intro).toContain("{{location}}");
  });
});
