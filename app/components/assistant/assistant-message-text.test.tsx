import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { linkTarget, parseAssistantText } from "./assistant-markdown";
import { AssistantMessageText } from "./assistant-message-text";

/** The reply as the page renders it, inside a router (own paths are the router's links). */
function html(content: string) {
  const router = createMemoryRouter([{ path: "/", element: <AssistantMessageText content={content} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("an assistant reply's links", () => {
  it("makes our own paths router links and http(s) addresses links to a new tab", () => {
    const out = html("See [Frontend Engineer](/jobs/12-frontend-engineer) or [the guide](https://example.com/guide).");
    expect(out).toContain('href="/jobs/12-frontend-engineer"');
    expect(out).toMatch(/<a[^>]*href="https:\/\/example.com\/guide"[^>]*target="_blank"/);
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it("shows javascript:, data: and other-host links as the text typed, never as a link", () => {
    for (const target of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example/x",
      "/\\evil.example",
      "mailto:a@b.c",
    ]) {
      const out = html(`Click [here](${target})`);
      expect(out).not.toContain("<a");
      expect(out).not.toContain("href=");
      expect(out).toContain("[here]");
    }
    expect(linkTarget("JavaScript:alert(1)")).toBeNull();
    expect(linkTarget("HTTPS://example.com")).toBe("external");
    expect(linkTarget("/jobs?search=react")).toBe("own");
  });

  it("shows raw HTML as text: no element of it reaches the page", () => {
    const out = html('<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:x">y</a>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).not.toMatch(/<a /);
    expect(out).toContain("&lt;img src=x");
    expect(out).toContain("&lt;script&gt;");
  });
});

describe("an assistant reply's text", () => {
  it("keeps line breaks, bold and lists", () => {
    const out = html("**Top matches**\nthree jobs:\n\n- one **React**\n- two\n\n1. first\n2. second");
    expect(out).toContain("<strong>Top matches</strong><br/>three jobs:");
    expect(out).toMatch(/<ul[^>]*><li>one <strong>React<\/strong><\/li><li>two<\/li><\/ul>/);
    expect(out).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
  });

  it("reads a half-streamed reply without losing text", () => {
    expect(parseAssistantText("Here are **some")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Here are **some" }]] },
    ]);
    expect(parseAssistantText("[Frontend](/jobs/1")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "[Frontend](/jobs/1" }]] },
    ]);
    expect(parseAssistantText("")).toEqual([]);
  });
});
