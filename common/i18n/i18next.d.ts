import "i18next";
import type { TMessages } from "./en/index";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: TMessages };
  }
}
