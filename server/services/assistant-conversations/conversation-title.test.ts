import { describe, expect, it } from "vitest";
import { CONVERSATION_TITLE_CHARS, conversationTitle } from "./conversation-title";

describe("a conversation's title", () => {
  it("is a short first message on one line, as it is", () => {
    expect(conversationTitle("  Find remote\n\nReact   jobs in Dubai ")).toBe("Find remote React jobs in Dubai");
  });

  it("cuts a long message at the last word that fits, without a trailing comma", () => {
    const message =
      "I am a nurse with ten years in intensive care, looking for a senior role, ideally in Dubai or Abu Dhabi, with visa support";
    const title = conversationTitle(message);
    expect(title).toBe("I am a nurse with ten years in intensive care, looking for a senior role…");
    expect(Array.from(title).length).toBeLessThanOrEqual(CONVERSATION_TITLE_CHARS + 1);
    expect(message.startsWith(title.slice(0, -1))).toBe(true);
  });

  it("cuts one very long word where the limit falls, never inside a character", () => {
    expect(conversationTitle("x".repeat(200))).toBe(`${"x".repeat(CONVERSATION_TITLE_CHARS)}…`);
    const title = conversationTitle("🙂".repeat(100));
    expect(Array.from(title)).toHaveLength(CONVERSATION_TITLE_CHARS + 1);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
