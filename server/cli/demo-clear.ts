// `npm run demo:clear`: removes the demo data (every row flagged is_demo, and whatever was
// created while signed in to a demo account or sent to one: profiles, uploads, mail, tokens,
// analytics events, conversations, saved candidates, blocks, skills assessments, job alerts,
// weekly digest records and conversations with the assistant). Uses the same DATA_DIR /
// DATABASE_URL as the server; on PGlite the server must be stopped first (one process per data
// directory).
import { clearDemoData } from "../db/seed/clear-demo-data";
import { openAppContext } from "../start";
import { runCommand } from "./run-command";

async function main(): Promise<number> {
  const { context, close } = await openAppContext({ runStartupTasks: false });
  try {
    const removed = await clearDemoData(context);
    console.log(
      `Removed the demo data: ${removed.jobs} jobs, ${removed.companies} companies, ` +
        `${removed.resumes} resumes and ${removed.users} accounts, with ${removed.jobSeekerProfiles} ` +
        `job-seeker profiles, ${removed.uploads} uploads, ${removed.mailMessages} e-mails, ` +
        `${removed.accountTokens} link tokens, ${removed.analyticsEvents} analytics events, ` +
        `${removed.messageThreads} message threads, ${removed.savedCandidates} saved candidates, ` +
        `${removed.blocks} blocks, ${removed.skillAssessments} skills assessments, ${removed.jobAlerts} job alerts, ` +
        `${removed.weeklyDigests} weekly digest records and ${removed.assistantConversations} conversations ` +
        "with the assistant.",
    );
    console.log(
      "Note: a start with demo seeding on (SEED_DEMO=1, or SEED_DEMO unset on the embedded database " +
        "with an http PUBLIC_URL) seeds the demo data again while the database has no jobs and no accounts " +
        "other than administrators. Set SEED_DEMO=0 to keep it empty.",
    );
    return 0;
  } finally {
    await close();
  }
}

runCommand(main, { failure: "Could not remove the demo data" });
