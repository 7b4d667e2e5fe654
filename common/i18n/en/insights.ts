// The seeker dashboard's matching: "Recommended for you" and the "Market insights"
// quick action (network insights, docs/product.md#dashboard).
export const insights = {
  insights: {
    recommended: {
      title: "Recommended for you",
      intro: "Open jobs that best match your resume “{{resumeTitle}}”, the one you updated last.",
      count_one: "{{count, number}} job",
      count_other: "{{count, number}} jobs",
      match: "{{score}}% match",
      viewJob: "View job",
      noResumeTitle: "Build a resume to get recommendations",
      noResumeBody: "We match open jobs to the skills, experience and location on your resume.",
      buildResume: "Build My Resume",
      emptyTitle: "Nothing to recommend yet",
      emptyBody:
        "No open job matches your resume well enough right now. Add skills to your resume, or search all jobs.",
      findJobs: "Find Jobs",
      improveResume: "Update Resume",
      loadFailed: "Recommendations could not be loaded.",
      loading: "Loading recommendations...",
    },
    why: {
      skillsOne: "Matches {{first}}",
      skillsTwo: "Matches {{first}} and {{second}}",
      skillsThree: "Matches {{first}}, {{second}} and {{third}}",
    },
    card: {
      title: "Market insights",
      description: "Skills in demand, typical salaries and remote work across the jobs that match your resume.",
    },
    dialog: {
      title: "Market insights",
      intro_one: "Across {{count, number}} open job that matches your resume “{{resumeTitle}}”.",
      intro_other: "Across {{count, number}} open jobs that match your resume “{{resumeTitle}}”.",
      close: "Close",
      loading: "Loading market insights...",
      loadFailed: "Market insights could not be loaded.",
      retry: "Try again",
      noResumeTitle: "Build a resume first",
      noResumeBody: "Market insights are read from the open jobs that match your resume.",
      buildResume: "Build My Resume",
      noJobsTitle: "Not enough matching jobs yet",
      noJobsBody:
        "No open job matches your resume well enough to say what the market asks for. Add skills to your resume, or try again later.",
    },
    skills: {
      title: "Skills in demand you could add",
      jobs_one: "{{count, number}} job",
      jobs_other: "{{count, number}} jobs",
      none: "Your resume already has the skills these jobs ask for most.",
    },
    salary: {
      title: "Typical salary in {{country}}",
      titleNoCountry: "Typical salary",
      range: "{{min}} - {{max}} a year",
      from: "From {{min}} a year",
      upTo: "Up to {{max}} a year",
      basedOn_one: "Median of {{count, number}} matching job in {{country}} that states a salary.",
      basedOn_other: "Median of {{count, number}} matching jobs in {{country}} that state a salary.",
      tooFew: "Too few matching jobs in {{country}} state a salary to say.",
      noCountry: "Add your country to your profile in Settings to see typical salaries where you live.",
    },
    remote: {
      title: "Remote work",
      share: "{{share}} of the matching jobs are remote ({{remote, number}} of {{total, number}}).",
    },
  },
} as const;
