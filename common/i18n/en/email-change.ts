// Changing the account's e-mail address: the Profile tab of /settings asks for the
// current password and mails a confirmation link to the new address; /verify-email confirms it.
export const emailChange = {
  emailChange: {
    email: "Email",
    emailHint: "Changing it sends a confirmation link to the new address; the old one is told.",
    currentPassword: "Current Password",
    currentPasswordHint: "Needed to change your e-mail address.",
    pending: "We sent a confirmation link to {{email}}. Your address changes once you open it.",
    sentTitle: "Confirmation Sent",
    sentBody: "Open the link we sent to {{email}} to confirm your new address.",
    tooManyRequests: "Too many e-mail change requests. Please try again in an hour.",
    addressTaken:
      "Another account now uses this address, so it cannot become yours. Ask for the change again with another address.",
    changedTitle: "E-mail Changed",
    changed: "Your e-mail address is now {{email}}. Sign in with it from now on.",
  },
} as const;
