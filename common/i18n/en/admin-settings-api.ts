// What the administrator console's settings calls answer (GET and PUT /api/admin/settings).
export const adminSettingsApi = {
  adminSettingsApi: {
    errors: {
      smtpUrl: "Enter an SMTP address such as smtp://user:password@mail.example.com:587",
      oneLine: "Enter this on one line",
      setByEnvironment: "This setting is given by an environment variable on the server and cannot be changed here",
    },
  },
} as const;
