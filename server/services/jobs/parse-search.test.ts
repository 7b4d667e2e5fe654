import { describe, expect, it } from "vitest";
import {
  correctableWords,
  MAX_SEARCH_TERMS,
  parseSearch,
  sanitizeWord,
  toExcludedTsQueryText,
  toTsQueryText,
} from "./parse-search";

const compile = (text: string, options?: Parameters<typeof toTsQueryText>[1]) =>
  toTsQueryText(parseSearch(text), options);

describe("parseSearch", () => {
  it("splits words, quoted phrases and exclusions", () => {
    expect(parseSearch('React  "product manager" -java -"call centre"').terms).toEqual([
      { words: ["react"], isPhrase: false, isExcluded: false },
      { words: ["product", "manager"], isPhrase: true, isExcluded: false },
      { words: ["java"], isPhrase: false, isExcluded: true },
      { words: ["call", "centre"], isPhrase: true, isExcluded: true },
    ]);
  });

  it("runs an unbalanced quote to the end of the text", () => {
    expect(parseSearch('senior "product manager').terms).toEqual([
      { words: ["senior"], isPhrase: false, isExcluded: false },
      { words: ["product", "manager"], isPhrase: true, isExcluded: false },
    ]);
    expect(parseSearch('"').terms).toEqual([]);
  });

  it("reads typographic quotes as quotes and a one-word phrase as a word", () => {
    expect(parseSearch("“data”").terms).toEqual([{ words: ["data"], isPhrase: false, isExcluded: false }]);
  });

  it("keeps hyphens inside words and reads a lone hyphen as nothing", () => {
    expect(parseSearch("e-commerce - full-time").terms.map((term) => term.words[0])).toEqual([
      "e-commerce",
      "full-time",
    ]);
  });

  it("turns tsquery syntax into word separators", () => {
    expect(compile("react&node")).toBe("react & node");
    expect(compile("a & b | !c :* (d) <-> e <2> f\\ 'g'")).toBe("a & b & c & d & e & 2 & f & g");
    expect(compile("&|!():*<>\\'")).toBe("");
    expect(compile("react:*A")).toBe("react & a");
  });

  it("drops control characters, NUL and lone surrogates", () => {
    expect(compile("re\u0000act\u0007 dev\uD800")).toBe("re & act & dev");
  });

  it("drops duplicates and caps the number of terms and the length", () => {
    expect(compile("react react React")).toBe("react");
    const many = Array.from({ length: 40 }, (_, index) => `w${index}`).join(" ");
    expect(parseSearch(many).terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(parseSearch("x".repeat(10_000)).terms[0].words[0]).toHaveLength(200);
  });

  it("keeps letters of every script, in the spelling of the stored search text", () => {
    expect(compile("Ingénieur مُهَنْدِس 工程师")).toBe("ingenieur & مهندس & 工程师");
  });

  it("reads technical names as words of their own", () => {
    expect(compile("c++ C# f# .NET node.js")).toBe("cplusplus & csharp & fsharp & dotnet & nodejs");
    expect(compile("-c++ developer")).toBe("!cplusplus & developer");
  });

  it("reads a word that the spelling splits as a phrase", () => {
    expect(parseSearch("asp.net -c#/.net").terms).toEqual([
      { words: ["asp", "dotnet"], isPhrase: true, isExcluded: false },
      { words: ["csharp", "dotnet"], isPhrase: true, isExcluded: true },
    ]);
    expect(compile("asp.net")).toBe("(asp <-> dotnet)");
  });
});

describe("toTsQueryText", () => {
  it("joins terms with AND, phrases with FOLLOWED BY, exclusions with NOT", () => {
    expect(compile('react "product manager" -java -"call centre"')).toBe(
      "react & (product <-> manager) & !java & !(call <-> centre)",
    );
  });

  it("leaves out exclusions for the title query", () => {
    expect(compile("react -java", { positiveOnly: true })).toBe("react");
  });

  it("adds prefixes and alternatives to plain words only", () => {
    const alternatives = new Map([
      ["recat", ["react"]],
      ["managi", ["managing", "manager"]],
    ]);
    expect(compile('recat managi go "product manager" -java e-commerce', { isPrefix: true, alternatives })).toBe(
      "(recat | recat:* | react) & (managi | managi:* | managing | manager) & go & (product <-> manager) & !java & e-commerce",
    );
  });

  it("never lets an alternative carry syntax", () => {
    const alternatives = new Map([["react", ["x & !y", "re:act"]]]);
    expect(compile("react", { alternatives })).toBe("react");
  });
});

describe("toExcludedTsQueryText", () => {
  it("matches any excluded term", () => {
    expect(toExcludedTsQueryText(parseSearch('react -java -"call centre"'))).toBe("java | (call <-> centre)");
    expect(toExcludedTsQueryText(parseSearch("react"))).toBe("");
  });
});

describe("sanitizeWord", () => {
  it("strips syntax and answers null when nothing searchable is left", () => {
    expect(sanitizeWord("--java")).toBe("java");
    expect(sanitizeWord("c++")).toBe("c++");
    expect(sanitizeWord("...")).toBeNull();
    expect(sanitizeWord("'")).toBeNull();
  });
});

describe("correctableWords", () => {
  it("lists positive plain words", () => {
    expect(correctableWords(parseSearch('recat "product manager" -java e-commerce enginer'))).toEqual([
      "recat",
      "enginer",
    ]);
  });

  it("leaves out technical names, which are never completed or corrected", () => {
    expect(correctableWords(parseSearch("node.js asp.net c# f# c++ csharp recat"))).toEqual(["recat"]);
  });
});
