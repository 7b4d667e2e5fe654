// One application pipeline for everyone ("One pipeline for everyone"): the statuses,
// which move may follow which, who makes it, and the badge colour of each stage. The server
// enforces the moves; the dashboards and the pipeline board show them.

export const APPLICATION_STATUSES = [
  "applied",
  "reviewing",
  "interview",
  "offer",
  "rejected",
  "hired",
  "withdrawn",
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who moved an application: the applicant (applying, withdrawing), the job's company, an administrator. */
export const APPLICATION_ACTOR_ROLES = ["applicant", "company", "admin"] as const;
export type TApplicationActorRole = (typeof APPLICATION_ACTOR_ROLES)[number];

/** The moves the job's company (or an administrator) may make from each status. */
export const APPLICATION_TRANSITIONS: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  applied: ["reviewing", "interview", "offer", "rejected"],
  reviewing: ["interview", "offer", "rejected"],
  interview: ["offer", "reviewing", "rejected"],
  offer: ["hired", "rejected"],
  rejected: ["reviewing"],
  hired: [],
  withdrawn: [],
};

/** The statuses a company may send to the status call: every one but the applicant's own "withdrawn". */
export const COMPANY_SETTABLE_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<TApplicationStatus, "withdrawn"> => status !== "withdrawn",
);

/** Statuses nothing moves on from. */
export function isFinalStatus(status: TApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[status].length === 0;
}

/** Whether the job's company may move an application from one status to another. */
export function canMoveApplication(from: TApplicationStatus, to: TApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/** Whether the applicant may still withdraw: from any status that is not final. */
export function canWithdrawApplication(status: TApplicationStatus): boolean {
  return !isFinalStatus(status);
}

/**
 * One colour per stage (DESIGN.md "status badges one colour per pipeline stage"), as Tailwind
 * classes with text at AA contrast on its background.
 */
export const APPLICATION_STATUS_BADGE_CLASSES: Record<TApplicationStatus, string> = {
  applied: "bg-blue-100 text-blue-800",
  reviewing: "bg-yellow-100 text-yellow-800",
  interview: "bg-purple-100 text-purple-800",
  offer: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  hired: "bg-emerald-100 text-emerald-900",
  withdrawn: "bg-gray-100 text-gray-700",
};
