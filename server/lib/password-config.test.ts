// ADMIN_PASSWORD and DEMO_PASSWORD follow the password rule of every new
// password (decision 013), and the published demo password passes it.
import { describe, expect, it } from "vitest";
import { passwordProblem } from "@common/auth/password-policy";
import { DEFAULT_DEMO_PASSWORD } from "../db/seed/seed-demo";
import { ConfigError, parseEnv } from "./env";

function configProblem(env: Record<string, string>): string | undefined {
  try {
    parseEnv({ NODE_ENV: "test", ...env });
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

describe.each(["ADMIN_PASSWORD", "DEMO_PASSWORD"])("%s", (name) => {
  it("is refused at start-up when shorter than 8 characters, in words that name the rule", () => {
    expect(configProblem({ [name]: "abc123x" })).toContain(`${name}: Password must be at least 8 characters long`);
  });

  it("is refused when it is one of the 10,000 most common passwords", () => {
    expect(configProblem({ [name]: "Password1" })).toContain(
      `${name}: This password is one of the 10,000 most common passwords. Choose a less common one.`,
    );
  });

  it("is refused over 128 characters", () => {
    expect(configProblem({ [name]: "p".repeat(129) })).toContain(
      `${name}: Password must be at most 128 characters long`,
    );
  });

  it("is taken when it follows the rule", () => {
    expect(configProblem({ [name]: "a-long-enough-secret" })).toBeUndefined();
    expect(parseEnv({ [name]: "a-long-enough-secret" })[name as "ADMIN_PASSWORD"]).toBe("a-long-enough-secret");
  });
});

it("publishes a demo password that follows the rule", () => {
  expect(passwordProblem(DEFAULT_DEMO_PASSWORD)).toBeUndefined();
});
