import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { getEmployerCallToAction } from "./employer-call-to-action";

const translate = createTranslator("en");

describe("getEmployerCallToAction", () => {
  it("sends a signed-in user straight to /post-job", () => {
    const postJob = getEmployerCallToAction({ isAuthenticated: true, variant: "postJob" });
    const startHiring = getEmployerCallToAction({ isAuthenticated: true, variant: "startHiring" });
    expect(translate(postJob.labelKey)).toBe("Post a Job - Free");
    expect(translate(startHiring.labelKey)).toBe("Start Hiring Today");
    for (const action of [postJob, startHiring]) {
      expect(action).toMatchObject({ to: "/post-job", redirectAfterLogin: null });
    }
  });

  it("sends a visitor to /register-company and keeps /post-job for after sign-in", () => {
    const postJob = getEmployerCallToAction({ isAuthenticated: false, variant: "postJob" });
    const startHiring = getEmployerCallToAction({ isAuthenticated: false, variant: "startHiring" });
    expect(translate(postJob.labelKey)).toBe("Sign Up & Post Job");
    expect(translate(startHiring.labelKey)).toBe("Sign Up to Start Hiring");
    for (const action of [postJob, startHiring]) {
      expect(action).toMatchObject({ to: "/register-company", redirectAfterLogin: "/post-job" });
    }
  });
});
