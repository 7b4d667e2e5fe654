import { describe, expect, it } from "vitest";
import { parseTsQuery } from "./tsquery-tree";

const word = (lexeme: string, isPrefix = false) => ({ kind: "word", lexeme, isPrefix, hasWeights: false });

describe("parseTsQuery", () => {
  it("reads PostgreSQL's text form with its operators' binding", () => {
    expect(parseTsQuery("( 'a1' | 'b2':* ) & !'c3' & !( 'd4' <-> 'e5' ) | 'f6'")).toEqual({
      kind: "or",
      left: {
        kind: "and",
        left: {
          kind: "and",
          left: { kind: "or", left: word("a1"), right: word("b2", true) },
          right: { kind: "not", child: word("c3") },
        },
        right: { kind: "not", child: { kind: "phrase", distance: 1, left: word("d4"), right: word("e5") } },
      },
      right: word("f6"),
    });
  });

  it("keeps phrase distances, weights and quoted quotes and backslashes", () => {
    expect(parseTsQuery("'head' <2> 'sale'")).toEqual({
      kind: "phrase",
      distance: 2,
      left: word("head"),
      right: word("sale"),
    });
    expect(parseTsQuery("'o''neil':AB*")).toEqual({ kind: "word", lexeme: "o'neil", isPrefix: true, hasWeights: true });
    expect(parseTsQuery("'a\\\\b'")).toEqual(word("a\\b"));
  });

  it("gives null for an empty query and refuses what is not a tsquery", () => {
    expect(parseTsQuery("")).toBeNull();
    expect(() => parseTsQuery("'a' &")).toThrow();
    expect(() => parseTsQuery("( 'a'")).toThrow();
    expect(() => parseTsQuery("a")).toThrow();
  });
});
