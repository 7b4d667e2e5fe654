// The pieces every reply is made of: data text made plain, the built-in engine's pieces, and the
// job page a widget is open on.
import { describe, expect, it } from "vitest";
import { jobIdFromUrl } from "./match";
import { PIECE_CHARS, pathWith, pieces, plain } from "./reply";

describe("plain", () => {
  it("keeps no tag, angle bracket or Markdown link of a user's text", () => {
    expect(plain('<img src=x onerror="alert(1)">Senior <b>Dev</b>')).toBe("Senior Dev");
    expect(plain("[Click me](javascript:alert(1)) a < b > c")).toBe("(Click me)(javascript:alert(1)) a b c");
    expect(plain("  two\n\nlines\t here ")).toBe("two lines here");
  });

  it("shortens a long value with an ellipsis", () => {
    const text = plain("word ".repeat(50), 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith("…")).toBe(true);
  });
});

describe("pieces", () => {
  it("cuts a reply at spaces, sentence ends and line breaks, and together they are the reply", () => {
    const text = "Hello there! Here are the jobs:\n- [React Developer, Dune Labs (Dubai)](/jobs/1)\n\nSee all of them.";
    const cut = [...pieces(text)];
    expect(cut.join("")).toBe(text);
    expect(cut[0]).toBe("Hello there! ");
    expect(cut.length).toBeGreaterThan(3);
    expect(cut.every((piece) => piece.length < PIECE_CHARS * 2)).toBe(true);
  });

  it("yields nothing for an empty reply", () => {
    expect([...pieces("")]).toEqual([]);
  });
});

describe("pathWith", () => {
  it("leaves out empty values and encodes the rest", () => {
    expect(pathWith("/jobs", { search: "c++ & go", country: undefined, city: "" })).toBe("/jobs?search=c%2B%2B+%26+go");
    expect(pathWith("/jobs", {})).toBe("/jobs");
  });
});

describe("jobIdFromUrl", () => {
  it("reads a job page's id from a path or an address, with or without a slug", () => {
    expect(jobIdFromUrl("/jobs/12")).toBe(12);
    expect(jobIdFromUrl("https://hirewise.example/jobs/12-react-developer?from=search")).toBe(12);
    expect(jobIdFromUrl("/jobs/12/")).toBe(12);
  });

  it("answers null for any other page or a number that is no id", () => {
    for (const url of [
      undefined,
      "",
      "/jobs",
      "/jobs?search=12",
      "/companies/12",
      "/jobs/0",
      "/jobs/99999999999",
      "::",
    ]) {
      expect(jobIdFromUrl(url), String(url)).toBeNull();
    }
  });
});
