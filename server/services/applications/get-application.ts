import type { TApplication } from "@common/applications/schemas";
import type { TAppContext } from "../../context";
import { findReadableApplication, toApplicationJson, type TApplicationUser } from "./application-access";

/** One application: for its applicant, the job's company or an administrator. */
export async function getApplication(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number },
): Promise<TApplication> {
  const { row } = await findReadableApplication(context, options);
  return toApplicationJson(row);
}
