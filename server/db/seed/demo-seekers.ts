// The demo job seekers and their resumes (resume fields). Fictional people;
// phone numbers use ranges reserved for fiction or drama where a country has one.

import type { TAvailability } from "@common/job-seeker-profile/schemas";
import { defaultResumeTitle } from "@common/resumes/schema";

export interface TDemoResumeContent {
  personalInfo: { fullName: string; email: string; phone: string; location: string; summary?: string };
  experience: {
    company: string;
    position: string;
    startDate: string;
    endDate?: string;
    current: boolean;
    description?: string;
  }[];
  education: { institution: string; degree: string; field: string; graduationDate: string; gpa?: string }[];
  skills: string[];
}

export interface TDemoSeeker {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  city: string;
  resumeTitle: string;
  resume: TDemoResumeContent;
}

function seeker(
  firstName: string,
  lastName: string,
  country: string,
  city: string,
  phone: string,
  resume: Omit<TDemoResumeContent, "personalInfo"> & { summary: string },
): TDemoSeeker {
  const email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";
  const { summary, ...rest } = resume;
  const personalInfo = { fullName: `${firstName} ${lastName}`, email, phone, location: `${city}, ${country}`, summary };
  return {
    firstName,
    lastName,
    email,
    country,
    city,
    // The title a resume saved in the builder gets: the latest role.
    resumeTitle: defaultResumeTitle({ personalInfo, experience: rest.experience }),
    resume: { personalInfo, ...rest },
  };
}

