// /employer-demo: the self-running walkthrough of the employer side, with sample data.
export const employerDemo = {
  employerDemo: {
    metaTitle: "Employer Walkthrough",
    metaDescription:
      "A short walkthrough of hiring on Hirewise, played with example data: post a job, see ranked candidates and applicants, move one through the pipeline and message a candidate.",
    title: "See how hiring works on Hirewise",
    intro:
      "A short walkthrough of the employer side. It plays by itself; pause it or step through it at your own pace. Every job, company and person in it is an example.",
    playerLabel: "Employer walkthrough",
    stageLabel: "Walkthrough scene",
    exampleBadge: "Example",
    exampleNote: "Sample data: this company, job and these people are made up.",
    progress: "Step {{step}} of {{count}}",
    keyboardHint: "Space pauses and resumes the walkthrough while the scene has focus.",
    reducedMotion: "Your device asks for less motion, so the walkthrough waits for you: press Play or Next.",
    controls: {
      label: "Walkthrough controls",
      previous: "Previous",
      next: "Next",
      pause: "Pause",
      play: "Play",
      replay: "Play Again",
    },
    scenes: {
      postJob: {
        title: "Post a job",
        caption: "Post a job in a few minutes: the title, where it is, the salary and what the role needs.",
      },
      candidates: {
        title: "See ranked candidates",
        caption: "Hirewise ranks job seekers with visible profiles by how well they match your job, and says why.",
      },
      applicants: {
        title: "Review your applicants",
        caption: "Everyone who applied is listed with their match score and the stage they are at.",
      },
      pipeline: {
        title: "Move an applicant through the pipeline",
        caption: "Move an applicant from Applied to Reviewing to Interview; they see each change on their dashboard.",
      },
      message: {
        title: "Message a candidate",
        caption: "Write to a candidate from their card: the message reaches their Hirewise inbox and their e-mail.",
      },
      start: {
        title: "Start Hiring Today",
        caption: "That is the whole loop: post a job, meet matched candidates, move them along and talk to them.",
        text: "Posting a job is free. Your dashboard fills with your own jobs, candidates and applicants.",
      },
    },
    pipeline: {
      label: "Pipeline stages of {{name}}",
      moved: "{{name}} moved from Applied to Interview",
    },
    otherTab:
      "This example shows the Candidates and Applicants tabs; your own dashboard fills this tab with your data.",
    appliedFor: "Applied for {{job}}",
    sample: {
      companyName: "Example Co.",
      companyEmail: "jobs@example.com",
      jobTitle: "Senior Frontend Developer",
      description:
        "Build the screens our customers use every day with React and TypeScript, together with a designer and two backend developers.",
      requirements: "5 years of frontend work, React, TypeScript and an eye for accessible interfaces.",
      benefits: "Remote days, a learning budget and 30 days of holiday.",
      messageSubject: "Your application for Senior Frontend Developer",
      messageBody:
        "Hello Maya, thank you for applying. We would like to invite you to an interview next week. Which day suits you?",
      headlines: {
        maya: "Frontend developer, React and TypeScript",
        omar: "Full-stack developer moving to frontend",
        lena: "UI engineer with a design background",
      },
    },
  },
} as const;
