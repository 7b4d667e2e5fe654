// The job sync panel's parts drawn from an answer: a run's counts, its first warnings with how
// many more there were and each failed source's error; when it happened; why a call failed; and
// the form's body for each kind of source.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { ZJobSourceSchema, type TJobSyncRun } from "@common/job-import/sources";
import { ApiError } from "~/lib/api-client";
import "../site-catalogue";
import { sourceInput, sourceSetting } from "./source-dialog";
import { failureKey, relativeTime, syncFailureKey } from "./sync-format";
import { SyncResultCard } from "./sync-result";

const i18n = createI18n("en");

function run(overrides: Partial<TJobSyncRun> = {}): TJobSyncRun {
  return {
    id: 7,
    trigger: "manual",
    startedAt: "2026-11-29T10:00:00.000Z",
    finishedAt: "2026-11-29T10:00:05.000Z",
    success: true,
    message: "Synced 2 sources: 12 new, 4 updated, 2 expired, 1 skipped.",
    counts: { new: 12, updated: 4, expired: 2, skipped: 1 },
    warnings: [],
    warningCount: 0,
    errors: [],
    ...overrides,
  };
}

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
const html = (value: TJobSyncRun) =>
  textOf(
    renderToString(
      <I18nextProvider i18n={i18n}>
        <SyncResultCard run={value} />
      </I18nextProvider>,
    ),
  );

describe("a sync's result card", () => {
  it("shows the message and the four counts by name", () => {
    const text = html(run());
    expect(text).toContain("Latest sync Succeeded");
    expect(text).toContain("Synced 2 sources: 12 new, 4 updated, 2 expired, 1 skipped.");
    expect(text).toContain("New 12 Updated 4 Expired 2 Skipped 1");
    expect(text).not.toContain("Warnings");
    expect(text).not.toContain("Sources that failed");
  });

  it("lists the warnings it was given and counts the rest, and names each failed source", () => {
    const warnings = ["A: 1", "A: 2", "A: 3", "A: 4", "A: 5"];
    const text = html(
      run({
        success: false,
        warnings,
        warningCount: 12,
        errors: [{ sourceId: 3, sourceName: "Acme careers", message: "The feed did not answer within 20 seconds." }],
      }),
    );
    expect(text).toContain("Finished with errors");
    for (const warning of warnings) expect(text).toContain(warning);
    expect(text).toContain("and 7 more warnings");
    expect(text).toContain("Acme careers: The feed did not answer within 20 seconds.");
  });

  it("says no more when every warning is shown", () => {
    expect(html(run({ warnings: ["A: 1"], warningCount: 1 }))).not.toContain("more warning");
  });
});

describe("when the last sync happened", () => {
  const now = new Date("2026-11-29T12:00:00.000Z");
  it("says the largest whole unit that has passed", () => {
    expect(relativeTime("2026-11-29T11:59:30.000Z", "en", now)).toBe("now");
    expect(relativeTime("2026-11-29T11:55:00.000Z", "en", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-29T09:10:00.000Z", "en", now)).toBe("2 hours ago");
    expect(relativeTime("2026-11-28T11:00:00.000Z", "en", now)).toBe("yesterday");
    expect(relativeTime("2026-11-30T11:00:00.000Z", "en", now)).toBe("now");
  });
});

describe("why a call failed", () => {
  it("says that a sync is already running for a 409 of Sync now", () => {
    const busy = new ApiError(409, "CONFLICT", "jobImportApi.syncRunning" as never);
    expect(i18n.t(syncFailureKey(busy, i18n))).toBe(
      "A sync is already running. Wait for it to finish, then try again.",
    );
  });

  it("shows the server's sentence when the page has it, else its own", () => {
    const known = new ApiError(400, "BAD_REQUEST", "jobImport.validation.url");
    expect(failureKey(known, "jobImport.unexpected", i18n)).toBe("jobImport.validation.url");
    const serverOnly = new ApiError(404, "NOT_FOUND", "jobImportApi.notAKeyHere" as never);
    expect(failureKey(serverOnly, "jobImport.unexpected", i18n)).toBe("jobImport.unexpected");
    expect(failureKey(new ApiError(0, null, null), "jobImport.sources.failed", i18n)).toBe("jobImport.sources.failed");
  });
});

describe("the source form's body", () => {
  it("puts the one setting where each kind takes it, as the API's schema accepts", () => {
    const cases = [
      ["greenhouse", "acme", { boardToken: "acme" }],
      ["lever", "acme-co", { site: "acme-co" }],
      ["xml", "https://acme.example/jobs.xml", { url: "https://acme.example/jobs.xml" }],
      ["jsonld", "https://acme.example/careers", { url: "https://acme.example/careers" }],
    ] as const;
    for (const [kind, setting, settings] of cases) {
      const body = sourceInput({ kind, name: "Acme", setting });
      expect(body).toEqual({ kind, name: "Acme", settings });
      expect(ZJobSourceSchema.safeParse(body).success).toBe(true);
      expect(sourceSetting(body)).toBe(setting);
    }
  });

  it("is refused on the field at fault for a file: address or a token with path characters", () => {
    const file = ZJobSourceSchema.safeParse(sourceInput({ kind: "xml", name: "A", setting: "file:///etc/passwd" }));
    expect(file.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["settings.url", "jobImport.validation.url"],
    ]);
    const token = ZJobSourceSchema.safeParse(sourceInput({ kind: "greenhouse", name: "A", setting: "../admin" }));
    expect(new Set(token.error?.issues.map((issue) => issue.path.join(".")))).toEqual(new Set(["settings.boardToken"]));
  });
});
