import { bodyLimit } from "hono/body-limit";
import { RESUME_BODY_LIMIT_BYTES } from "@common/resumes/schema";
import { AppError } from "../../lib/app-error";

/** Resume bodies are far below the /api limit of 1 MB (server/app.ts): larger is refused early. */
export const resumeBodyLimit = bodyLimit({
  maxSize: RESUME_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge");
  },
});
