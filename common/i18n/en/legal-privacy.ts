// The Privacy Policy page (/privacy-policy), in the blocks legal.ts describes. The retention
// periods it states are those server/tasks/retention.ts applies.
export const privacy = {
  metaTitle: "Privacy Policy",
  metaDescription:
    "How Hirewise collects, uses, shares and keeps personal data of job seekers, employers and visitors, and the rights you have.",
  title: "Privacy Policy",
  intro:
    "This Privacy Policy explains what personal data Hirewise collects when you use our job marketplace and resume builder, why we collect it, who we share it with, how long we keep it, and the choices and rights you have. It applies to job seekers, employers and visitors.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      body: [
        'Hirewise is an online job marketplace and career platform. It connects job seekers with employers and offers AI-assisted tools such as a resume builder. In this policy, "Hirewise", "we" and "us" mean the operator of the Hirewise service, which decides how and why your personal data is processed (the data controller).',
        "If you have a question about this policy or your data, {{contact}}.",
      ],
    },
    {
      id: "data-we-collect",
      title: "The data we collect",
      body: [
        "We collect only what we need to run the service. Depending on how you use Hirewise, this includes:",
        {
          terms: [
            {
              term: "Account data",
              detail:
                "your name, email address, password (stored only as a one-way hash, never in readable form), account type (job seeker or company) and the date you joined.",
            },
            {
              term: "Profile data",
              detail:
                "what you add to your profile, such as your location and profile photo; for company accounts, the company's name, website, industry, size and description, and the contact person's name and job title.",
            },
            {
              term: "Resume data",
              detail:
                "the resumes you create or save: contact details, work experience, education, skills and summary, including text you generated with our AI tools.",
            },
            {
              term: "Job-seeker profile",
              detail:
                'whether you have switched "Visible to employers" on, the resume you chose for employers, your headline, availability, country and city, and whether you are willing to relocate; we compute your years of experience from that resume.',
            },
            {
              term: "Application data",
              detail:
                "the jobs you apply to, the resume you applied with, the date and the status of each application; for employers, the jobs you post and the applications you receive.",
            },
            {
              term: "Messages",
              detail:
                "the messages you send and receive on Hirewise, with when they were sent and read; for job seekers, the companies you blocked; for companies, the candidates you saved and your private notes on them, which the candidate never sees.",
            },
            {
              term: "Skills assessments and job alerts",
              detail:
                "if you are signed in as a job seeker, your answers to the skills assessment and the scores we compute from them; the searches you save as job alerts, which jobs each alert has e-mailed you and when, and the weeks we sent you a weekly digest.",
            },
            {
              term: "Usage statistics",
              detail:
                "page views, counted by our own server with a visitor code derived from your IP address and browser together with a secret that changes every day, so a visit can be counted but not followed from one day to the next; the raw IP address is never stored. We also record key actions, such as registering, signing in, opening a job, downloading a resume and posting a job, with the account that took them.",
            },
            {
              term: "Security log",
              detail:
                "security events of your account, such as sign-ins, password changes and resets, e-mail changes and account deletion, with the e-mail address and the IP address they came from.",
            },
            {
              term: "AI requests",
              detail: "the text you type into the AI assistant or send to our AI tools, so that we can answer it.",
            },
          ],
        },
        "We do not ask for sensitive data such as health information, religious beliefs or political opinions. Please leave it out of your resume and messages.",
      ],
    },
    {
      id: "why-we-use-it",
      title: "Why we use your data",
      body: [
        "We use personal data for these purposes, each with its legal basis:",
        {
          list: [
            "To create and secure your account and sign you in (to perform our contract with you).",
            "To let you build resumes, search jobs and apply, and to let employers post jobs and review the applications they receive (to perform our contract with you).",
            "To suggest matches between resumes and jobs and to generate the text you ask our AI tools for (to perform our contract with you).",
            'To show your job-seeker profile and the resume you chose to signed-in companies, only while you have "Visible to employers" switched on (your consent, which you can withdraw at any time by switching it off).',
            "To keep the service safe: preventing fraud, spam and abuse, limiting repeated failed sign-ins and investigating security incidents (our legitimate interest in a secure service).",
            "To understand how the service is used and improve it, mostly through aggregated statistics (our legitimate interest in a useful service).",
            "To send service emails about your account and applications; new jobs for the searches you save as job alerts; and, only if you opt in, the weekly digest and marketing emails (your consent, which you can withdraw at any time: each alert can be paused, and every such e-mail has a link that turns its kind off).",
            "To meet our legal obligations.",
          ],
        },
        "We do not sell your personal data. We do not make decisions about you by automated means that have legal or similarly significant effects: match scores are suggestions, and employers decide whom to contact or hire.",
      ],
    },
    {
      id: "sharing",
      title: "When we share your data",
      body: [
        {
          terms: [
            {
              term: "With employers when you apply",
              detail:
                "when you apply for a job, the employer who posted it receives your application, the resume you chose and the contact details in it. From then on, the employer is responsible for that copy of your data under its own privacy policy.",
            },
            {
              term: "With companies, when your profile is visible",
              detail:
                'if you are a job seeker and switch "Visible to employers" on in Settings > Profile, signed-in company accounts can see your candidate card (your name, photo, headline, location, availability, years of experience, whether you are willing to relocate and your top skills) and open the one resume you chose for it, save you to a private list with their own notes, and write to you. Signed-out visitors see only how many candidates a search finds. Your profile is hidden until you switch it on, and you can switch it off at any time: it is then hidden at once. It is hidden too when you delete the resume you chose. Your other resumes are not shown to employers you have not applied to. A company you applied to can write to you too; you can block any company from writing to you in Messages.',
            },
            {
              term: "With our service providers",
              detail:
                "companies that host our servers, send our emails and process AI requests on our behalf. They act only on our instructions, under contracts that require them to protect your data.",
            },
            {
              term: "For legal reasons",
              detail:
                "when the law, a court or a public authority requires it, or when it is needed to protect the rights, safety and property of our users or of Hirewise.",
            },
            {
              term: "If the business changes hands",
              detail:
                "if Hirewise is merged or sold, your data may pass to the new operator, who remains bound by this policy.",
            },
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      body: [
        "Hirewise uses one cookie: a session cookie that keeps you signed in. It is strictly necessary, it is set only when you sign in, scripts on the page cannot read it, and it is deleted when you sign out or the session ends.",
        "We do not use advertising cookies, analytics cookies or third-party trackers, and our fonts and images are served from our own servers. Page views are counted by our own server, without cookies (see Usage statistics above). Your browser's local storage holds a few conveniences, such as the page to return to after you sign in; that information stays on your device.",
        "If this ever changes, we will update this policy first and ask for your consent where the law requires it.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep your data",
      body: [
        "We keep personal data only as long as we need it for the purposes above:",
        {
          terms: [
            { term: "Account data", detail: "until you delete your account." },
            { term: "Resume data", detail: "2 years after your last activity, unless you delete it sooner." },
            {
              term: "Job-seeker profile",
              detail: "until you delete your account; it is hidden from employers as soon as you switch it off.",
            },
            {
              term: "Application history",
              detail:
                "5 years, so that job seekers and employers can refer back to past applications and we can handle disputes and legal claims.",
            },
            {
              term: "Usage statistics",
              detail:
                "page views are kept, as they hold no raw IP address and no account; key actions lose the link to your account when you delete it.",
            },
            {
              term: "Security log",
              detail:
                "kept to protect the service: successful sign-ins for 3 years, other events for 2 years; when you delete your account, its entries lose your e-mail address and IP address.",
            },
            {
              term: "Conversations with the AI assistant",
              detail:
                "kept until you delete them on the AI assistant page, or delete your account. When you are not signed in, your messages are answered and not stored.",
            },
            { term: "Marketing data", detail: "until you unsubscribe or after 3 years of inactivity." },
          ],
        },
        "When a period ends, we delete the data or make it anonymous. We may keep data longer only where the law requires it or to establish, exercise or defend legal claims.",
      ],
    },
    {
      id: "account-deletion",
      title: "Deleting your account",
      body: [
        'You can delete your account at any time with "Delete my account" in Settings > Security; we ask for your password first. Then:',
        {
          terms: [
            {
              term: "Removed at once",
              detail:
                "your account, your sessions on every device, your resumes, your job-seeker profile, your profile photo, your saved jobs, your skills assessments, your job alerts, your conversations with the AI assistant and the e-mails we sent you.",
            },
            {
              term: "Kept without anything that names you",
              detail:
                "the security log's entries about your account, with your e-mail address and IP address removed, and page-view statistics.",
            },
            {
              term: "Applications you sent",
              detail:
                "the record an employer sees on Hirewise is kept, anonymised: the job, the dates and the status history stay; your name, your contact details and the resume you sent are removed. Copies an employer has already taken out of Hirewise are its responsibility, as described above.",
            },
            {
              term: "Jobs a company account posted",
              detail:
                "the company profile and its job postings are removed, and so are the private notes kept on the applications they received. The people who applied keep their applications, with the history, the interviews and each job as it was when they applied.",
            },
          ],
        },
      ],
    },
    {
      id: "security",
      title: "How we protect your data",
      body: [
        "Connections to Hirewise are encrypted, passwords are stored only as one-way hashes, and access to personal data is limited to the people who need it to run the service. No system is perfectly secure; if a data breach puts you at risk, we will tell you and the authorities as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      body: [
        "Depending on where you live, you have the right to:",
        {
          list: [
            "get a copy of the personal data we hold about you;",
            "have inaccurate data corrected;",
            "have your data deleted;",
            "receive your data in a portable format;",
            "object to or restrict some uses of your data;",
            "withdraw your consent at any time, for example by unsubscribing from marketing emails.",
          ],
        },
        'You can change most of your data yourself in your account settings and delete your resumes at any time. In Settings > Security, "Download my data" gives you a JSON file with everything we hold about you, and "Delete my account" deletes it as described above; in Settings > Profile, "Visible to employers" switches your job-seeker profile on and off. For anything else, {{contact}}. We answer within one month and may ask you to confirm your identity first. You also have the right to complain to your local data protection authority.',
      ],
    },
    {
      id: "minimum-age",
      title: "Minimum age",
      body: [
        "Hirewise is not meant for anyone under 16. You must be at least 16 years old to create an account. If we learn that we hold personal data of someone under 16, we delete it.",
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      body: [
        "Our service providers may process data in countries other than yours. When they do, we protect it with the safeguards the law requires, such as standard contractual clauses.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: [
        "We update this policy when the service or the law changes. The date at the top shows the latest revision. If a change is significant, we will tell you by email or on the site before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      body: ["For questions about this policy or to exercise your rights, {{contactHere}}."],
    },
  ],
} as const;
