import { describe, expect, it } from "vitest";
import { excerptOf } from "./send-message";

describe("excerptOf", () => {
  it("puts the text on one line and cuts it at the length with an ellipsis", () => {
    expect(excerptOf("  Hello\n\nthere  ", 200)).toBe("Hello there");
    expect(excerptOf("abcdefghij", 10)).toBe("abcdefghij");
    expect(excerptOf("abcde fghijk", 8)).toBe("abcde f…");
    expect(excerptOf("abcdef ghijk", 8)).toBe("abcdef…");
  });
});
