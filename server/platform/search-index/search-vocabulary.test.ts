import { describe, expect, it } from "vitest";
import { buildVocabulary, completeWord, correctWord, editDistance, trigramSimilarity } from "./search-vocabulary";

const vocabulary = buildVocabulary(
  Object.entries({
    react: 40,
    reach: 5,
    recruiter: 12,
    engineer: 90,
    engineering: 30,
    engine: 3,
    managing: 4,
    manager: 50,
    developer: 70,
    software: 60,
    nurse: 20,
    java: 15,
    javascript: 18,
    "node.js": 9,
    x: 1,
  }),
);

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions as one edit", () => {
    expect(editDistance("recat", "react", 2)).toBe(1);
    expect(editDistance("enginer", "engineer", 2)).toBe(1);
    expect(editDistance("nurse", "nurce", 2)).toBe(1);
    expect(editDistance("developr", "developer", 2)).toBe(1);
    expect(editDistance("abc", "abc", 2)).toBe(0);
  });

  it("stops counting past the limit", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("trigramSimilarity", () => {
  it("measures like pg_trgm", () => {
    // SELECT similarity('word', 'words') = 0.5714286 (4 shared of 7 distinct trigrams)
    expect(trigramSimilarity("word", "words")).toBeCloseTo(4 / 7);
    expect(trigramSimilarity("react", "react")).toBe(1);
  });
});

describe("correctWord", () => {
  it("corrects a transposition, a missing letter and a wrong letter", () => {
    expect(correctWord(vocabulary, "recat")).toBe("react");
    expect(correctWord(vocabulary, "enginer")).toBe("engineer");
    expect(correctWord(vocabulary, "nurce")).toBe("nurse");
    expect(correctWord(vocabulary, "sofware")).toBe("software");
  });

  it("leaves known words, beginnings of known words and short words alone", () => {
    expect(correctWord(vocabulary, "java")).toBeNull();
    expect(correctWord(vocabulary, "reac")).toBeNull();
    expect(correctWord(vocabulary, "javas")).toBeNull();
    expect(correctWord(vocabulary, "jav")).toBeNull();
  });

  it("answers null when nothing is close", () => {
    expect(correctWord(vocabulary, "xylophonist")).toBeNull();
    expect(correctWord(vocabulary, "zzzzz")).toBeNull();
  });

  it("keeps only plain words in the vocabulary", () => {
    expect(vocabulary.frequencies.has("node.js")).toBe(false);
    expect(vocabulary.frequencies.has("x")).toBe(false);
  });
});

describe("completeWord", () => {
  it("lists known words starting with the word, the most frequent first", () => {
    expect(completeWord(vocabulary, "engi")).toEqual(["engineer", "engineering", "engine"]);
    expect(completeWord(vocabulary, "managi")).toEqual(["managing"]);
    expect(completeWord(vocabulary, "engi", 1)).toEqual(["engineer"]);
  });

  it("needs three letters and leaves out the word itself", () => {
    expect(completeWord(vocabulary, "en")).toEqual([]);
    expect(completeWord(vocabulary, "nurse")).toEqual([]);
  });
});
