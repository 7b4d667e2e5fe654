// The skills assessment: the /skills-assessment page, the dashboard's technical-skills modal,
// their questions and results, and what the API answers. Texts the spec quotes are verbatim.
export const skillsAssessment = {
  skillsAssessment: {
    metaTitle: "Skills Assessment",
    metaDescription:
      "Answer five short questions on technical skills, communication, leadership, problem solving and data analysis, and get a score, level and next steps for each.",
    title: "Skills Assessment",
    intro:
      "Five short questions, one per skill area. Pick the answer closest to what you do today: there are no wrong answers.",
    progress: "Question {{current}} of {{total}}",
    percentComplete: "{{percent}}% complete",
    progressLabel: "Assessment progress",
    previous: "Previous",
    next: "Next",
    getResults: "Get Results",
    completeAssessment: "Complete Assessment",
    viewDashboard: "View Dashboard",
    retakeAssessment: "Retake Assessment",
    buildResume: "Build Your Resume",
    findMatchingJobs: "Find Matching Jobs",
    takeAgain: "Take Assessment Again",
    saving: "Saving your results...",
    resultsTitle: "Your Results",
    resultsIntro: "Your score in each area, out of 100, with its level.",
    scoreOutOf: "{{score}} / 100",
    stars: "{{count}} of 5 stars",
    savedNote: "Saved to your dashboard's Skill Progress.",
    nextSteps: "What to do next",
    keepTitle: "Keep your results",
    keepBody:
      "Sign in with a job seeker account to save your results, follow your progress on your dashboard and get jobs matched to you.",
    keepSignIn: "Sign in to save",
    keepRegister: "Create a job seeker account",
    toastSavedTitle: "Assessment Complete!",
    toastSavedBody: "Your skill assessment has been saved successfully.",
    toastFailedTitle: "Assessment Failed",
    toastFailedBody: "Failed to save your assessment. Please try again.",
    levels: {
      beginner: "Beginner",
      intermediate: "Intermediate",
      advanced: "Advanced",
      expert: "Expert",
    },
    kinds: {
      page: "Skills assessment",
      modal: "Technical skills check",
    },
    skills: {
      technicalSkills: "Technical Skills",
      communication: "Communication",
      leadership: "Leadership",
      problemSolving: "Problem Solving",
      dataAnalysis: "Data Analysis",
      javascript: "JavaScript",
      react: "React",
      nodejs: "Node.js",
      database: "Database Management",
    },
    page: {
      questions: {
        technicalSkills: {
          prompt: "How do you handle the tools and technology your work relies on?",
          options: {
            "1": "I am still learning the basics and often need help",
            "2": "I use the everyday features on my own",
            "3": "I work through most tasks, including less common ones",
            "4": "I solve tricky technical problems and pick up new tools quickly",
            "5": "Others come to me for technical advice and I set up how we work",
          },
        },
        communication: {
          prompt: "How do you usually share a complex idea with your team?",
          options: {
            "1": "I find it hard and tend to keep ideas to myself",
            "2": "I explain it when asked, mostly in conversation",
            "3": "I write it down clearly and answer questions",
            "4": "I adapt the message to each audience and check it landed",
            "5": "I present to groups with ease and help others communicate better",
          },
        },
        leadership: {
          prompt: "When a project needs someone to take charge, what do you do?",
          options: {
            "1": "I prefer to follow the plan someone else sets",
            "2": "I lead small tasks when I am asked to",
            "3": "I volunteer to coordinate parts of the work",
            "4": "I set goals, share out the work and keep the team on track",
            "5": "I lead teams through change and help others grow as leaders",
          },
        },
        problemSolving: {
          prompt: "How do you approach a problem you have not seen before?",
          options: {
            "1": "I wait for guidance before starting",
            "2": "I try the first solution that comes to mind",
            "3": "I look for similar cases and adapt what worked",
            "4": "I break it down, compare options and test the best one",
            "5": "I find the root cause and put fixes in place so it does not recur",
          },
        },
        dataAnalysis: {
          prompt: "How comfortable are you working with data?",
          options: {
            "1": "I rarely work with data",
            "2": "I read reports and basic charts",
            "3": "I build spreadsheets with formulas and simple charts",
            "4": "I query and clean data and draw conclusions from it",
            "5": "I design analyses and models and turn them into decisions",
          },
        },
      },
    },
    modal: {
      title: "Technical Skills Assessment",
      intro: "Five questions about your technical skills. Your answers update Skill Progress on your dashboard.",
      doneTitle: "Assessment complete",
      doneBody: "Your scores are saved. Here is where you stand:",
      close: "Close",
      questions: {
        javascript: {
          prompt: "How would you describe your JavaScript experience?",
          options: {
            "0": "I know the basics: variables, functions and loops",
            "1": "I write modern JavaScript with promises and async/await",
            "2": "I structure larger code bases with modules, types and tests",
            "3": "I know the language in depth: the event loop, performance and tooling",
          },
        },
        react: {
          prompt: "How well do you know React?",
          options: {
            "0": "I have followed a tutorial or two",
            "1": "I build components with props, state and hooks",
            "2": "I build whole apps with routing, data loading and custom hooks",
            "3": "I design component libraries and tune rendering performance",
          },
        },
        nodejs: {
          prompt: "What have you built with Node.js?",
          options: {
            "0": "Nothing yet",
            "1": "Small scripts and simple servers",
            "2": "REST APIs with authentication and a database",
            "3": "Production services with queues, monitoring and scaling",
          },
        },
        database: {
          prompt: "How do you work with databases?",
          options: {
            "0": "I can read data with simple queries",
            "1": "I write queries with joins and design simple tables",
            "2": "I design schemas, indexes and migrations",
            "3": "I tune queries, plan capacity and handle replication and backups",
          },
        },
        problemSolving: {
          prompt: "How do you tackle a bug you cannot explain?",
          options: {
            "0": "I ask someone for help straight away",
            "1": "I add logging and try changes until it works",
            "2": "I reproduce it, narrow it down and fix the cause",
            "3": "I find the root cause, add a test and share what I learned",
          },
        },
      },
    },
    recommendations: {
      practiseJobs: "Strengthen {{skill}} (you scored {{score}}): see the jobs that ask for it",
      practiseResume: "Work on {{skill}} (you scored {{score}}) and show it in your resume",
      learn: "Learn {{skill}}: {{jobs}} of your best-matching jobs ask for it",
      apply: "Your skills are strong: apply to the jobs that match you best",
    },
    errors: {
      unknownQuestion: "This question is not part of the assessment",
      invalidAnswer: "Choose one of the question's answers",
      seekersOnly: "Only job seeker accounts can save skills assessments",
      tooMany: "You have saved many assessments in the last hour. Please try again later.",
    },
  },
} as const;
