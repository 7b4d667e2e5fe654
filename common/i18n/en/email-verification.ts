// Confirming the e-mail address: the /verify-email page and the dashboard's reminder.
export const emailVerification = {
  emailVerification: {
    metaTitle: "Confirm Your E-mail Address",
    metaDescription: "Confirm the e-mail address of your Hirewise account.",
    title: "Confirm your e-mail address",
    intro: "One click confirms that this address is yours, so we can reach you about your applications.",
    confirm: "Confirm My E-mail Address",
    confirming: "Confirming...",
    confirmedTitle: "E-mail Confirmed",
    failedTitle: "Confirmation Failed",
    failedFallback: "We could not confirm your address. Please try again.",
    missingToken: "This page needs the link from the e-mail we sent. Sign in to ask for a new one.",
    continue: "Go to your dashboard",
    signIn: "Sign in",
    reminderTitle: "Confirm your e-mail address",
    reminder: "We sent a confirmation link to {{email}}. Open it to confirm the address is yours.",
    resend: "Send a New Link",
    resending: "Sending...",
    resentTitle: "Link Sent",
    resendFailedTitle: "Could Not Send",
  },
} as const;
