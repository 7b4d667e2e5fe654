/** The demo accounts a person can sign in with, and how to name their password. */
export interface TDemoSignIns {
  seekerEmail: string | null;
  companyEmails: string[];
  /** The demo password itself when it is the default; null when DEMO_PASSWORD chose it. */
  defaultPassword: string | null;
}

const LOCAL_HOSTS = new Set(["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"]);

/**
 * What `npm start` prints for a person beside its JSON log once the server listens: the address
 * to open and, when the database holds demo data, one job seeker's and one company's sign-in.
 * The caller reads the sign-ins (services/demo/find-demo-sign-ins.ts); this only words them.
 */
export function startupMessage(options: { host: string; port: number; demoSignIns: TDemoSignIns | null }): string {
  const { port, demoSignIns } = options;
  const host = LOCAL_HOSTS.has(options.host) ? "localhost" : options.host;
  const lines = [`Hirewise is running at http://${host.includes(":") ? `[${host}]` : host}:${port}`];
  if (demoSignIns) {
    const { seekerEmail, companyEmails, defaultPassword } = demoSignIns;
    lines.push(`Demo sign-ins, password ${defaultPassword ? `"${defaultPassword}"` : "the DEMO_PASSWORD you set"}:`);
    if (seekerEmail) lines.push(`  job seeker  ${seekerEmail}`);
    if (companyEmails.length > 0) {
      const others = companyEmails.length - 1;
      lines.push(`  company     ${companyEmails[0]}${others > 0 ? ` (and ${others} more demo companies)` : ""}`);
    }
  }
  return lines.join("\n");
}
