// The answers of the administrator console's settings calls, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const adminSettingsApi = {
  adminSettingsApi: {
    errors: {
      smtpUrl: "Saisissez une adresse SMTP comme smtp://user:password@mail.example.com:587",
      oneLine: "Saisissez ceci sur une seule ligne",
      setByEnvironment:
        "Ce paramètre est défini par une variable d’environnement sur le serveur et ne peut pas être modifié ici",
    },
  },
} satisfies TCatalogueArea;
