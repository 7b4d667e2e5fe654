// The XML reader's rules: well-formed XML is read whole, anything else is an error with its line,
// and no entity is ever expanded.
import { describe, expect, test } from "vitest";
import { childNamed, readXml, textOf, XmlError } from "./xml-reader";

const fails = (xml: string) => {
  try {
    readXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlError);
    return (error as XmlError).reason;
  }
  throw new Error("expected an error");
};

describe("readXml", () => {
  test("reads elements, attributes, self-closing tags, CDATA, comments and instructions", () => {
    const root = readXml(
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE source>\n<source kind=\'feed\' v="a&amp;b"><!-- c --><job><title>A <![CDATA[<b>&amp;</b>]]> Z</title><empty/></job><?pi x?></source>\n',
    );
    expect(root.name).toBe("source");
    expect(root.attributes).toEqual({ kind: "feed", v: "a&b" });
    const job = childNamed(root, "job");
    expect(job && textOf(childNamed(job, "title")!)).toBe("A <b>&amp;</b> Z");
    expect(job && childNamed(job, "empty")?.children).toEqual([]);
  });

  test("a DOCTYPE naming an external DTD is read past, never fetched", () => {
    expect(readXml('<!DOCTYPE source SYSTEM "http://127.0.0.1/evil.dtd"><source/>').name).toBe("source");
  });

  test.each([
    ['<!DOCTYPE s [<!ENTITY x "y">]><s>&x;</s>'],
    ['<!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]><s>&x;</s>'],
    ['<!DOCTYPE s [<!ENTITY % p SYSTEM "http://example.com/p.dtd"> %p;]><s/>'],
  ])("refuses entity declarations: %s", (xml) => {
    expect(fails(xml)).toBe("entities");
  });

  test.each([
    ["<s><a></s>"],
    ["<s></s><t></t>"],
    ["text<s/>"],
    ["<s>&nbsp;</s>"],
    ["<s>& </s>"],
    ["<s>&#0;</s>"],
    ['<s a="1" a="2"/>'],
    ["<s a=1/>"],
    ["<s><!-- open</s>"],
    ["<s>"],
    [""],
  ])("refuses malformed XML: %s", (xml) => {
    expect(fails(xml)).toBe("malformed");
  });

  test("the error names the line", () => {
    const error = (() => {
      try {
        readXml("<s>\n<a>\n</b></s>");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(XmlError);
    expect(error).toMatchObject({ line: 3 });
  });
});
