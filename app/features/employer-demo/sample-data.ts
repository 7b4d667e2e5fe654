// The walkthrough's example data: made up, shown only on /employer-demo and never stored.
import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TTranslate } from "@common/i18n";
import type { TJobPostingForm } from "@common/jobs/posting";
import type { TCandidateCard } from "@common/job-seeker-profile/candidate-card";

export const SCENES = ["postJob", "candidates", "applicants", "pipeline", "message", "start"] as const;
export type TScene = (typeof SCENES)[number];

/** How long a scene stays on screen while the walkthrough plays. */
export const SCENE_MS = 7000;

/** The scene a `?step=` query names (1-based), the first for anything else. */
export function initialSceneIndex(step: string | null): number {
  const number = Number(step);
  return Number.isInteger(number) && number >= 1 && number <= SCENES.length ? number - 1 : 0;
}

export function samplePosting(t: TTranslate): TJobPostingForm {
  return {
    companyName: t("employerDemo.sample.companyName"),
    companyEmail: t("employerDemo.sample.companyEmail"),
    jobTitle: t("employerDemo.sample.jobTitle"),
    jobType: "full-time",
    country: "Germany",
    city: "Berlin",
    workType: "hybrid",
    salaryMin: "65000",
    salaryMax: "85000",
    description: t("employerDemo.sample.description"),
    requirements: t("employerDemo.sample.requirements"),
    benefits: t("employerDemo.sample.benefits"),
    urgent: false,
  };
}

export interface TSampleCandidate {
  key: "maya" | "omar" | "lena";
  score: number;
  card: TCandidateCard;
  /** The stage of their application (every sample candidate applied). */
  status: TApplicationStatus;
}

/** Three candidates, highest match first, as the Candidates tab ranks them. */
export function sampleCandidates(t: TTranslate): TSampleCandidate[] {
  const card = (
    key: TSampleCandidate["key"],
    name: string,
    facts: Pick<TCandidateCard, "location" | "availability" | "yearsOfExperience" | "willingToRelocate" | "skills">,
  ): TCandidateCard => ({
    name,
    avatarUrl: null,
    headline: t(`employerDemo.sample.headlines.${key}`),
    resumeTitle: null,
    ...facts,
  });
  return [
    {
      key: "maya",
      score: 92,
      status: "applied",
      card: card("maya", "Maya Example", {
        location: "Berlin, Germany",
        availability: "2-weeks",
        yearsOfExperience: 6,
        willingToRelocate: false,
        skills: ["React", "TypeScript", "Accessibility", "CSS", "Testing"],
      }),
    },
    {
      key: "omar",
      score: 78,
      status: "reviewing",
      card: card("omar", "Omar Sample", {
        location: "Hamburg, Germany",
        availability: "1-month",
        yearsOfExperience: 4,
        willingToRelocate: true,
        skills: ["JavaScript", "React", "Node.js", "SQL"],
      }),
    },
    {
      key: "lena",
      score: 58,
      status: "applied",
      card: card("lena", "Lena Demo", {
        location: "Vienna, Austria",
        availability: "immediate",
        yearsOfExperience: 3,
        willingToRelocate: true,
        skills: ["Figma", "CSS", "HTML", "Vue"],
      }),
    },
  ];
}
