// The Terms of Service page (/terms-of-service), in the blocks legal.ts describes.
export const terms = {
  metaTitle: "Terms of Service",
  metaDescription:
    "The terms for using Hirewise as a job seeker or employer: eligibility, accounts, job postings, applications, AI features, fees and cancellation.",
  title: "Terms of Service",
  intro:
    "These Terms of Service are the agreement between you and the operator of Hirewise for using our job marketplace, resume builder and AI tools. Please read them carefully: by creating an account or using Hirewise, you accept them and our Privacy Policy.",
  sections: [
    {
      id: "the-service",
      title: "The service",
      body: [
        'Hirewise ("we", "us") helps job seekers find jobs, build resumes and apply, and helps employers post jobs and find candidates. Some features are offered free of charge and some may be paid.',
        "We keep improving Hirewise, so we may add, change or remove features. Features that are still being built are marked “Coming soon”.",
      ],
    },
    {
      id: "eligibility-and-accounts",
      title: "Eligibility and accounts",
      body: [
        {
          list: [
            "You must be at least 16 years old to use Hirewise.",
            "One account per person: you may not create more than one personal account, or share your account with anyone. A company account is used on behalf of one organisation, by the people it authorises.",
            "The information you give us must be accurate, and you must keep it up to date.",
            "Keep your password secret and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account.",
          ],
        },
      ],
    },
    {
      id: "job-seekers",
      title: "Job seekers",
      body: [
        {
          list: [
            "Your resumes and applications must be truthful and about you.",
            "When you apply for a job, we send your application and the resume you chose to the employer, as described in our Privacy Policy.",
            "We do not guarantee interviews, offers or employment, and we are not a party to any employment relationship between you and an employer.",
          ],
        },
      ],
    },
    {
      id: "employers",
      title: "Employers",
      body: [
        {
          list: [
            "Post only real, open positions that you are authorised to fill, with an accurate title, location, pay and description.",
            "Never ask candidates for a fee, for payment details or for documents that the hiring process does not need.",
            "Follow the employment, anti-discrimination and data protection laws that apply to you, and use candidates' data only to consider them for your open positions.",
            "You are responsible for your hiring decisions and for the content of your listings. We may edit or remove listings that break these terms.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: [
        "You agree not to:",
        {
          list: [
            "post false, misleading, discriminatory, offensive or unlawful content;",
            "impersonate anyone or misrepresent your affiliation with a person or organisation;",
            "send spam or unsolicited offers, or use the service for schemes that are not genuine jobs;",
            "copy, scrape or harvest data from the service by automated means without our written permission;",
            "probe, disrupt or get around the security of the service, or upload malicious code.",
          ],
        },
      ],
    },
    {
      id: "your-content",
      title: "Your content",
      body: [
        'You keep ownership of what you put on Hirewise, such as your resumes, profile and job listings. You allow us to store, display, copy and process it as needed to run the service, including sending it to the employers you apply to and, while you have "Visible to employers" switched on, showing your job-seeker profile and the resume you chose to signed-in companies. This permission ends when you delete the content or your account, except for copies that others already received or that we must keep by law.',
        "You confirm that you have the right to share the content you upload.",
      ],
    },
    {
      id: "ai-features",
      title: "AI features",
      body: [
        "Our AI tools produce suggestions, such as resume summaries, answers and match scores. They can be wrong or incomplete: review everything before you use it. A match score is an estimate of fit between a resume and a job, not an assessment of you and not a promise of any outcome.",
      ],
    },
    {
      id: "fees-and-cancellation",
      title: "Fees, billing and cancellation",
      body: [
        "Creating an account, searching for jobs, building a resume and applying are free for job seekers. Posting a job is currently free.",
        "If you buy a paid plan, its price and billing period are shown before you pay, and it renews for the same period until you cancel. You can cancel at any time; cancellation takes effect at the end of the current billing period, and you keep access to the paid features until then. Fees already paid are not refunded, except where the law requires it.",
      ],
    },
    {
      id: "termination",
      title: "Suspension and termination",
      body: [
        "You can stop using Hirewise and delete your account at any time. We may suspend or close an account that breaks these terms or puts other users at risk; where it is reasonable, we tell you first and explain why. After an account is closed, we keep or delete its data as described in our Privacy Policy.",
      ],
    },
    {
      id: "our-rights",
      title: "Our intellectual property",
      body: [
        "The Hirewise service, its software, design, name and logo belong to us or our licensors. These terms give you the right to use the service as intended, and no other rights.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: [
        'We work to keep Hirewise available and accurate, but we provide it "as is". We do not check every listing, employer or candidate, and we are not responsible for what users say or do. Nothing in these terms limits rights you have as a consumer that the law does not allow us to limit.',
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: [
        "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost opportunities, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. These limits do not apply to liability that cannot be limited by law, such as for death or personal injury caused by negligence, or for fraud.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: [
        "These terms are governed by {{governingLaw}}. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring a claim in its courts. Please contact us first: most problems can be solved quickly and informally.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: [
        "We may update these terms. The date at the top shows the latest revision. If a change is significant, we will tell you by email or on the site before it takes effect; if you keep using Hirewise after that, the new terms apply.",
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      body: ["For questions about these terms, {{contactHere}}."],
    },
  ],
} as const;
