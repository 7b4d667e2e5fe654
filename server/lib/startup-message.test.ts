import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestDatabase, testEnv } from "../test/test-app";
import { createLogger } from "./logger";
import { uniqueEmail } from "../test/factories";
import { startupMessage } from "./startup-message";

const logger = createLogger("silent");

describe("the start-up message for a person", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("gives the address to open, and no sign-ins without demo data", async () => {
    await database.db
      .insert(users)
      .values({ email: uniqueEmail(), firstName: "Test", passwordHash: "x", userType: "jobseeker" });
    const message = await startupMessage({ db: database.db, logger, env: testEnv({ PORT: "3000" }) }, 3000);
    expect(message).toBe("Hirewise is running at http://localhost:3000");
  });

  it("names the host it listens on when that is not this machine's every address", async () => {
    const message = await startupMessage({ db: database.db, logger, env: testEnv({ HOST: "10.0.0.7" }) }, 8080);
    expect(message).toBe("Hirewise is running at http://10.0.0.7:8080");
  });

  it("adds a job seeker's and a company's demo sign-in with the password when there is demo data", async () => {
    await database.db.insert(users).values([
      { email: "ana.lima@example.com", firstName: "Test", passwordHash: "x", userType: "jobseeker", isDemo: true },
      {
        email: "talent@olive-grove.example.com",
        firstName: "Test",
        passwordHash: "x",
        userType: "company",
        isDemo: true,
      },
      {
        email: "talent@north-wind.example.com",
        firstName: "Test",
        passwordHash: "x",
        userType: "company",
        isDemo: true,
      },
    ]);
    expect(await startupMessage({ db: database.db, logger, env: testEnv() }, 3000)).toBe(
      [
        "Hirewise is running at http://localhost:3000",
        'Demo sign-ins, password "demo-password-2026":',
        "  job seeker  ana.lima@example.com",
        "  company     talent@olive-grove.example.com (and 1 more demo companies)",
      ].join("\n"),
    );
    const withOwnPassword = await startupMessage(
      { db: database.db, logger, env: testEnv({ DEMO_PASSWORD: "s3cret-demo" }) },
      3000,
    );
    expect(withOwnPassword).toContain("Demo sign-ins, password the DEMO_PASSWORD you set:");
    expect(withOwnPassword).not.toContain("s3cret-demo");
  });
});
