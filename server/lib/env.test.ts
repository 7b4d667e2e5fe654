// The AI layer's configuration: unset means the built-in engine; a set one is checked at start-up
// with a message naming the variable, and never echoes the key.
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("the AI settings", () => {
  it("default to the built-in engine and a budget of 500 calls a day", () => {
    const env = parseEnv({});
    expect(env.AI_BASE_URL).toBeUndefined();
    expect(env.AI_API_KEY).toBeUndefined();
    expect(env.AI_MODEL).toBeUndefined();
    expect(env.AI_DAILY_BUDGET).toBe(500);
  });

  it("take an OpenAI-compatible endpoint, its key, model and budget", () => {
    const env = parseEnv({
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_API_KEY: "sk-abc",
      AI_MODEL: "llama3.2",
      AI_DAILY_BUDGET: "50",
    });
    expect(env).toMatchObject({
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_API_KEY: "sk-abc",
      AI_MODEL: "llama3.2",
      AI_DAILY_BUDGET: 50,
    });
  });

  it("count empty variables as unset", () => {
    expect(parseEnv({ AI_BASE_URL: "", AI_MODEL: "", AI_DAILY_BUDGET: "" }).AI_DAILY_BUDGET).toBe(500);
  });

  it.each([
    [
      { AI_BASE_URL: "not an address", AI_MODEL: "m" },
      "AI_BASE_URL: must be an address such as https://api.openai.com/v1",
    ],
    [{ AI_BASE_URL: "ftp://example.com/v1", AI_MODEL: "m" }, "AI_BASE_URL: must start with http:// or https://"],
    [{ AI_BASE_URL: "localhost:11434", AI_MODEL: "m" }, "AI_BASE_URL: must start with http:// or https://"],
    [{ AI_DAILY_BUDGET: "0" }, "AI_DAILY_BUDGET: must be at least 1"],
    [{ AI_DAILY_BUDGET: "2.5" }, "AI_DAILY_BUDGET: must be a whole number"],
    [
      { AI_BASE_URL: "https://api.openai.com/v1", AI_API_KEY: "sk-secret-77" },
      "AI_MODEL: must be set when AI_BASE_URL is",
    ],
  ])("refuse %o with a message naming the variable", (source, message) => {
    let thrown: unknown;
    try {
      parseEnv(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(message);
    expect((thrown as Error).message).not.toContain("sk-secret-77");
  });
});
