// The app shell: skip link, header navigation, drawer, account menu, sign-out toasts, footer.
export const shell = {
  shell: {
    skipToContent: "Skip to main content",
    loading: "Loading...",
    homeLink: "{{siteName}}, go to the home page",
    nav: {
      label: "Main",
      home: "Home",
      dashboard: "Dashboard",
      findJobs: "Find Jobs",
      jobSeekers: "Job Seekers",
      findCandidates: "Find Candidates",
      companies: "Companies",
      aiAssistant: "AI Assistant",
      resumeBuilder: "Resume Builder",
      postAJob: "Post a Job",
      admin: "Admin",
    },
    header: {
      signIn: "Sign In",
      postJob: "Post Job",
    },
    drawer: {
      open: "Open menu",
      close: "Close menu",
      title: "Menu",
    },
    account: {
      // Starts with the initials the button shows (WCAG 2.5.3, label in name).
      trigger: "{{initials}}, account menu",
      dashboard: "Dashboard",
      settings: "Settings",
      adminDashboard: "Admin Dashboard",
      signOut: "Sign out",
      signingOut: "Signing out...",
    },
    currentUser: {
      fetchFailed: "Failed to fetch user",
    },
    signOut: {
      successTitle: "Signed Out",
      successDescription: "You've been successfully signed out.",
      errorTitle: "Sign Out Error",
      errorFallback: "Logout failed",
    },
    toasts: {
      label: "Notifications",
    },
    footer: {
      blurb: "Find your career match with AI tools and personalized recommendations.",
      platform: "Platform",
      support: "Support",
      resumeBuilder: "Resume Builder",
      jobSearch: "Job Search",
      dashboard: "Dashboard",
      careerAdvice: "Career Advice",
      aboutUs: "About Us",
      helpCenter: "Help Center",
      contactUs: "Contact Us",
      privacyPolicy: "Privacy Policy",
      termsOfService: "Terms of Service",
      comingSoon: "Coming soon",
      // reads "© 2024 Hirewise": the year is the current one, the name the site's (Settings > General).
      copyright: "© {{year}} {{name}}. All rights reserved.",
    },
  },
} as const;
