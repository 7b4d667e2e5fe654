import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { uniqueEmail } from "../../test/factories";
import { createTestDatabase, testEnv } from "../../test/test-app";
import { findDemoSignIns } from "./find-demo-sign-ins";

const logger = createLogger("silent");

describe("the demo sign-ins the start-up message names", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("are none when no account is a demo one", async () => {
    await database.db
      .insert(users)
      .values({ email: uniqueEmail(), firstName: "Test", passwordHash: "x", userType: "jobseeker" });
    expect(await findDemoSignIns({ db: database.db, logger, env: testEnv() })).toBeNull();
  });

  it("are one job seeker and every demo company, oldest first, with the default password", async () => {
    await database.db.insert(users).values([
      { email: "ana.lima@example.com", firstName: "Test", passwordHash: "x", userType: "jobseeker", isDemo: true },
      { email: "talent@olive-grove.example.com", firstName: "T", passwordHash: "x", userType: "company", isDemo: true },
      { email: "ben.okafor@example.com", firstName: "Test", passwordHash: "x", userType: "jobseeker", isDemo: true },
      { email: "talent@north-wind.example.com", firstName: "T", passwordHash: "x", userType: "company", isDemo: true },
    ]);
    expect(await findDemoSignIns({ db: database.db, logger, env: testEnv() })).toEqual({
      seekerEmail: "ana.lima@example.com",
      companyEmails: ["talent@olive-grove.example.com", "talent@north-wind.example.com"],
      defaultPassword: "demo-password-2026",
    });
  });

  it("never give back a password set through DEMO_PASSWORD", async () => {
    const signIns = await findDemoSignIns({ db: database.db, logger, env: testEnv({ DEMO_PASSWORD: "s3cret-demo" }) });
    expect(signIns?.defaultPassword).toBeNull();
    expect(JSON.stringify(signIns)).not.toContain("s3cret-demo");
  });
});
