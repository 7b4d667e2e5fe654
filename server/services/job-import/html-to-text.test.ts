import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@common/jobs/posting";
import { htmlToText } from "./html-to-text";

describe("a source's description as plain text", () => {
  it("makes paragraphs of blocks and lines of list items and line breaks, decoding entities", () => {
    const description = htmlToText(
      "<h2>About&nbsp;us</h2><p>We build <b>bridges</b> &amp; roads.<br>Since 1990.</p><ul><li>5 years of <i>C#</i></li><li> SQL </li></ul>",
    );
    expect(description).toBe("About us\n\nWe build bridges & roads.\nSince 1990.\n\n• 5 years of C#\n• SQL");
  });

  it("drops scripts, styles and frames with their content, and reads markup escaped once", () => {
    const hostile =
      '<p>Hello</p><script>alert("x")</script><style>p{}</style><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>';
    expect(htmlToText(hostile)).toBe("Hello");
    const escaped = "&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;";
    expect(htmlToText(escaped)).toBe("Hello & welcome");
  });

  it("keeps plain text's own lines and removes control characters", () => {
    expect(htmlToText("First line\nsecond   line\n\nNew paragraph\u0000 &amp; more")).toBe(
      "First line\nsecond line\n\nNew paragraph & more",
    );
  });

  it("shortens a long description at a word boundary", () => {
    const description = htmlToText(`<p>${"word ".repeat(5000)}</p>`);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.endsWith("word…")).toBe(true);
  });
});
