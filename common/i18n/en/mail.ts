// E-mail the app sends (server/platform/mail/templates.ts): subject, greeting, paragraphs and
// the link's label of each template. {{name}} values are inserted (and HTML-escaped in the
// HTML part) by the template module; {{siteName}} is the site's name (Settings > General, else
// app.name) and every text may use it.
export const mail = {
  mail: {
    greeting: "Hello {{firstName}},",
    signature: "The {{siteName}} team",
    linkFallback: "If the button does not work, copy this address into your browser:",
    /** A job of a list of jobs, and its company and place under its title (the HTML part). */
    jobLine: "{{title}}, {{company}}, {{location}}",
    jobPlace: "{{company}}, {{location}}",
    /** A link's label before the address, in the text part. */
    labelled: "{{label}}:",
    verifyEmail: {
      subject: "Welcome to {{siteName}}: confirm your e-mail address",
      intro: "Welcome to {{siteName}}! Please confirm that {{email}} is your e-mail address.",
      action: "Confirm my e-mail address",
      expiry: "The link is valid for 7 days. If you did not create an account, ignore this message.",
    },
    passwordReset: {
      subject: "Reset your {{siteName}} password",
      intro: "Someone asked to reset the password of your {{siteName}} account. If it was you, choose a new password:",
      action: "Choose a new password",
      expiry:
        "The link works once and is valid for 1 hour. If you did not ask for it, ignore this message: your password stays as it is.",
    },
    passwordChanged: {
      subject: "Your {{siteName}} password was changed",
      intro:
        "The password of your {{siteName}} account was changed on {{date}} (UTC), and every session was signed out.",
      warning: "If you did not do this, reset your password at once and tell us:",
      action: "Reset my password",
    },
    emailChange: {
      subject: "Confirm your new {{siteName}} e-mail address",
      intro: "You asked to use {{email}} for your {{siteName}} account. Please confirm that this address is yours:",
      action: "Confirm my new e-mail address",
      expiry:
        "The link works once and is valid for 24 hours. Until you confirm it, you keep signing in with your current address. If you did not ask for this, ignore this message.",
    },
    emailChanged: {
      subject: "Your {{siteName}} e-mail address is being changed",
      intro:
        "Someone signed in to your {{siteName}} account asked to change its e-mail address to {{email}}. The change takes effect once the new address is confirmed.",
      warning: "If you did not do this, reset your password at once: a reset signs out every session.",
      action: "Reset my password",
    },
    signInLimit: {
      subject: "Sign-ins to your {{siteName}} account are paused",
      intro:
        "There were too many attempts to sign in to your {{siteName}} account with a wrong password, so new sign-ins are paused for an hour. Devices that already signed in stay signed in.",
      warning: "If these attempts were not yours, choose a new password now:",
      action: "Reset my password",
    },
    applicationStatus: {
      subject: "An update on your application: {{jobTitle}}",
      reviewing: "{{company}} is reviewing your application for {{jobTitle}}.",
      interview: "Good news: {{company}} would like to interview you for {{jobTitle}}.",
      offer: "Congratulations: {{company}} has made you an offer for {{jobTitle}}.",
      rejected:
        "{{company}} has decided not to go further with your application for {{jobTitle}}. Thank you for applying, and good luck with your search.",
      hired: "Congratulations: {{company}} has hired you as {{jobTitle}}.",
      action: "See my application",
    },
    newApplicant: {
      subject: "New applicant for {{jobTitle}}",
      intro: "{{name}} applied to {{jobTitle}}.",
      action: "Review the application",
    },
    interviewScheduled: {
      subject: "Interview for {{jobTitle}} at {{company}}",
      intro:
        "{{company}} invites you to an interview for {{jobTitle}} on {{when}}, for {{minutes}} minutes. Where (a place or a video link): {{location}}",
      calendar: "The attached calendar file adds the interview to your calendar.",
      action: "See the details",
      eventTitle: "Interview: {{jobTitle}} at {{company}}",
    },
    newMessage: {
      subject: "New message from {{name}}",
      intro: "{{name}} sent you a message:",
      action: "Read and reply",
    },
    jobAlert: {
      subject_one: '{{count}} new job for "{{alertName}}"',
      subject_other: '{{count}} new jobs for "{{alertName}}"',
      intro_one: '{{count}} new job matches your alert "{{alertName}}":',
      intro_other: '{{count}} new jobs match your alert "{{alertName}}":',
      more_one: "And {{count}} more new job matches this search.",
      more_other: "And {{count}} more new jobs match this search.",
      action: "See all matching jobs",
      pauseHint: "Too many of these? Pause this alert alone; your other alerts keep coming.",
      pause: "Pause this alert",
    },
    weeklyDigest: {
      subject: "Your week on {{siteName}}",
      intro_one: "{{count}} new job this week matches your profile:",
      intro_other: "{{count}} new jobs this week match your profile:",
      changesIntro_one: "{{count}} of your applications moved on this week:",
      changesIntro_other: "{{count}} of your applications moved on this week:",
      change: "{{jobTitle}} at {{company}}: {{status}}",
      action: "Find more jobs",
    },
    lists: {
      notifications: "You receive this e-mail because e-mail notifications are on in your {{siteName}} settings.",
      "job-alerts": "You receive this e-mail because job alerts are on in your {{siteName}} settings.",
      digest: "You receive this e-mail because the weekly digest is on in your {{siteName}} settings.",
    },
    unsubscribe: "Unsubscribe",
  },
} as const;
