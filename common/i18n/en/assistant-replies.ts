// The built-in engine's replies: jobs, resume review, match, candidates, suggestions and action labels.
// Values such as {{job}} are Markdown links the engine builds to our own pages.
export const assistantReplies = {
  assistantReplies: {
    // Short follow-up questions under a reply, each one the assistant understands.
    suggestions: {
      findJobs: "Find jobs in my field",
      improveSkills: "Help me improve my skills",
      reviewResume: "Review my resume",
      findCandidates: "Find good candidates",
      careerAdvice: "Career advice for growth",
      matchJob: "How do I stand for this job?",
      interviewPrep: "How do I prepare for an interview?",
      hiringTips: "Give me hiring tips",
      marketInsights: "Show me market insights",
      remoteJobs: "Find remote jobs",
      postJob: "How do I post a job?",
      createAccount: "How do I create an account?",
      applyJob: "How do I apply to a job?",
      jobAlerts: "How do job alerts work?",
      downloadPdf: "How do I download my resume as PDF?",
      pipeline: "How do I move applicants through the pipeline?",
      candidateDirectory: "How does the candidate directory work?",
      companyProfile: "How do I edit my company profile?",
      savedJobs: "Where are my saved jobs?",
      applications: "Where do I follow my applications?",
      assessment: "How does the skills assessment work?",
      settings: "How do I change my settings?",
      searchHelp: "How do I search for jobs?",
      messages: "How do messages work?",
    },
    // The buttons under a reply.
    actions: {
      searchJobs: "Search these jobs",
      broaderSearch: "Search more widely",
      bestMatches: "Jobs by best match",
      findJobs: "Find Jobs",
      openJob: "Open the job",
      openResumeBuilder: "Open the resume builder",
      buildResume: "Build a resume",
      signIn: "Sign In",
      register: "Create an account",
      registerCompany: "Register your company",
      openCandidates: "Open the candidate directory",
      postJob: "Post a Job",
      openSettings: "Open Settings",
      openDashboard: "Go to dashboard",
      openMessages: "Open Messages",
      openSkillsAssessment: "Take the skills assessment",
      openCompanies: "Browse companies",
    },
    jobs: {
      linkText: "{{title}}, {{company}} ({{place}})",
      linkTextNoPlace: "{{title}}, {{company}}",
      words: "“{{words}}”",
      workType: {
        remote: "remote",
        hybrid: "hybrid",
        onsite: "on site",
      },
      everything: "all open jobs",
      /** Between the parts of a search: its words, its place, its work type. */
      separator: ", ",
      withMatch: "{{job}}: {{score}}% match",
      found_one: "I found {{count, number}} open job for {{search}}:",
      found_other: "I found {{count, number}} open jobs for {{search}}:",
      newest_one: "Hirewise lists {{count, number}} open job:",
      newest_other: "Hirewise lists {{count, number}} open jobs. The newest:",
      more_one: "",
      more_other: "See all {{count, number}} in the job search.",
      none: "I found no open job for {{search}} right now.",
      noneHint: "Try fewer or broader words, another city, or create a job alert to hear about new ones.",
      broader_one: "{{count, number}} open job matches “{{words}}” without the place and work type.",
      broader_other: "{{count, number}} open jobs match “{{words}}” without the place and work type.",
      recommended:
        "These open jobs match your resume “{{resumeTitle}}” best (to search for something else, tell me the job and the place):",
      recommendedMore: "Each job's page explains its match score.",
    },
    resume: {
      signIn:
        "Sign in as a job seeker and I will review your newest saved resume: what is missing, what to strengthen and how it matches the jobs you opened. No account yet? You can start a resume in the resume builder.",
      seekersOnly:
        "Resume reviews are for job seekers' own resumes: a company account keeps no resume. I can find candidates for your jobs instead.",
      none: "You have no saved resume yet. Build one in the resume builder and ask me again: I will tell you what to add and how it matches the jobs you open.",
      intro: "Here is my review of your newest resume, “{{title}}”.",
      missingTitle: "What is missing",
      nothingMissing: "Nothing essential: it has a summary, skills, dated experience, contact details and education.",
      strengthenTitle: "What to strengthen",
      nothingToStrengthen: "It reads well: your descriptions state results with numbers and your skills are listed.",
      matchTitle: "Against the jobs you opened lately",
      noRecentJobs:
        "You have not opened, applied to or saved any open job lately. Open a few jobs you like and ask me again.",
      mostLacking: "Skills these jobs ask for that your resume lacks: {{skills}}. If you have them, add them.",
      missing: {
        summary: "A summary: two or three sentences on your role, your experience and your strongest skills.",
        skills: "Skills: list the tools and abilities you use, most important first.",
        experience: "Experience: add your jobs, internships or projects, with what you achieved in each.",
        dates: "Dates for “{{role}}”: a start month, and an end month unless you still work there.",
        contact: "Contact details: your {{parts}}.",
        education: "Education: your highest degree, school or training.",
      },
      contact: {
        email: "e-mail",
        phone: "phone number",
        location: "city and country",
      },
      strengthen: {
        shortSummary: "Your summary is short: say what you do, for how long, and what you are best at.",
        moreSkills_one: "You list {{count}} skill: aim for at least {{enough}} that the jobs you want ask for.",
        moreSkills_other: "You list {{count}} skills: aim for at least {{enough}} that the jobs you want ask for.",
        describe: "Describe your role as “{{role}}”: two or three lines on what you did and achieved.",
        addLink: "Add a link to your LinkedIn, GitHub or portfolio so employers can see more of your work.",
      },
      match: {
        viewed: "{{job}} (you opened it): {{score}}% match.",
        applied: "{{job}} (you applied): {{score}}% match.",
        saved: "{{job}} (you saved it): {{score}}% match.",
        missing: "Missing: {{skills}}.",
        complete: "Your resume covers every important skill it asks for.",
      },
    },
    match: {
      signIn:
        "Sign in as a job seeker with a saved resume and I will explain how well you match a job: the skills you have, the ones missing, and how your experience and location fit.",
      seekersOnly:
        "Match scores compare a job seeker's own resume with a job. As an employer, ask me to find good candidates: I rank visible candidates by their match to your job.",
      noJob:
        "Open a job's page and ask me again, and I will explain your match to that job. You have not opened, applied to or saved any open job lately.",
      notOpen: "This job is not open, so it has no match score. Ask me to find open jobs like it.",
      noResume:
        "To compute your match to {{job}}, I need a saved resume. Build one in the resume builder and ask me again.",
      score: "Your resume “{{resumeTitle}}” scores **{{score}} out of 100** for {{job}}: {{band}}",
      matched: "Skills you have: {{skills}}.",
      missing: "Important skills missing: {{skills}}.",
      advice:
        "To raise your score, add these skills to your resume if you have them, or learn them: {{skills}}. The score counts only what your resume says.",
    },
    candidates: {
      visitorRefusal:
        "Finding candidates is for employers. Register your company to post jobs and browse the candidates who chose to be found, ranked by their match to your jobs.",
      seekerRefusal:
        "Finding candidates is for employers. As a job seeker, you can let companies find you: make your profile visible in Settings.",
      forJob_one: "{{count, number}} visible candidate for your job “{{title}}”. The best matches:",
      forJob_other: "{{count, number}} visible candidates for your job “{{title}}”. The best matches:",
      forListedJob_one: "{{count, number}} visible candidate for the job “{{title}}”. The best matches:",
      forListedJob_other: "{{count, number}} visible candidates for the job “{{title}}”. The best matches:",
      noJob_one:
        "You have no open job to match candidates to, so here is the directory's most recently updated candidate (of {{count, number}}). Post a job to rank them by match.",
      noJob_other:
        "You have no open job to match candidates to, so here are the directory's most recently updated candidates (of {{count, number}}). Post a job to rank them by match.",
      directory_one: "The candidate directory has {{count, number}} visible candidate:",
      directory_other: "The candidate directory has {{count, number}} visible candidates. The most recently updated:",
      none: "No candidate has made their profile visible yet.",
      outro: "Open a name for the candidate in the directory, where you can read the resume and contact them.",
      years_one: "{{count}} year of experience",
      years_other: "{{count}} years of experience",
      match: "{{score}}% match",
      skills: "skills: {{skills}}",
    },
    insights: {
      public_one: "Hirewise lists {{count, number}} open job right now; {{remote, number}} of them remote.",
      public_other: "Hirewise lists {{count, number}} open jobs right now; {{remote, number}} of them remote.",
      signIn:
        "Sign in as a job seeker with a resume for your own insights: skills in demand, typical salaries and remote work across the jobs that match you.",
      seekersOnly: "Personal market insights are read from a job seeker's resume.",
    },
  },
} as const;
