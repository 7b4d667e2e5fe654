// The signed-out landing page (docs/product.md#home): the hero,
// the employer call to action and the marketing figures. The hero's title and buttons
// stay under `home` in core.ts. Figures, stories and FAQ answers are static marketing copy kept
// here as editable site content (docs/product.md#home), never computed. The FAQ array feeds both the
// visible FAQ and the FAQPage structured data, so the two cannot drift apart.
export const landing = {
  landing: {
    hero: {
      facts: ["Free to use", "Jobs in 29 countries", "No account needed to search"],
    },
    features: {
      title: "Everything you need for your next role",
      subtitle: "Three tools that work together, from your first draft to your first interview.",
      resumeBuilder: {
        title: "AI Resume Builder",
        text: "Write a clear, professional resume with an AI-drafted summary, then download it as a PDF.",
        link: "Build your resume",
      },
      jobMatching: {
        title: "Smart Job Matching",
        text: "See how well each job fits your resume, with the skills you match and the ones you are missing.",
        link: "Browse jobs",
      },
      skillsAssessment: {
        title: "Skills Assessment",
        text: "Answer five short questions to learn where your strengths are and what to work on next.",
        link: "Take the assessment",
      },
    },
    resumePromo: {
      eyebrow: "Resume builder",
      title: "A resume that gets read, ready in minutes",
      text: "Fill in your experience once. Hirewise helps you phrase it, lays it out and gives you a file you can send anywhere.",
      aiContent: {
        title: "AI-generated content",
        text: "Get a summary and bullet points drafted from your experience, and keep only what you approve.",
      },
      templates: {
        title: "Multiple templates",
        text: "Switch between Professional, Modern, Creative and Executive; the preview follows every change.",
      },
      pdf: {
        title: "Instant PDF download",
        text: "Download a text-based PDF, named after you, that applicant tracking systems can read.",
      },
      cta: "Start Your Resume",
      illustration: {
        summaryLabel: "AI summary",
        templateNames: ["Professional", "Modern", "Creative", "Executive"],
        pdf: "PDF",
      },
    },
    jobSearch: {
      title: "Find your next job",
      subtitle: "Search by job title or keyword, then narrow down by city or country.",
      formLabel: "Search jobs",
      keywordsLabel: "Job title or keywords",
      keywordsPlaceholder: "e.g. Product designer",
      locationLabel: "Location",
      locationPlaceholder: "City or country",
      submit: "Search Jobs",
      latestTitle: "Latest jobs",
      viewAll: "View All Jobs",
      empty: "No jobs are open right now. New openings appear here as soon as companies post them.",
      unavailable: "The latest jobs could not be loaded just now. You can still browse every open job.",
    },
    stories: {
      title: "Success stories",
      subtitle: "Illustrative examples of how job seekers use Hirewise.",
      siteSubtitle: "What people who use {{name}} tell us.",
      items: [
        {
          quote:
            "My resume had not been touched in four years. The builder turned my notes into a clear summary, and every job showed me which of its skills I had left off.",
          name: "Layla",
          role: "Data Analyst",
        },
        {
          quote:
            "Filtering by remote work and by salary in my own currency saved me hours. I applied to five roles in one evening with the same saved resume and followed each one from my dashboard.",
          name: "Daniel",
          role: "Frontend Developer",
        },
        {
          quote:
            "The match scores kept pointing at the same two missing skills. I took the assessment, finished a course, added both to my resume and my next applications got replies.",
          name: "Amina",
          role: "Marketing Coordinator",
        },
      ],
    },
    employers: {
      eyebrow: "For employers",
      title: "Hire the right people, faster",
      subtitle:
        "Post jobs for free, see the candidates whose skills fit each role and move them through one clear hiring pipeline.",
      watchDemo: "Watch Demo",
      opensInNewTab: "(opens in a new tab)",
      statsLabel: "Hirewise in numbers",
      stats: [
        { value: "50,000+", label: "Active job seekers" },
        { value: "95%", label: "Match accuracy" },
        { value: "2.5 days", label: "Average time to fill" },
        { value: "1000+", label: "Companies" },
      ],
      benefitsTitle: "Why companies hire on Hirewise",
      benefits: {
        matching: {
          title: "AI candidate matching",
          text: "Every applicant is scored against your requirements, with matched and missing skills shown.",
        },
        speed: {
          title: "Hire in days, not weeks",
          text: "Reduce time-to-hire by 60% with ranked shortlists instead of an unsorted inbox.",
        },
        free: {
          title: "Free to post",
          text: "Your first job post is free and stays live for 30 days.",
        },
        reach: {
          title: "Reach in 29 countries",
          text: "Post salaries in local currency, with a strong presence across the Middle East and North Africa.",
        },
      },
      checklistTitle: "Everything included",
      checklist: [
        "Job posts with salary, requirements and benefits",
        "30-day listings you can edit or close",
        "AI-ranked applicants for every job",
        "Matched and missing skills per candidate",
        "Searchable candidate directory",
        "Hiring pipeline from applied to hired",
        "Messages to candidates, in the inbox and by e-mail",
        "A company profile page with your open jobs",
      ],
      testimonialLabel: "An employer's story (illustrative)",
      testimonial: {
        quote:
          "We posted our first role for free and had a ranked shortlist the same week. Seeing why each candidate matched made every first call shorter and better.",
        name: "Karim",
        role: "Hiring Manager",
      },
      readyTitle: "Ready to Hire?",
      readyText: "Post your first job for free. It goes live right away and stays up for 30 days.",
      callToAction: {
        postJob: "Post a Job - Free",
        signUpAndPostJob: "Sign Up & Post Job",
        startHiring: "Start Hiring Today",
        signUpToStartHiring: "Sign Up to Start Hiring",
      },
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "How do I search for jobs on Hirewise?",
          answer:
            "Open Find Jobs and search by job title or keywords. You can narrow the list by country, city, work type (remote, hybrid or on-site), salary range and company size, and sort by relevance, date or salary. Searching and reading jobs needs no account.",
        },
        {
          question: "Are the jobs on Hirewise verified?",
          answer:
            "Every job comes from a registered company account or from a public job board we import from. Imported jobs are checked for duplicates, every listing ends after 30 days unless the company renews it, and our administrators remove listings that break our terms. We do not check each employer by hand, so apply with the same care you would anywhere.",
        },
        {
          question: "Can I apply for a job without an account?",
          answer:
            "No. You can browse and read every job without an account, but applying needs a free account and a saved resume. That way the employer receives your resume, and you can follow the status of every application on your dashboard.",
        },
        {
          question: "How does AI job matching work?",
          answer:
            "When you are signed in and have saved a resume, each job shows a match score from 0 to 100. It is computed on our server by comparing the skills and experience in your own resume with the job's requirements, and it lists the skills you match and the ones you are missing. Treat it as a guide, not a verdict.",
        },
        {
          question: "Is the resume builder free?",
          answer:
            "Yes. Anyone can fill in the resume form for free. A free account is needed to save your resume, download it and use the AI writing help.",
        },
        {
          question: "How does the AI write content for my resume?",
          answer:
            "The AI drafts a professional summary and rewrites your experience bullet points from what you entered. Every suggestion is shown next to your own text, and nothing changes until you accept it. Check the facts before you use it: the AI only knows what you told it.",
        },
        {
          question: "What resume templates and formats are available?",
          answer:
            "There are four templates: Professional, Modern, Creative and Executive. You can download your resume as a PDF in any of them, and import or export it in the open JSON Resume format so it is never locked in to Hirewise.",
        },
        {
          question: "Can I download my resume as a PDF?",
          answer:
            "Yes, once you are signed in and have saved your resume. The PDF contains real, selectable text in a clear reading order, so applicant tracking systems can read it, and the file is named after you.",
        },
      ],
    },
    closing: {
      title: "Ready to find your career match?",
      text: "Create a free account to save your resume, download it as a PDF and apply to jobs in minutes.",
      getStarted: "Get Started Free",
      learnMore: "Learn More",
    },
  },
} as const;
