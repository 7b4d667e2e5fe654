import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input } from "./input";

describe("Input's direction", () => {
  it("an e-mail, web address or phone field follows what is typed", () => {
    for (const type of ["email", "url", "tel"]) {
      expect(renderToString(<Input type={type} />)).toContain('dir="auto"');
    }
  });

  it("a text field keeps the page's direction, and a caller may set its own", () => {
    expect(renderToString(<Input type="text" />)).not.toContain("dir=");
    expect(renderToString(<Input />)).not.toContain("dir=");
    expect(renderToString(<Input type="url" dir="ltr" />)).toContain('dir="ltr"');
  });
});
