import { describe, expect, it } from "vitest";
import { startupMessage } from "./startup-message";

describe("the start-up message for a person", () => {
  it("gives the address to open, and no sign-ins without demo data", () => {
    expect(startupMessage({ host: "0.0.0.0", port: 3000, demoSignIns: null })).toBe(
      "Hirewise is running at http://localhost:3000",
    );
  });

  it("names the host it listens on when that is not this machine's every address", () => {
    expect(startupMessage({ host: "10.0.0.7", port: 8080, demoSignIns: null })).toBe(
      "Hirewise is running at http://10.0.0.7:8080",
    );
    expect(startupMessage({ host: "fd00::7", port: 8080, demoSignIns: null })).toBe(
      "Hirewise is running at http://[fd00::7]:8080",
    );
  });

  it("adds a job seeker's and a company's demo sign-in with the default password", () => {
    const demoSignIns = {
      seekerEmail: "ana.lima@example.com",
      companyEmails: ["talent@olive-grove.example.com", "talent@north-wind.example.com"],
      defaultPassword: "demo-password-2026",
    };
    expect(startupMessage({ host: "localhost", port: 3000, demoSignIns })).toBe(
      [
        "Hirewise is running at http://localhost:3000",
        'Demo sign-ins, password "demo-password-2026":',
        "  job seeker  ana.lima@example.com",
        "  company     talent@olive-grove.example.com (and 1 more demo companies)",
      ].join("\n"),
    );
  });

  it("names a password set through DEMO_PASSWORD without printing it", () => {
    const message = startupMessage({
      host: "localhost",
      port: 3000,
      demoSignIns: { seekerEmail: null, companyEmails: ["talent@olive-grove.example.com"], defaultPassword: null },
    });
    expect(message).toContain("Demo sign-ins, password the DEMO_PASSWORD you set:");
    expect(message).toContain("  company     talent@olive-grove.example.com");
    expect(message).not.toContain("job seeker");
  });
});