export const DEMO_SEEKERS: readonly TDemoSeeker[] = [
  seeker("Layla", "Haddad", "United Arab Emirates", "Dubai", "+971 50 555 0142", {
    summary:
      "Frontend engineer with seven years of experience building fast, accessible web applications in Arabic and English. I enjoy turning complex workflows into simple interfaces and mentoring junior developers.",
    experience: [
      {
        company: "Qanat Digital",
        position: "Senior Frontend Engineer",
        startDate: "2022-03",
        current: true,
        description:
          "Lead the frontend of a banking web app used by 400,000 customers. Moved the codebase to TypeScript and React Server Components, cut page load time by 45% and built a bilingual design system with full right-to-left support.",
      },
      {
        company: "Souk Media Group",
        position: "Frontend Developer",
        startDate: "2019-01",
        endDate: "2022-02",
        current: false,
        description:
          "Built campaign sites and e-commerce storefronts for retail brands. Introduced automated accessibility checks and visual regression tests.",
      },
      {
        company: "Beirut Web Studio",
        position: "Junior Web Developer",
        startDate: "2017-06",
        endDate: "2018-12",
        current: false,
        description: "Developed responsive websites for small businesses with JavaScript, Sass and WordPress.",
      },
    ],
    education: [
      {
        institution: "American University of Beirut",
        degree: "Bachelor of Engineering",
        field: "Computer and Communications Engineering",
        graduationDate: "2017-06",
        gpa: "3.7/4.0",
      },
    ],
    skills: ["TypeScript", "React", "Next.js", "CSS", "Accessibility", "Node.js", "Jest", "Figma", "Git"],
  }),
  seeker("Youssef", "Benali", "Morocco", "Casablanca", "+212 6 55 50 12 34", {
    summary:
      "Data analyst who turns operational data into decisions. Four years in e-commerce and logistics, comfortable from SQL and Python to dashboards and presenting to management in French, Arabic and English.",
    experience: [
      {
        company: "Atlas Byte",
        position: "Data Analyst",
        startDate: "2021-09",
        current: true,
        description:
          "Own reporting for a payments platform processing two million transactions a month. Built the Power BI dashboards used by the executive team and a fraud-alert model that reduced chargebacks by 18%.",
      },
      {
        company: "Caravan Logistics",
        position: "Operations Analyst",
        startDate: "2020-01",
        endDate: "2021-08",
        current: false,
        description:
          "Analysed delivery performance across 12 hubs and automated weekly KPI reports with Python, saving the team a day of work each week.",
      },
    ],
    education: [
      {
        institution: "Hassan II University of Casablanca",
        degree: "Master's Degree",
        field: "Applied Statistics and Data Science",
        graduationDate: "2019-07",
      },
      {
        institution: "Hassan II University of Casablanca",
        degree: "Bachelor's Degree",
        field: "Mathematics",
        graduationDate: "2017-07",
      },
    ],
    skills: ["SQL", "Python", "pandas", "Power BI", "Excel", "Statistics", "Machine Learning", "French", "Arabic"],
  }),
  seeker("Emily", "Carter", "United States", "New York", "+1 212 555 0187", {
    summary:
      "Marketing manager with nine years in B2C and B2B brands. I plan integrated campaigns, manage agencies and budgets, and care about measurable growth as much as a strong brand.",
    experience: [
      {
        company: "Harvest Lane Markets",
        position: "Marketing Manager",
        startDate: "2021-04",
        current: true,
        description:
          "Lead a team of five covering brand, CRM and paid media with a $6M annual budget. Relaunched the loyalty programme, growing active members by 35% in one year.",
      },
      {
        company: "Nimbus Cloudworks",
        position: "Digital Marketing Specialist",
        startDate: "2017-02",
        endDate: "2021-03",
        current: false,
        description:
          "Ran paid search and social campaigns for a developer audience, lowering cost per signup by 28% through testing and better landing pages.",
      },
      {
        company: "Brooklyn Bean Coffee",
        position: "Marketing Coordinator",
        startDate: "2015-06",
        endDate: "2017-01",
        current: false,
        description: "Managed social media, newsletters and in-store promotions for a chain of eight cafés.",
      },
    ],
    education: [
      {
        institution: "New York University",
        degree: "Bachelor of Science",
        field: "Marketing",
        graduationDate: "2015-05",
        gpa: "3.6/4.0",
      },
    ],
    skills: [
      "Marketing Strategy",
      "Brand Management",
      "Google Ads",
      "Meta Ads",
      "HubSpot",
      "Google Analytics",
      "Budget Management",
      "Copywriting",
    ],
  }),
  seeker("Omar", "Al-Farsi", "Saudi Arabia", "Riyadh", "+966 55 555 0199", {
    summary:
      "Civil engineer and PMP-certified project manager with ten years on hospital, school and infrastructure projects. Known for keeping complex sites safe, on schedule and on budget.",
    experience: [
      {
        company: "Al Bina Contracting",
        position: "Senior Project Manager",
        startDate: "2020-10",
        current: true,
        description:
          "Deliver a SAR 850M hospital project with 1,200 workers on site. Introduced weekly look-ahead planning in Primavera P6 and a digital permit-to-work system; zero lost-time injuries in two years.",
      },
      {
        company: "Sandstone Developments",
        position: "Site Engineer",
        startDate: "2015-02",
        endDate: "2020-09",
        current: false,
        description:
          "Supervised structural and finishing works on residential towers, coordinated subcontractors and prepared quantity measurements.",
      },
    ],
    education: [
      {
        institution: "King Saud University",
        degree: "Bachelor of Science",
        field: "Civil Engineering",
        graduationDate: "2014-06",
        gpa: "4.2/5.0",
      },
    ],
    skills: ["Project Management", "Primavera P6", "FIDIC", "AutoCAD", "Cost Control", "Health and Safety", "PMP"],
  }),
  seeker("Priya", "Sharma", "India", "Bengaluru", "+91 98450 55501", {
    summary:
      "Product designer with five years of experience in fintech and health apps. I combine user research with strong visual and interaction design, and I love building design systems that scale.",
    experience: [
      {
        company: "Brightpath Labs",
        position: "Product Designer",
        startDate: "2022-01",
        current: true,
        description:
          "Design the onboarding and payments flows of a wallet app with 8 million users. Ran 60+ usability sessions in Hindi and English and raised onboarding completion from 54% to 71%.",
      },
      {
        company: "Pixelcraft Studio",
        position: "UX/UI Designer",
        startDate: "2019-07",
        endDate: "2021-12",
        current: false,
        description: "Designed web and mobile products for startups, from research and wireframes to final UI.",
      },
    ],
    education: [
      {
        institution: "National Institute of Design, Ahmedabad",
        degree: "Bachelor of Design",
        field: "Interaction Design",
        graduationDate: "2019-05",
      },
    ],
    skills: ["Figma", "User Research", "Prototyping", "Design Systems", "Usability Testing", "Accessibility"],
  }),
];

/** What a demo job seeker shows employers; the profile is visible with their resume. */
export interface TDemoEmployerProfile {
  headline: string;
  availability: TAvailability;
  willingToRelocate: boolean;
}

/**
 * Four of the five demo job seekers are visible to employers, in their own city; the fifth
 * (Omar Al-Farsi) keeps the default, hidden, so the demo shows both. Keyed by e-mail.
 */
export const DEMO_EMPLOYER_PROFILES: Readonly<Record<string, TDemoEmployerProfile>> = {
  "layla.haddad@example.com": {
    headline: "Senior frontend engineer: accessible, bilingual web apps",
    availability: "1-month",
    willingToRelocate: true,
  },
  "youssef.benali@example.com": {
    headline: "Data analyst turning logistics data into decisions",
    availability: "immediate",
    willingToRelocate: true,
  },
  "emily.carter@example.com": {
    headline: "Marketing manager for measurable brand growth",
    availability: "2-weeks",
    willingToRelocate: false,
  },
  "priya.sharma@example.com": {
    headline: "Product designer for fintech and health apps",
    availability: "1-month",
    willingToRelocate: false,
  },
};
