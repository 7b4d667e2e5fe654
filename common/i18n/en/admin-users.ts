// The administrator console's Users tab (/admin), its row actions and what a suspended account
// is told when it signs in with its own correct password (decision 031).
export const adminUsers = {
  adminUsers: {
    searchPlaceholder: "Search by name or e-mail",
    roleFilter: "Role",
    filters: { all: "All", jobseeker: "Job seeker", company: "Company", admin: "Admin" },
    columns: {
      name: "Name",
      email: "E-mail",
      role: "Role",
      emailConfirmed: "E-mail confirmed",
      verified: "Verified",
      joined: "Joined",
      lastSignIn: "Last sign-in",
      actions: "Actions",
    },
    roles: { jobseeker: "Job seeker", company: "Company", admin: "Admin" },
    yes: "Yes",
    no: "No",
    never: "Never",
    suspendedBadge: "Suspended",
    empty: "No users match your search.",
    actions: {
      makeAdmin: "Make administrator",
      removeAdmin: "Remove administrator",
      markVerified: "Mark verified",
      removeVerified: "Remove verified",
      suspend: "Suspend",
      reinstate: "Reinstate",
      delete: "Delete",
    },
    confirm: {
      suspendTitle: "Suspend {{name}}?",
      suspendBody:
        "They are signed out everywhere at once and cannot sign in until reinstated. A company's active jobs are paused and come back when it is reinstated.",
      reinstateTitle: "Reinstate {{name}}?",
      reinstateBody: "They can sign in again, and the jobs the suspension paused are listed again.",
      deleteTitle: "Delete {{name}}?",
      deleteBody:
        "The account is removed and anonymised as its owner's own deletion would: its resumes, profile, sessions and, for a company, its company and jobs. This cannot be undone.",
    },
    done: {
      roleGranted: "{{name}} is now an administrator.",
      roleRemoved: "{{name}} is no longer an administrator.",
      verified: "{{name}} is marked verified.",
      unverified: "{{name}} is no longer marked verified.",
      suspended: "{{name}} is suspended.",
      reinstated: "{{name}} is reinstated.",
      deleted: "The account was deleted.",
    },
    errors: {
      /** Sign-in with the account's own correct password: only its owner learns why. */
      accountSuspended: "This account is suspended. Contact support.",
      lastAdmin: "This is the last administrator: make another account an administrator first.",
      adminCannotBeSuspended: "An administrator cannot be suspended: remove the administrator role first.",
      suspendedCannotBeAdmin: "A suspended account cannot be made an administrator: reinstate it first.",
    },
  },
} as const;
