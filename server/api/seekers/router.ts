import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { exportSeekersHandler } from "./export-seekers";
import { getSeekerHandler } from "./get-seeker";
import { downloadSeekerResumeHandler, getSeekerResumeHandler } from "./get-seeker-resume";
import { searchSeekersHandler } from "./search-seekers";

/** The candidate directory. */
export function createSeekersRouter() {
  return new Hono<THonoEnv>()
    .get("/", searchSeekersHandler)
    .get("/export.csv", exportSeekersHandler)
    .get("/:id", getSeekerHandler)
    .get("/:id/resume", getSeekerResumeHandler)
    .get("/:id/resume.pdf", downloadSeekerResumeHandler);
}
