// GET /api/admin/backup: administrators only; the whole database as a gzip'd backup file named
// by the day, never cached, its taking in the audit log; the file restores (decision 030).
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents } from "../../../db/schema";
import { fingerprint, temporaryDirectory } from "../../../services/admin/backup/backup-test-support";
import { restoreBackup } from "../../../services/admin/backup/restore-backup";
import { errorBodyOf, expectErrorContract } from "../../../test/expect-error";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import { createClient, createTestApp, createTestDatabase } from "../../../test/test-app";

let harness: TTestApp;
let folder: ReturnType<typeof temporaryDirectory>;
beforeAll(async () => {
  harness = await createTestApp();
  folder = temporaryDirectory();
});
afterAll(async () => {
  await harness?.close();
  folder?.remove();
});

/** The answer's bytes as they are (the JSON client reads text), with this client's cookies. */
async function download(client: TSignedInClient) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await harness.app.request("/api/admin/backup", { headers: { cookie } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("GET /api/admin/backup", () => {
  it("answers 401 signed out, and 403 to a job seeker and to a company", async () => {
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const anonymous = await createClient(harness.app, { headers: { origin } }).get("/api/admin/backup");
    expect(expectErrorContract(anonymous, 401)).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
    for (const caller of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      const refused = await caller.get("/api/admin/backup");
      expect(expectErrorContract(refused, 403)).toEqual(errorBodyOf("FORBIDDEN", "errors.adminsOnly"));
    }
    const recorded = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.backup-downloaded"));
    expect(recorded).toEqual([]);
  });

  it("gives an administrator the whole database as a dated gzip file, records it, and the file restores", async () => {
    const admin = await signedInAdmin(harness);
    const { response, bytes } = await download(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="hirewise-backup-${day}.ndjson.gz"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const lines = gunzipSync(bytes).toString("utf8").trimEnd().split("\n");
    expect(JSON.parse(lines[0])).toMatchObject({ hirewise: "header", format: "hirewise-backup", version: 1 });
    const end = JSON.parse(lines.at(-1)!) as { hirewise: string; counts: Record<string, number> };
    expect(end.hirewise).toBe("end");
    expect(end.counts.users).toBe(3);
    // Sessions stay out: everyone signs in again after a restore.
    const tables = lines.filter((line) => line.startsWith('{"hirewise":"table"')).map((line) => JSON.parse(line).table);
    expect(tables).toContain("uploads");
    expect(tables).not.toContain("sessions");
    expect(end.counts).not.toHaveProperty("sessions");

    const [recorded] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "admin.backup-downloaded"), eq(auditEvents.userId, admin.user.id)));
    expect(recorded).toMatchObject({ email: admin.user.email, detail: { by: admin.user.id } });

    const file = path.join(folder.directory, "downloaded.ndjson.gz");
    fs.writeFileSync(file, bytes);
    const target = await createTestDatabase();
    try {
      const outcome = await restoreBackup(target.db, fs.createReadStream(file), { replace: false });
      expect(outcome.counts).toEqual(end.counts);
      const restored = await fingerprint(target.db);
      expect(restored.users).toEqual((await fingerprint(harness.context.db)).users);
    } finally {
      await target.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("gives its connection back when the client stops reading", async () => {
    await harness.context.db.execute(sql`insert into audit_events (event, detail)
      select 'sign-out', jsonb_build_object('noise', md5(i::text) || md5((i * 7)::text)) from generate_series(1, 20000) as i`);
    const pool = (harness.context.db as unknown as { $client: pg.Pool }).$client;
    const admin = await signedInAdmin(harness);
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await harness.app.request("/api/admin/backup", { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(pool.totalCount - pool.idleCount).toBeGreaterThan(0);
    await reader.cancel();
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 10_000 });
  });
});
