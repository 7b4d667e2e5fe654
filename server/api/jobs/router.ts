import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { changeJobStatusHandler } from "./change-job-status";
import { deleteJobHandler } from "./delete-job";
import { duplicateJobHandler } from "./duplicate-job";
import { extendJobHandler } from "./extend-job";
import { getJobHandler } from "./get-job";
import { getMatchScoreHandler } from "./get-match-score";
import { getRecommendedJobsHandler } from "./get-recommended-jobs";
import { listJobsHandler } from "./list-jobs";
import { postJobHandler } from "./post-job";
import { scoreSkillsHandler } from "./score-skills";
import { updateJobHandler } from "./update-job";

export function createJobsRouter() {
  return (
    new Hono<THonoEnv>()
      .get("/", listJobsHandler)
      .post("/", postJobHandler)
      // Before /:id, which would read "recommended" as an id.
      .get("/recommended", getRecommendedJobsHandler)
      .get("/:id", getJobHandler)
      .put("/:id", updateJobHandler)
      .delete("/:id", deleteJobHandler)
      .post("/:id/status", changeJobStatusHandler)
      .post("/:id/extend", extendJobHandler)
      .post("/:id/duplicate", duplicateJobHandler)
      .get("/:id/match-score", getMatchScoreHandler)
      .post("/:id/match-score", scoreSkillsHandler)
  );
}
