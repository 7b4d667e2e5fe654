// The answers of the administrator console's settings calls, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const adminSettingsApi = {
  adminSettingsApi: {
    errors: {
      smtpUrl: "أدخل عنوان SMTP مثل smtp://user:password@mail.example.com:587",
      oneLine: "أدخل هذا في سطر واحد",
      setByEnvironment: "يُحدَّد هذا الإعداد بمتغير بيئة على الخادم ولا يمكن تغييره هنا",
    },
  },
} satisfies TCatalogueArea;
