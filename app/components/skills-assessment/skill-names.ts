import { useTranslation } from "react-i18next";
import { isAssessedSkill } from "@common/skills-assessment/questions";

/** An assessed skill's name in the reader's language; a market skill (free text) as it is. */
export function useSkillName(): (skill: string) => string {
  const { t } = useTranslation();
  return (skill) => (isAssessedSkill(skill) ? t(`skillsAssessment.skills.${skill}`) : skill);
}
