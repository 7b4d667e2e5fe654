// What the assistant's tests share (imported by *.test.ts only): asking a question as a user and
// reading the whole reply, the ids a reply names (in its text and its buttons), jobs and job views.
// Outside server/test/, so it imports none of it.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { analyticsEvents, jobs } from "../../db/schema";
import type { TAiMessage } from "../../platform/ai/types";
import { answerMessage } from "./answer";

export interface TReadReply {
  text: string;
  chunks: string[];
  suggestions: string[];
  actions: { type: string; label: string; path: string }[];
}

/** Asks `message` as `user` (null: a visitor) and reads the whole reply. */
export async function askAs(
  context: TAppContext,
  user: TPublicUser | null,
  message: string,
  options: { currentUrl?: string; history?: TAiMessage[] } = {},
): Promise<TReadReply> {
  const answer = await answerMessage(context, {
    user,
    message,
    context: options.currentUrl ? { currentUrl: options.currentUrl } : undefined,
    history: options.history ?? [],
    language: "en",
  });
  const chunks: string[] = [];
  for await (const chunk of answer.chunks) chunks.push(chunk);
  return { text: chunks.join(""), chunks, suggestions: answer.suggestions, actions: answer.actions };
}

/** Every path a reply links to: its Markdown links and its buttons. */
export function pathsIn(reply: TReadReply): string[] {
  const linked = [...reply.text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((found) => found[1]);
  return [...linked, ...reply.actions.map((action) => action.path)];
}

/** The job ids a reply names (/jobs/{id} and jobId= in its links and buttons). */
export function jobIdsIn(reply: TReadReply): number[] {
  return pathsIn(reply).flatMap((path) => {
    const url = new URL(path, "http://localhost");
    const page = /^\/jobs\/(\d+)/.exec(url.pathname);
    const jobId = url.searchParams.get("jobId");
    return [...(page ? [Number(page[1])] : []), ...(jobId ? [Number(jobId)] : [])];
  });
}

/** The resume ids a reply names (/resume-builder?id=). */
export function resumeIdsIn(reply: TReadReply): number[] {
  return pathsIn(reply).flatMap((path) => {
    const url = new URL(path, "http://localhost");
    const id = url.pathname === "/resume-builder" ? url.searchParams.get("id") : null;
    return id ? [Number(id)] : [];
  });
}

/** A client of the test app (server/test/test-app.ts). */
type TPoster = {
  post: (path: string, body?: unknown) => Promise<{ status: number; text: string; json: Record<string, unknown> }>;
};

/** A job posted through the API by a company account (`body`: the posting form's state); its id. */
export async function postJobAs(client: TPoster, body: Record<string, unknown>): Promise<number> {
  const response = await client.post("/api/jobs", body);
  expect(response.status, response.text).toBe(201);
  return response.json.id as number;
}

/** Puts a job in another status (a draft, a closed job) as the company's moves would. */
export async function setJobStatus(context: TAppContext, id: number, status: "draft" | "closed" | "paused") {
  await context.db.update(jobs).set({ status }).where(eq(jobs.id, id));
}

/** Records that `userId` opened the job's page, as the page-view beacon does. */
export async function recordJobView(context: TAppContext, userId: number, jobId: number, occurredAt = new Date()) {
  await context.db
    .insert(analyticsEvents)
    .values({ name: "job.viewed", userId, jobId, path: `/jobs/${jobId}`, occurredAt });
}
