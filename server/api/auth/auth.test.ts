import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const seeker = {
  email: "Jane.Doe@Example.com ",
  password: "correct-horse",
  firstName: "Jane",
  lastName: "Doe",
  acceptTerms: true,
};

describe("auth API", () => {
  it("registers a job seeker, signs them in, and answers the user JSON", async () => {
    const client = createClient(harness.app);
    const registered = await client.post("/api/auth/register", seeker);
    expect(registered.status).toBe(201);
    expect(registered.json).toMatchObject({
      email: "jane.doe@example.com",
      firstName: "Jane",
      userType: "jobseeker",
      role: "user",
      isVerified: false,
    });
    expect(registered.json).not.toHaveProperty("passwordHash");
    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.json.email).toBe("jane.doe@example.com");

    await client.post("/api/auth/logout");
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect((await client.post("/api/auth/logout")).status).toBe(200);
  });
});
