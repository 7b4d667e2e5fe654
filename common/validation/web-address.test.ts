import { describe, expect, it } from "vitest";
import { normaliseWebAddress, optionalWebAddress } from "./web-address";

describe("web addresses as people type them", () => {
  it.each([
    ["github.com/sam", "https://github.com/sam"],
    ["  www.linkedin.com/in/sam/  ", "https://www.linkedin.com/in/sam/"],
    ["sam.dev", "https://sam.dev"],
    ["//sam.dev/work", "https://sam.dev/work"],
    ["example.com:8080/cv", "https://example.com:8080/cv"],
    ["https://github.com/sam", "https://github.com/sam"],
    ["HTTP://Sam.Example.org?x=1#top", "HTTP://Sam.Example.org?x=1#top"],
    ["bücher.de", "https://bücher.de"],
    ["203.0.113.7/cv", "https://203.0.113.7/cv"],
  ])("reads %j as %j", (typed, address) => {
    expect(normaliseWebAddress(typed)).toBe(address);
  });

  it.each([
    "sam",
    "not a url",
    "github com/sam",
    "mailto:sam@example.com",
    "javascript:alert(1)",
    "ftp://files.example.com",
    "https://",
    "https://localhost",
    "https://-sam-.dev",
    "https://sam.d3v",
    "https://user:pass@example.com",
    "999.1.1.1",
  ])("refuses %j", (typed) => {
    expect(normaliseWebAddress(typed)).toBeNull();
  });

  it("is optional, adds the scheme and names what is wrong with a catalogue key", () => {
    const schema = optionalWebAddress(30);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("   ")).toBeUndefined();
    expect(schema.parse("github.com/sam")).toBe("https://github.com/sam");
    expect(schema.safeParse("sam").error?.issues[0].message).toBe("validation.invalidUrl");
    expect(schema.safeParse(42).error?.issues[0].message).toBe("validation.invalidUrl");
    // Too long once "https://" is added.
    expect(schema.safeParse("a-rather-long-name.example.com").error?.issues[0].message).toBe("validation.tooLong");
    expect(schema.safeParse("x".repeat(31)).error?.issues[0].message).toBe("validation.tooLong");
  });
});
