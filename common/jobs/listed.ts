/**
 * "A job is listed": active, and its listing has not ended, as of now. Only a listed job is
 * searched, counted on the companies directory, put in the sitemap and open to applications.
 * The database's side of the same rule: listedCondition (server/services/jobs/listed.ts).
 */
export function isJobListed(job: { status: string; expiresAt: Date | string }, now: Date): boolean {
  return job.status === "active" && new Date(job.expiresAt).getTime() > now.getTime();
}
