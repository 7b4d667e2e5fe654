import { describe, expect, it } from "vitest";
import type { TResumeContent, TResumeInput } from "@common/resumes/schema";
import { createResumeSaveQueue, type TSaved, type TSaveTarget } from "./resume-save-queue";

const content = (fullName: string) =>
  ({
    personalInfo: { fullName, email: "jane@example.com", phone: "1", location: "Rabat", summary: "" },
    experience: [],
    education: [],
    skills: [],
    links: {},
    languages: [],
    certifications: [],
  }) as unknown as TResumeContent;

/** A server whose answers wait until released, recording each call. */
function slowServer() {
  const calls: { kind: "create" | "update"; id?: number; body: TResumeInput }[] = [];
  const waiting: (() => void)[] = [];
  const later = <T>(value: T) => new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  let nextId = 41;
  return {
    calls,
    releaseAll: async () => {
      while (waiting.length || calls.length === 0) {
        waiting.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    api: {
      create: (body: TResumeInput) => {
        calls.push({ kind: "create" as const, body });
        nextId += 1;
        return later({ id: nextId });
      },
      update: (id: number, body: TResumeInput) => {
        calls.push({ kind: "update" as const, id, body });
        return later({ title: String(body.title) });
      },
      isGone: (error: unknown) => error === "gone",
    },
  };
}

/** The open resume, as useOpenResume's ref keeps it. */
function openResume(initial: TSaveTarget = { resumeId: null, title: null }) {
  let target = initial;
  return { target: () => target, markSaved: (saved: TSaved) => (target = { resumeId: saved.id, title: saved.title }) };
}

describe("the resume save queue", () => {
  it("sends one creation for saves asked for at once (a save during a download, a double click)", async () => {
    const server = slowServer();
    const save = createResumeSaveQueue(server.api);
    const open = openResume();
    const answers = Promise.all([
      save(open.target, content("Jane Doe"), "modern", open.markSaved),
      save(open.target, content("Jane Doe"), "modern", open.markSaved),
      save(open.target, content("Jane A. Doe"), "modern", open.markSaved),
    ]);
    // Only the first is on its way while it is unanswered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls.map((call) => call.kind)).toEqual(["create"]);
    await server.releaseAll();
    expect(await answers).toEqual([
      { id: 42, title: "Jane Doe - Resume" },
      { id: 42, title: "Jane Doe - Resume" },
      { id: 42, title: "Jane Doe - Resume" },
    ]);
    expect(server.calls.map((call) => [call.kind, call.id])).toEqual([
      ["create", undefined],
      ["update", 42],
      ["update", 42],
    ]);
    // The last save sends the last content, under the title the creation gave.
    expect(server.calls[2].body).toMatchObject({ title: "Jane Doe - Resume", template: "modern" });
    expect((server.calls[2].body.personalInfo as { fullName: string }).fullName).toBe("Jane A. Doe");
  });

  it("keeps going after a failed save, and creates anew when the resume was deleted elsewhere", async () => {
    const save = createResumeSaveQueue({
      create: () => Promise.resolve({ id: 7 }),
      update: () => Promise.reject(new Error("offline")),
      isGone: () => false,
    });
    const open = openResume({ resumeId: 3, title: "Mine" });
    await expect(save(open.target, content("Jane"), "creative", open.markSaved)).rejects.toThrow("offline");

    const goneSave = createResumeSaveQueue({
      create: () => Promise.resolve({ id: 8 }),
      update: () => Promise.reject("gone"),
      isGone: (error) => error === "gone",
    });
    expect(await goneSave(open.target, content("Jane"), "creative", open.markSaved)).toEqual({ id: 8, title: "Mine" });
    expect(open.target()).toEqual({ resumeId: 8, title: "Mine" });
  });

  it("saves a new resume under the title typed in the builder, else under its latest role", async () => {
    const save = createResumeSaveQueue({
      create: () => Promise.resolve({ id: 9 }),
      update: (_id, body) => Promise.resolve({ title: body.title }),
      isGone: () => false,
    });
    const nurse = { ...content("Jane Doe"), experience: [{ position: "ICU Nurse", startDate: "2020-01" }] };
    const newResume = (title: string) => () => ({ resumeId: null, title });
    expect(await save(newResume("  For hospitals  "), nurse as TResumeContent, "modern", () => {})).toEqual({
      id: 9,
      title: "For hospitals",
    });
    expect(await save(newResume(" "), nurse as TResumeContent, "modern", () => {})).toEqual({
      id: 9,
      title: "ICU Nurse",
    });
  });
});
