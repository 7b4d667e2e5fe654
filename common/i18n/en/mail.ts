// E-mail the app sends (server/platform/mail/templates.ts): subject, greeting, paragraphs and
// the link's label of each template. {{name}} values are inserted (and HTML-escaped in the
// HTML part) by the template module.
export const mail = {
  mail: {
    greeting: "Hello {{firstName}},",
    signature: "The Hirewise team",
    linkFallback: "If the button does not work, copy this address into your browser:",
    verifyEmail: {
      subject: "Welcome to Hirewise: confirm your e-mail address",
      intro: "Welcome to Hirewise! Please confirm that {{email}} is your e-mail address.",
      action: "Confirm my e-mail address",
      expiry: "The link is valid for 7 days. If you did not create an account, ignore this message.",
    },
    passwordReset: {
      subject: "Reset your Hirewise password",
      intro: "Someone asked to reset the password of your Hirewise account. If it was you, choose a new password:",
      action: "Choose a new password",
      expiry:
        "The link works once and is valid for 1 hour. If you did not ask for it, ignore this message: your password stays as it is.",
    },
    passwordChanged: {
      subject: "Your Hirewise password was changed",
      intro: "The password of your Hirewise account was changed on {{date}} (UTC), and every session was signed out.",
      warning: "If you did not do this, reset your password at once and tell us:",
      action: "Reset my password",
    },
    emailChange: {
      subject: "Confirm your new Hirewise e-mail address",
      intro: "You asked to use {{email}} for your Hirewise account. Please confirm that this address is yours:",
      action: "Confirm my new e-mail address",
      expiry:
        "The link works once and is valid for 24 hours. Until you confirm it, you keep signing in with your current address. If you did not ask for this, ignore this message.",
    },
    emailChanged: {
      subject: "Your Hirewise e-mail address is being changed",
      intro:
        "Someone signed in to your Hirewise account asked to change its e-mail address to {{email}}. The change takes effect once the new address is confirmed.",
      warning: "If you did not do this, reset your password at once: a reset signs out every session.",
      action: "Reset my password",
    },
    signInLimit: {
      subject: "Sign-ins to your Hirewise account are paused",
      intro:
        "There were too many attempts to sign in to your Hirewise account with a wrong password, so new sign-ins are paused for an hour. Devices that already signed in stay signed in.",
      warning: "If these attempts were not yours, choose a new password now:",
      action: "Reset my password",
    },
  },
} as const;
