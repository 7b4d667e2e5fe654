import type { TSavedAssessment, TSkillsOverview } from "@common/skills-assessment/results";
import type { TSaveAssessmentInput } from "@common/skills-assessment/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/skills-assessment: a job seeker's stored assessments. Only the chosen answers are sent;
// the server scores them.

export const getSkillsOverview = () => apiRequest<TSkillsOverview>("/api/skills-assessment");

export const saveAssessment = (body: TSaveAssessmentInput) =>
  apiRequest<TSavedAssessment>("/api/skills-assessment", { method: "POST", body });
