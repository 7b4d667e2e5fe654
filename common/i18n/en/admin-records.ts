// The administrator console's records (decision 032): the outbox, the test e-mail, the audit
// log and the CSV exports of "Export Data".
export const adminRecords = {
  adminRecords: {
    mailStatuses: { queued: "Queued", sent: "Sent", outbox: "In the outbox", failed: "Failed" },
    outbox: {
      notFound: "This message is not in the outbox (messages are kept 30 days)",
      notFailed: "Only a message that failed to send can be queued again",
    },
    testEmail: {
      subject: "{{siteName}} test e-mail",
      intro: "This is a test e-mail sent by {{name}} from the {{siteName}} administrator console.",
      received: "If you are reading it, the site's e-mail settings work: messages from {{from}} reach this address.",
      outboxFrom: "the local outbox",
      outboxNote:
        "No SMTP server is set (SMTP_URL and MAIL_FROM): the message is in the local outbox and was not sent.",
      rateLimited: "Too many test e-mails: wait a few minutes and try again",
    },
    csv: {
      yes: "Yes",
      no: "No",
      jobs: {
        id: "ID",
        title: "Title",
        company: "Company",
        location: "Location",
        country: "Country",
        workType: "Work type",
        status: "Status",
        salaryMin: "Salary min",
        salaryMax: "Salary max",
        currency: "Currency",
        applications: "Applications",
        created: "Created",
        expires: "Expires",
      },
      users: {
        id: "ID",
        name: "Name",
        email: "E-mail",
        type: "Type",
        role: "Role",
        emailConfirmed: "E-mail confirmed",
        verified: "Verified",
        joined: "Joined",
      },
      applications: {
        id: "ID",
        applicant: "Applicant",
        email: "E-mail",
        job: "Job",
        company: "Company",
        status: "Status",
        applied: "Applied",
      },
    },
  },
} as const;
