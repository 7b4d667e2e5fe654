// What the messages tests share: a job seeker whose profile is visible (or hidden) with a resume,
// and a thread a company started with a job seeker.
import { expect } from "vitest";
import { createResumeAs, signedInSeeker, type TSignedInClient, type TTestApp } from "./factories";

/** A job seeker with a resume, whose profile is visible (or not) through PUT /api/me/profile. */
export async function visibleSeeker(
  harness: TTestApp,
  firstName: string,
  visible = true,
): Promise<TSignedInClient & { resumeId: number }> {
  const client = await signedInSeeker(harness, { firstName, lastName: "Seeker" });
  const resumeId = await createResumeAs(client);
  const saved = await client.put("/api/me/profile", {
    visible,
    resumeId,
    headline: `${firstName} headline`,
    availability: "immediate",
    country: "AE",
    city: "Dubai",
    willingToRelocate: false,
  });
  expect(saved.status, saved.text).toBe(200);
  return Object.assign(client, { resumeId });
}

/** The company starts a thread with the job seeker; its id. */
export async function startThreadAs(
  company: TSignedInClient,
  toUserId: number,
  input: { subject?: string; body?: string } = {},
): Promise<number> {
  const sent = await company.post("/api/messages", {
    toUserId,
    subject: input.subject ?? "An opening",
    body: input.body ?? "Hello, would you like to talk?",
  });
  expect(sent.status, sent.text).toBe(201);
  return sent.json.threadId as number;
}
