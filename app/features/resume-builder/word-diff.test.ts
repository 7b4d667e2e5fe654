import { describe, expect, it } from "vitest";
import { tokenize, wordDiff, type TDiffPart } from "./word-diff";

const same = (text: string): TDiffPart => ({ kind: "same", text });
const removed = (text: string): TDiffPart => ({ kind: "removed", text });
const added = (text: string): TDiffPart => ({ kind: "added", text });

/** The two texts the parts stand for: each must come back whole. */
function sides(parts: TDiffPart[]) {
  return {
    before: parts
      .filter((part) => part.kind !== "added")
      .map((part) => part.text)
      .join(""),
    after: parts
      .filter((part) => part.kind !== "removed")
      .map((part) => part.text)
      .join(""),
  };
}

describe("tokenize", () => {
  it("keeps words, spaces, line breaks and punctuation apart, and every character", () => {
    const text = "Led a high-impact team; don't stop.\n- Cut 3.5s  off";
    expect(tokenize(text)).toEqual([
      "Led",
      " ",
      "a",
      " ",
      "high-impact",
      " ",
      "team",
      ";",
      " ",
      "don't",
      " ",
      "stop",
      ".",
      "\n",
      "-",
      " ",
      "Cut",
      " ",
      "3",
      ".",
      "5s",
      "  ",
      "off",
    ]);
    expect(tokenize(text).join("")).toBe(text);
  });

  it("reads Arabic words as words", () => {
    expect(tokenize("مطور أعمال")).toEqual(["مطور", " ", "أعمال"]);
  });
});

describe("wordDiff", () => {
  it("gives identical texts as one unchanged part", () => {
    expect(wordDiff("Led the checkout rewrite.", "Led the checkout rewrite.")).toEqual([
      same("Led the checkout rewrite."),
    ]);
  });

  it("gives nothing for two empty texts, and a whole addition or removal against an empty one", () => {
    expect(wordDiff("", "")).toEqual([]);
    expect(wordDiff("", "Managed a team")).toEqual([added("Managed a team")]);
    expect(wordDiff("Managed a team", "")).toEqual([removed("Managed a team")]);
  });

  it("marks inserted words", () => {
    expect(wordDiff("Managed a team of engineers", "Managed a team of 5 senior engineers")).toEqual([
      same("Managed a team of "),
      added("5 senior "),
      same("engineers"),
    ]);
  });

  it("marks deleted words", () => {
    expect(wordDiff("I really just helped to build the checkout", "I helped build the checkout")).toEqual([
      same("I "),
      removed("really just "),
      same("helped "),
      removed("to "),
      same("build the checkout"),
    ]);
  });

  it("shows a replaced phrase as one removal then one addition, not word by word", () => {
    expect(wordDiff("Responsible for managing a team of 5 engineers", "Managed a team of 5 engineers")).toEqual([
      removed("Responsible for managing"),
      added("Managed"),
      same(" a team of 5 engineers"),
    ]);
  });

  it("treats punctuation as its own token", () => {
    expect(wordDiff("Built the API, tests and docs", "Built the API; tests, docs.")).toEqual([
      same("Built the API"),
      removed(","),
      added(";"),
      same(" tests"),
      removed(" and"),
      added(","),
      same(" docs"),
      added("."),
    ]);
  });

  it("keeps changes on their own line across several lines", () => {
    const before = "- Responsible for managing a team of 5 engineers\n- Helped to build the Acme checkout";
    const after = "- Managed a team of 5 engineers\n- Built the Acme checkout";
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      same("- "),
      removed("Responsible for managing"),
      added("Managed"),
      same(" a team of 5 engineers\n- "),
      removed("Helped to build"),
      added("Built"),
      same(" the Acme checkout"),
    ]);
    expect(parts.every((part) => part.kind === "same" || !part.text.includes("\n"))).toBe(true);
  });

  it("notices a changed case or an added line", () => {
    expect(wordDiff("led the team", "Led the team\nShipped weekly")).toEqual([
      removed("led"),
      added("Led"),
      same(" the team"),
      added("\nShipped weekly"),
    ]);
  });

  it("always gives back both texts whole", () => {
    const pairs = [
      ["Worked on  many things, e.g. billing.", "Owned billing: invoices, refunds and taxes."],
      ["a b c d e f", "f e d c b a"],
      ["  leading space", "leading space  "],
      ["one\n\ntwo", "one\ntwo\n\nthree"],
      ["Café résumé naïve", "Cafe resume naive"],
    ];
    for (const [before, after] of pairs) expect(sides(wordDiff(before, after))).toEqual({ before, after });
  });

  it("shows a text too long to compare word by word as one removal and one addition", () => {
    const before = Array.from({ length: 2100 }, (_, index) => `a${index}`).join(" ");
    const after = Array.from({ length: 2100 }, (_, index) => `b${index}`).join(" ");
    expect(wordDiff(before, after)).toEqual([removed(before), added(after)]);
  });
});
