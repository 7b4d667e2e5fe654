import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "./files";

describe("fileNameFromContentDisposition", () => {
  it("reads plain, quoted and RFC 5987 names, preferring the latter", () => {
    expect(fileNameFromContentDisposition('attachment; filename="Jane_Doe_Resume.pdf"')).toBe("Jane_Doe_Resume.pdf");
    expect(fileNameFromContentDisposition("attachment; filename=resume.json")).toBe("resume.json");
    expect(
      fileNameFromContentDisposition(
        "attachment; filename=\"Resume.pdf\"; filename*=UTF-8''%D8%B3%D8%A7%D8%B1%D8%A9_Resume.pdf",
      ),
    ).toBe("سارة_Resume.pdf");
  });

  it("answers null without a name", () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition("attachment")).toBeNull();
  });
});
