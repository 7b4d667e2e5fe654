// Migration 0017: company accounts stored the old way (the contact name as first name, the
// company's name as last name) get the contact person's own names; others are left alone.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, users } from "./schema";
import { createTestDatabase } from "../test/test-app";

const REPAIR = fs.readFileSync(path.join(import.meta.dirname, "migrations/0017_company_contact_names.sql"), "utf8");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function companyAccount(email: string, names: { firstName: string; lastName: string }, contactName: string) {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: "x", userType: "company", ...names })
    .returning({ id: users.id });
  await database.db.insert(companies).values({ userId: user.id, name: "Desert Rose Clinic", contactName });
  return user.id;
}

const namesOf = async (id: number) =>
  (
    await database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe("the company contact names repair", () => {
  it("gives accounts written the old way the contact person's first and last name, and nobody else's", async () => {
    const old = await companyAccount(
      "rana@clinic.example",
      { firstName: "Rana Khoury", lastName: "Desert Rose Clinic" },
      "Rana Khoury",
    );
    const oneWord = await companyAccount(
      "cher@clinic.example",
      { firstName: "Cher", lastName: "Desert Rose Clinic" },
      "Cher",
    );
    const renamed = await companyAccount(
      "sam@clinic.example",
      { firstName: "Samira", lastName: "Haddad" },
      "Sam Haddad",
    );

    await database.db.execute(REPAIR);

    expect(await namesOf(old)).toEqual({ firstName: "Rana", lastName: "Khoury" });
    expect(await namesOf(oneWord)).toEqual({ firstName: "Cher", lastName: "" });
    expect(await namesOf(renamed)).toEqual({ firstName: "Samira", lastName: "Haddad" });
  });
});
