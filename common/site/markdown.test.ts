// Content pages' Markdown rendered safely: hostile input never yields a script, an event handler
// attribute or a dangerous address; allowed links and images keep working.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { EXTERNAL_LINK_REL, isAllowedImageSource, linkKind, renderMarkdown } from "./markdown";

const SAFE_HREF = /^(https?:\/\/[^/\\]|mailto:|\/(?![/\\]))/i;

/** Every element of the output checked: no script, no on* attribute, no unsafe href or src. */
function expectHarmless(html: string): HTMLElement {
  const root = parse(html);
  expect(root.querySelectorAll("script, iframe, object, embed, style, svg, form")).toHaveLength(0);
  for (const element of root.querySelectorAll("*")) {
    for (const [name, value] of Object.entries(element.attributes)) {
      expect(name.toLowerCase().startsWith("on"), `${name} in ${html}`).toBe(false);
      if (name === "href") expect(value, html).toMatch(SAFE_HREF);
      if (name === "src") expect(isAllowedImageSource(value), `${value} in ${html}`).toBe(true);
      expect(name, html).not.toBe("style");
    }
  }
  return root;
}

describe("renderMarkdown", () => {
  it("renders headings one level down (the page's title is its h1), lists, tables and quotes", () => {
    const root = expectHarmless(
      renderMarkdown(
        "# Contact\n\n## Hours\n\n- one\n- two\n\n> said\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n**bold** _it_",
      ),
    );
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("h2")?.text).toBe("Contact");
    expect(root.querySelector("h3")?.text).toBe("Hours");
    expect(root.querySelectorAll("li")).toHaveLength(2);
    expect(root.querySelector("blockquote")?.text.trim()).toBe("said");
    expect(root.querySelectorAll("td").map((cell) => cell.text)).toEqual(["1", "2"]);
    expect(root.querySelector("strong")?.text).toBe("bold");
  });

  it("shows raw HTML as text: script, img onerror, a raw <a href>, an iframe", () => {
    const source = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">raw</a>',
      '<iframe src="https://evil.example"></iframe>',
      "<svg onload=alert(1)>",
    ].join("\n\n");
    const root = expectHarmless(renderMarkdown(source));
    expect(root.querySelectorAll("img")).toHaveLength(0);
    // The iframe's address is plain text, which links itself like any address in the text.
    expect(root.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual(["https://evil.example"]);
    expect(root.text).toContain("<script>alert(1)</script>");
  });

  it("keeps only the text of a link to a dangerous or foreign scheme, whatever its case or encoding", () => {
    const hostile = [
      "[a](javascript:alert(1))",
      "[b](JAVASCRIPT:alert(1))",
      "[c](JaVaScRiPt:alert(1))",
      "[d](&#106;avascript:alert(1))",
      "[e](&#x6A;avascript&colon;alert(1))",
      "[f](java\tscript:alert(1))",
      "[g](vbscript:msgbox(1))",
      "[h](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "[i](file:///etc/passwd)",
      "[j](//evil.com)",
      "[k](/\\evil.com)",
      "[l](relative/path)",
      "[m]( javascript:alert(1))",
      "<javascript:alert(1)>",
      "<data:text/html,x>",
      "[n][ref]\n\n[ref]: javascript:alert(1)",
    ];
    for (const source of hostile) {
      const root = expectHarmless(renderMarkdown(source));
      expect(root.querySelectorAll("a"), source).toHaveLength(0);
    }
    expect(parse(renderMarkdown("[Click me](javascript:alert(1))")).text.trim()).toBe("Click me");
  });

  it("links http(s), mailto and our own paths; a link off the site gets rel noopener noreferrer nofollow", () => {
    const root = expectHarmless(
      renderMarkdown(
        "[jobs](/jobs) [ext](https://example.com/a?b=1) [plain](http://example.org) [mail](mailto:hello@example.com) https://auto.example <https://angle.example>",
      ),
    );
    const links = root.querySelectorAll("a").map((a) => [a.getAttribute("href"), a.getAttribute("rel") ?? null]);
    expect(links).toEqual([
      ["/jobs", null],
      ["https://example.com/a?b=1", EXTERNAL_LINK_REL],
      ["http://example.org", EXTERNAL_LINK_REL],
      ["mailto:hello@example.com", null],
      ["https://auto.example", EXTERNAL_LINK_REL],
      ["https://angle.example", EXTERNAL_LINK_REL],
    ]);
    expect(root.querySelectorAll("a[target]")).toHaveLength(0);
  });

  it("shows images from our uploads or https only; any other source becomes its alt text", () => {
    const sha = "a".repeat(64);
    const root = expectHarmless(
      renderMarkdown(
        `![ours](/uploads/${sha}.png) ![cdn](https://cdn.example/x.png) ![d](data:image/png;base64,AAAA) ![h](http://plain.example/x.png) ![j](javascript:alert(1)) ![p](//evil.com/x.png) ![o](/jobs.png)`,
      ),
    );
    expect(root.querySelectorAll("img").map((img) => img.getAttribute("src"))).toEqual([
      `/uploads/${sha}.png`,
      "https://cdn.example/x.png",
    ]);
    expect(root.text).toContain("d h j p o");
  });

  it("escapes quotes and entities in text, titles and alt texts", () => {
    const root = expectHarmless(
      renderMarkdown(
        '[x](/jobs "a\\" onmouseover=\\"alert(1)") ![a" onerror="x](/uploads/y.png) &lt;script&gt; &#60;b&#62;',
      ),
    );
    expect(root.querySelector("a")?.getAttribute("title")).toBe('a" onmouseover="alert(1)');
    expect(root.querySelector("img")?.getAttribute("alt")).toBe('a" onerror="x');
  });
});

describe("linkKind", () => {
  it("names what an href is", () => {
    expect(linkKind("/pages/about")).toBe("own");
    expect(linkKind("https://x.example")).toBe("external");
    expect(linkKind("mailto:a@b.example")).toBe("mail");
    expect(linkKind("//x.example")).toBeNull();
    expect(linkKind("/%5Cx.example")).toBeNull();
    expect(linkKind("javascript:alert(1)")).toBeNull();
    expect(linkKind("https://")).toBeNull();
  });
});
