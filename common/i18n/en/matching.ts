// The match score's explanation: the engine (server/matching/) answers catalogue keys
// with parameters, never English. Parameters named *Key are catalogue keys themselves (a level).
export const matching = {
  matching: {
    errors: {
      seekersOnly: "Match scores are computed from a job seeker's own resumes.",
      jobNotOpen: "This job is no longer open, so it has no match score.",
      tooManySkills: "Send at most 200 skills.",
      sortNeedsSignIn: "Sign in as a job seeker to sort jobs by best match.",
      sortSeekersOnly: "Sorting by best match is for job seekers: it compares jobs with your resume.",
      sortNeedsResume: "Create a resume to sort jobs by best match.",
    },
    // The match score tile of the job page (docs/product.md#job-detail).
    tile: {
      signIn: "Sign in to see your match score",
      noResume: "Build a resume to see how well you match this job.",
      buildResume: "Build a Resume",
      resume: "Resume",
      loading: "Computing your match score...",
      failed: "Your match score could not be computed.",
      retry: "Try Again",
      scoreOutOf: "{{score}} out of 100",
      matched: "Skills you have",
      matchedAs: "{{resumeSkill}} → {{jobSkill}}",
      related: "{{skill}} (related)",
      noneMatched: "None of the job's skills are on this resume yet.",
      missing: "Important skills missing",
      noneMissing: "This resume covers every important skill the job asks for.",
      why: "Why this score",
    },
    band: {
      excellent: "Excellent match!",
      good: "Good match",
      improve: "Consider improving skills",
    },
    level: {
      intern: "intern",
      junior: "junior",
      mid: "mid-level",
      senior: "senior",
      lead: "lead",
      head: "head or director",
    },
    experience: {
      meets: "You have {{years}} years of experience; the job asks for {{required}}+.",
      short: "You have {{years}} years of experience; the job asks for {{required}}+, more than you have.",
      noRequirement: "You have {{years}} years of experience; the job states no minimum.",
      yearsUnknown: "Your resume does not say how many years you have worked; the job asks for {{required}}+.",
      none: "Neither your resume nor the job states years of experience.",
    },
    title: {
      sameRole: "Your experience as {{resumeTitle}} matches the role of {{jobTitle}}.",
      relatedRole: "Your experience as {{resumeTitle}} is close to the role of {{jobTitle}}.",
      otherRole: "The role of {{jobTitle}} differs from your experience as {{resumeTitle}}.",
      levelAbove: "{{jobTitle}} is a more senior role ({{jobLevelKey}}) than your resume shows ({{resumeLevelKey}}).",
      levelBelow: "{{jobTitle}} is a more junior role ({{jobLevelKey}}) than your resume shows ({{resumeLevelKey}}).",
    },
    location: {
      remote: "The job is remote: it fits wherever you live.",
      sameCity: "The job is in {{city}}, where you live.",
      sameCountry: "The job is in {{country}}, your country.",
      relocate: "The job is in {{country}}; your profile says you are willing to relocate.",
      abroad:
        "The job is on site in {{country}}, outside your country, and your profile does not say you would relocate.",
      abroadHybrid:
        "The job is hybrid in {{country}}, outside your country, and your profile does not say you would relocate.",
      unknown: "The job is in {{country}}; your resume does not say where you live.",
    },
  },
} as const;
