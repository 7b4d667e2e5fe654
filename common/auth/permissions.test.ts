import { describe, expect, it } from "vitest";
import { accessFor, permissions, type TActor } from "./permissions";

// Every kind of user the module knows, the administrator on each kind of account.
const ACTORS = {
  visitor: null,
  seeker: { id: 1, userType: "jobseeker", role: "user" },
  company: { id: 2, userType: "company", role: "user" },
  adminSeeker: { id: 3, userType: "jobseeker", role: "admin" },
  adminCompany: { id: 4, userType: "company", role: "admin" },
} satisfies Record<string, TActor | null>;
type TActorName = keyof typeof ACTORS;
const NAMES = Object.keys(ACTORS) as TActorName[];

function whoMay(rule: (user: TActor | null) => boolean): TActorName[] {
  return NAMES.filter((name) => rule(ACTORS[name]));
}

describe("what each kind of user may do", () => {
  it("keeps resumes, saves jobs and applies as a job seeker only (an administrator's own kind decides)", () => {
    expect(whoMay(permissions.keepResumes)).toEqual(["seeker", "adminSeeker"]);
    expect(whoMay(permissions.saveJobs)).toEqual(["seeker", "adminSeeker"]);
    expect(whoMay(permissions.applyToJobs)).toEqual(["seeker", "adminSeeker"]);
  });

  it("hires as a company only", () => {
    expect(whoMay(permissions.hire)).toEqual(["company", "adminCompany"]);
  });

  it("shows candidate cards to companies and administrators, the count alone to visitors, nothing to job seekers", () => {
    expect(whoMay(permissions.browseCandidates)).toEqual(["company", "adminSeeker", "adminCompany"]);
    expect(whoMay(permissions.countCandidates)).toEqual(["visitor", "company", "adminSeeker", "adminCompany"]);
  });

  it("saves candidates and starts message threads as a company; blocks companies as a job seeker", () => {
    expect(whoMay(permissions.saveCandidates)).toEqual(["company", "adminCompany"]);
    expect(whoMay(permissions.startThreads)).toEqual(["company", "adminCompany"]);
    expect(whoMay(permissions.useMessages)).toEqual(["seeker", "company", "adminSeeker", "adminCompany"]);
    expect(whoMay(permissions.blockCompanies)).toEqual(["seeker", "adminSeeker"]);
  });

  it("administers as an administrator only, on either kind of account", () => {
    expect(whoMay(permissions.administer)).toEqual(["adminSeeker", "adminCompany"]);
  });
});

describe("who may read or change a resume", () => {
  const OWNER_ID = ACTORS.seeker.id;
  const signedIn = NAMES.filter((name) => name !== "visitor");

  it("reads it as its owner or as an administrator", () => {
    expect(signedIn.filter((name) => permissions.readResume(ACTORS[name]!, OWNER_ID))).toEqual([
      "seeker",
      "adminSeeker",
      "adminCompany",
    ]);
  });

  it("changes it as its owner only, not as an administrator", () => {
    expect(signedIn.filter((name) => permissions.changeResume(ACTORS[name]!, OWNER_ID))).toEqual(["seeker"]);
    expect(permissions.changeResume(ACTORS.adminSeeker, ACTORS.adminSeeker.id)).toBe(true);
  });
});

describe("accessFor: what a guard answers", () => {
  const table = (kind: Parameters<typeof accessFor>[1]) =>
    Object.fromEntries(NAMES.map((name) => [name, accessFor(ACTORS[name], kind)]));

  it("asks a visitor to sign in whatever the kind, and lets any signed-in user through requireUser", () => {
    expect(table("user")).toEqual({
      visitor: "signed-out",
      seeker: "allowed",
      company: "allowed",
      adminSeeker: "allowed",
      adminCompany: "allowed",
    });
  });

  it("lets an administrator through requireSeeker or requireCompany only on an account of that kind", () => {
    expect(table("seeker")).toEqual({
      visitor: "signed-out",
      seeker: "allowed",
      company: "denied",
      adminSeeker: "allowed",
      adminCompany: "denied",
    });
    expect(table("company")).toEqual({
      visitor: "signed-out",
      seeker: "denied",
      company: "allowed",
      adminSeeker: "denied",
      adminCompany: "allowed",
    });
  });

  it("lets only administrators through requireAdmin", () => {
    expect(table("admin")).toEqual({
      visitor: "signed-out",
      seeker: "denied",
      company: "denied",
      adminSeeker: "allowed",
      adminCompany: "allowed",
    });
  });
});
