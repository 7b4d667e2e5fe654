// A job seeker shown in the candidate directory: an account, a resume and a visible profile
// naming it, made through the API as a job seeker makes them.
import { expect } from "vitest";
import { createResumeAs, signedInSeeker, type TSignedInClient, type TTestApp } from "./factories";

export interface TVisibleSeekerOptions {
  firstName?: string;
  lastName?: string;
  /** Overrides of the resume (server/test/factories.ts resumeInput). */
  resume?: Record<string, unknown>;
  /** Overrides of the profile (PUT /api/me/profile). */
  profile?: Record<string, unknown>;
}

export async function visibleSeeker(
  harness: TTestApp,
  options: TVisibleSeekerOptions = {},
): Promise<TSignedInClient & { resumeId: number; setVisible: (visible: boolean) => Promise<void> }> {
  const firstName = options.firstName ?? "Jane";
  const client = await signedInSeeker(harness, { firstName, lastName: options.lastName ?? "Candidate" });
  const resumeId = await createResumeAs(client, options.resume);
  const profile = {
    visible: true,
    resumeId,
    headline: `${firstName} headline`,
    availability: "immediate",
    country: "AE",
    city: "Dubai",
    willingToRelocate: false,
    ...options.profile,
  };
  const saved = await client.put("/api/me/profile", profile);
  expect(saved.status, saved.text).toBe(200);
  /** Shows or hides the profile, the rest as it was. */
  const setVisible = async (visible: boolean) => {
    const changed = await client.put("/api/me/profile", { ...profile, visible });
    expect(changed.status, changed.text).toBe(200);
  };
  return Object.assign(client, { resumeId, setVisible });
}
