import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isSupportedLanguage } from "@common/i18n";
import { loadCatalogue } from "@common/i18n/load-catalogue";

// The server rendered <html lang> from the request's language (the root loader's): the browser
// speaks the same one, with the account's digits (data-digits, decision 041), so hydration matches. An Arabic or French page fetches its catalogue first.
const pageLanguage = isSupportedLanguage(document.documentElement.lang) ? document.documentElement.lang : "en";
void loadCatalogue(pageLanguage).then(() => {
  const i18n = createI18n(pageLanguage, document.documentElement.dataset.digits === "arab" ? "arab" : "latn");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
