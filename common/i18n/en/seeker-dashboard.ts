// The job seeker's applications on the dashboard (spec-2 "Seeker dashboard", issue 13): the four
// tiles, Recent Applications and an application's details with its history.
export const seekerDashboard = {
  seekerDashboard: {
    statsLabel: "Your applications at a glance",
    stats: {
      applied: "Applied",
      reviewing: "Reviewing",
      interviews: "Interviews",
      offers: "Offers",
    },
    recentTitle: "Recent Applications",
    viewAll_one: "{{count, number}} application",
    viewAll_other: "{{count, number}} applications",
    appliedOn: "Applied {{date}}",
    open: "Details",
    openLabel: "Details of your application for {{jobTitle}} at {{company}}",
    emptyTitle: "No applications yet",
    emptyBody: "When you apply to a job with one of your resumes, you can follow it here from applied to offer.",
    browseJobs: "Browse Jobs",
    failed: "Failed to load dashboard data. Please try again.",
    noStats: "No application data available",
    retry: "Try Again",
    details: {
      close: "Close",
      status: "Status",
      sentResume: "Resume sent: {{title}}",
      asSent: "The job as it was when you applied",
      viewJob: "View job posting",
      history: "History",
      historyLoading: "Loading the history...",
      historyFailed: "The history could not be loaded. Please try again.",
      change: {
        applicant: "{{status}}, by you",
        company: "{{status}}, by the company",
        admin: "{{status}}, by Hirewise",
      },
      withdraw: "Withdraw application",
      withdrawQuestion:
        "Withdraw your application? The company will see it as withdrawn, and you cannot apply to this job again.",
      withdrawConfirm: "Yes, withdraw",
      withdrawCancel: "Keep my application",
      withdrawing: "Withdrawing...",
      withdrawnTitle: "Application Withdrawn",
      withdrawn: "Your application for {{jobTitle}} was withdrawn.",
      withdrawFailedTitle: "Withdrawal Failed",
    },
  },
} as const;
