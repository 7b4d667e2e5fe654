import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("keeps plain text as one part", () => {
    expect(linkify("Hello there")).toEqual([{ text: "Hello there" }]);
    expect(linkify("")).toEqual([]);
  });

  it("turns http and https addresses into links, leaving sentence punctuation outside", () => {
    expect(linkify("See https://example.com/jobs?id=1. Or http://a.example (ours).")).toEqual([
      { text: "See " },
      { href: "https://example.com/jobs?id=1", text: "https://example.com/jobs?id=1" },
      { text: ". Or " },
      { href: "http://a.example/", text: "http://a.example" },
      { text: " (ours)." },
    ]);
    expect(linkify("HTTPS://EXAMPLE.COM")).toEqual([{ href: "https://example.com/", text: "HTTPS://EXAMPLE.COM" }]);
  });

  it("never makes javascript:, data: or HTML live", () => {
    for (const text of [
      "javascript:alert(1)",
      'click <a href="javascript:alert(1)">here</a>',
      "data:text/html,<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "ftp://example.com/file",
    ]) {
      expect(linkify(text)).toEqual([{ text }]);
    }
  });

  it("links only the web address inside markup, up to the quote", () => {
    expect(linkify('<a href="https://example.com">x</a>')).toEqual([
      { text: '<a href="' },
      { href: "https://example.com/", text: "https://example.com" },
      { text: '">x</a>' },
    ]);
  });

  it("leaves an address without a host as text", () => {
    expect(linkify("http:// nothing")).toEqual([{ text: "http:// nothing" }]);
  });
});
