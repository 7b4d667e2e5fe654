import { describe, expect, it } from "vitest";
import type { TAdminUser } from "@common/admin/users";
import { userActionsFor } from "./user-action-rules";

const seeker: TAdminUser = {
  id: 7,
  firstName: "Rania",
  lastName: "Khoury",
  companyName: null,
  email: "rania@example.com",
  userType: "jobseeker",
  role: "user",
  emailConfirmed: true,
  isVerified: false,
  isSuspended: false,
  suspendedAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  lastSignInAt: null,
  isSelf: false,
};

describe("the actions a Users row offers", () => {
  it("offers every action on an ordinary account", () => {
    expect(userActionsFor(seeker)).toEqual(["makeAdmin", "markVerified", "suspend", "delete"]);
  });

  it("never suspends an administrator, and takes the badge off a verified one", () => {
    expect(userActionsFor({ ...seeker, role: "admin", isVerified: true })).toEqual([
      "removeAdmin",
      "removeVerified",
      "delete",
    ]);
  });

  it("reinstates a suspended account and never makes it an administrator", () => {
    expect(userActionsFor({ ...seeker, isSuspended: true, suspendedAt: "2026-11-20T10:00:00.000Z" })).toEqual([
      "markVerified",
      "reinstate",
      "delete",
    ]);
  });

  it("offers only the badge on the administrator's own account", () => {
    expect(userActionsFor({ ...seeker, role: "admin", isSelf: true })).toEqual(["markVerified"]);
  });
});
