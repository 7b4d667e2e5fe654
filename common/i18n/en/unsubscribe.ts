// The unsubscribe page (/unsubscribe?token=) a notification mail links to.
export const unsubscribe = {
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Stop a kind of e-mail from Hirewise.",
    title: "Unsubscribe",
    lists: {
      notifications: "e-mail notifications about your applications, applicants, interviews and messages",
      "job-alerts": "job alert e-mails",
      digest: "the weekly digest",
    },
    question: "Stop receiving {{list}}?",
    explanation:
      "Security e-mails, such as password resets, still reach you. You can switch this back on at any time in Settings, under Notifications.",
    confirm: "Unsubscribe",
    confirming: "Unsubscribing...",
    doneTitle: "Unsubscribed",
    done: "You will no longer receive {{list}}.",
    settingsLink: "Manage e-mail settings",
    linkInvalid:
      "This unsubscribe link is not valid or has expired. Sign in and change your e-mail settings under Settings, Notifications.",
    failedTitle: "Could not unsubscribe",
    signIn: "Sign in",
  },
} as const;
