// "Download my data" and "Delete my account" in the Security tab of /settings.
export const accountData = {
  accountData: {
    downloadTitle: "Download my data",
    downloadBody:
      "A JSON file with everything Hirewise holds about you: your account, profile, resumes, saved jobs, applications, company, sessions, security log, e-mails, uploads and activity.",
    download: "Download my data",
    dangerZone: "Danger zone",
    deleteTitle: "Delete my account",
    deleteBody:
      "Deleting your account removes your data from Hirewise for good and signs you out. It cannot be undone.",
    delete: "Delete my account",
    dialogTitle: "Delete your account?",
    dialogIntro: "This cannot be undone. We remove:",
    removedProfile: "your account, your profile, your resumes and your saved jobs",
    removedCompany: "for a company account, your company profile and its job postings",
    removedSessions: "your sessions, your uploaded photos and the e-mails we keep for you",
    anonymised: "Our security log and page statistics keep their entries without your name or e-mail address.",
    password: "Password",
    passwordHint: "Enter your password to confirm.",
    confirm: "Delete My Account",
    deleting: "Deleting...",
    cancel: "Cancel",
    close: "Close",
    deletedTitle: "Account deleted",
    deletedBody: "Your account and your data have been removed.",
    failedTitle: "Deletion Failed",
    failedBody: "We could not delete your account. Please try again.",
    tooManyAttempts: "Too many attempts to delete your account. Please try again in an hour.",
    lastAdmin: "You are the only administrator. Make another administrator first, then delete your account.",
  },
} as const;
