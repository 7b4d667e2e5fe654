/** The two wordings of the employer call to action. */
export type TEmployerCallToActionVariant = "postJob" | "startHiring";

export interface TEmployerCallToAction {
  labelKey:
    | "landing.employers.callToAction.postJob"
    | "landing.employers.callToAction.signUpAndPostJob"
    | "landing.employers.callToAction.startHiring"
    | "landing.employers.callToAction.signUpToStartHiring";
  to: "/post-job" | "/register-company";
  /** Stored as the after-login redirect before leaving, so sign-up ends on the job form. */
  redirectAfterLogin: "/post-job" | null;
}

/**
 * The employer call to action: signed in, the button says "Post a Job - Free" or
 * "Start Hiring Today" and goes to /post-job; signed out, it says "Sign Up & Post Job" or
 * "Sign Up to Start Hiring", keeps /post-job for after sign-in and goes to /register-company.
 */
export function getEmployerCallToAction(options: {
  isAuthenticated: boolean;
  variant: TEmployerCallToActionVariant;
}): TEmployerCallToAction {
  const { isAuthenticated, variant } = options;
  if (isAuthenticated) {
    return {
      labelKey:
        variant === "postJob" ? "landing.employers.callToAction.postJob" : "landing.employers.callToAction.startHiring",
      to: "/post-job",
      redirectAfterLogin: null,
    };
  }
  return {
    labelKey:
      variant === "postJob"
        ? "landing.employers.callToAction.signUpAndPostJob"
        : "landing.employers.callToAction.signUpToStartHiring",
    to: "/register-company",
    redirectAfterLogin: "/post-job",
  };
}
