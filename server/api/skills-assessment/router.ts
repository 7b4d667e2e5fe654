import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getSkillsOverviewHandler } from "./get-skills-overview";
import { saveAssessmentHandler } from "./save-assessment";

export function createSkillsAssessmentRouter() {
  return new Hono<THonoEnv>().get("/", getSkillsOverviewHandler).post("/", saveAssessmentHandler);
}
