// Pages of the shell's own: the dashboard and the access gates of guarded pages.
export const pages = {
  dashboard: {
    metaTitle: "Dashboard",
    metaDescription:
      "Your Hirewise dashboard: your applications, saved jobs and resumes, or your postings and applicants.",
    welcome: "Welcome back, {{firstName}}",
    welcomeFirst: "Welcome to Hirewise, {{firstName}}",
    seekerIntro: "Pick up where you left off: find jobs, polish your resume or update your account.",
    companyIntro: "Pick up where you left off: post a job, find candidates or update your account.",
    shortcuts: "Shortcuts",
    quickActions: "Quick Actions",
    skills: {
      title: "Skill Progress",
      take: "Take Skills Assessment",
      emptyTitle: "No assessment taken yet",
      emptyBody: "Answer five quick questions to see where you stand and what to practise next.",
      loading: "Loading your skills...",
      loadFailed: "Your skills could not be loaded.",
      retry: "Try again",
      scoreValue: "{{score}} / 100",
      history: "Recent assessments",
      historyItem: "{{kind}}, {{date}}",
      nextSteps: "What to practise next",
      fullPage: "Open the full skills assessment",
    },
    tips: {
      title: "Tips for your search",
      tailor: {
        title: "Tailor each application",
        body: "Lead your summary with the two or three skills the job asks for first.",
      },
      keywords: {
        title: "Use the job's own words",
        body: "Name tools and certifications exactly as the posting does, so recruiters and their software find them.",
      },
      followUp: {
        title: "Keep your resume current",
        body: "Add each new skill, course and result as it happens: your saved resume is what you apply with.",
      },
    },
    unsave: "Remove",
    unsaveLabel: "Remove {{title}} from saved jobs",
    resumes: {
      title: "My Resumes",
      count_one: "{{count, number}} resume",
      count_other: "{{count, number}} resumes",
      untitled: "Untitled resume",
      updated: "Updated {{date}}",
      emptyTitle: "No resumes yet",
      emptyBody: "Build a resume here and download it as a PDF; it will be listed on this page.",
      build: "Build My Resume",
      newResume: "New resume",
    },
    cards: {
      updateResume: {
        title: "Update Resume",
        description: "Open your resumes, bring them up to date and download them as PDFs.",
      },
      findNewJobs: {
        title: "Find New Jobs",
        description: "See the latest openings by title, location, work type and salary.",
      },
      findJobs: {
        title: "Find Jobs",
        description: "Search open roles by title, location, work type and salary.",
      },
      resumeBuilder: {
        title: "Resume Builder",
        description: "Create a resume with an AI-written summary and download it as a PDF.",
      },
      settings: {
        title: "Settings",
        description: "Update your profile, password and notification preferences.",
      },
      postJob: {
        title: "Post a Job",
        description: "Describe the role, salary and requirements and publish your listing.",
      },
      findCandidates: {
        title: "Find Candidates",
        description: "Browse job seekers by skills, experience, location and availability.",
      },
    },
  },
  adminGate: {
    loginTitle: "Admin Login Required",
    loginBody: "Sign in with an administrator account to open the admin dashboard.",
    goToLogin: "Go to Login",
    deniedTitle: "Access Denied",
    deniedBody: "You need admin privileges to access this page.",
    goToDashboard: "Go to Dashboard",
  },
  settingsGate: {
    title: "Access Denied",
    body: "Sign in to change your profile, your password and your notification preferences.",
    signIn: "Sign In",
  },
  postJobGate: {
    title: "Post a Job",
    body: "Create a free company account, or sign in, to post a job and receive applications.",
    createAccount: "Create Free Account",
    signIn: "Sign In",
  },
  seekersGate: {
    title: "Company Access Required",
    body: "The candidate directory is for company accounts.",
    registerAsCompany: "Register as Company",
  },
} as const;
