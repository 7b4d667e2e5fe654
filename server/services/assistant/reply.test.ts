// The pieces every reply is made of: data text made plain, the built-in engine's pieces, and the
// job page a widget is open on.
import { describe, expect, it } from "vitest";
import { localizeReply } from "./localize-reply";
import { jobIdFromUrl } from "./match";
import { countryIn, listOf, PIECE_CHARS, pathWith, pieces, plain } from "./reply";

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

describe("listOf", () => {
  it("joins a list as the reply's language does", () => {
    expect(listOf("en", ["React", "SQL", "Go"])).toBe("React, SQL, and Go");
    expect(listOf("fr", ["React", "SQL", "Go"])).toBe("React, SQL et Go");
    expect(listOf("ar", ["React", "SQL", "Go"])).toBe("React وSQL وGo");
    expect(listOf("ar", ["React"])).toBe("React");
  });
});

describe("countryIn", () => {
  it("names a supported country in the reply's language, and keeps the site's English names", () => {
    expect(countryIn("ar", "Morocco")).toBe("المغرب");
    expect(countryIn("fr", "Germany")).toBe("Allemagne");
    expect(countryIn("en", "United States")).toBe("United States");
    expect(countryIn("fr", "Atlantis")).toBe("Atlantis");
  });
});

describe("localizeReply", () => {
  const reply = {
    text: "See [React, Dune](/jobs/3) or [all](/jobs?search=a) and [x](https://example.com/jobs).",
    suggestions: ["s"],
    actions: [{ type: "navigate" as const, label: "Jobs", path: "/jobs?search=a" }],
    data: { job: { title: "/jobs as a title", link: "/jobs/3" }, links: ["/", "/login"], searchLink: "/jobs" },
  };

  it("leads every link, button and link given to a model to the language's pages, and nothing else", () => {
    const arabic = localizeReply(reply, "ar");
    expect(arabic.text).toBe(
      "See [React, Dune](/ar/jobs/3) or [all](/ar/jobs?search=a) and [x](https://example.com/jobs).",
    );
    expect(arabic.actions[0].path).toBe("/ar/jobs?search=a");
    expect(arabic.data).toEqual({
      job: { title: "/jobs as a title", link: "/ar/jobs/3" },
      links: ["/ar", "/ar/login"],
      searchLink: "/ar/jobs",
    });
    expect(localizeReply(reply, "en")).toEqual(reply);
  });
});
