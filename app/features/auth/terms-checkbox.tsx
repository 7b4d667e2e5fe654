import { Trans, useTranslation } from "react-i18next";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useLocalizedPath } from "~/lib/localized-links";

function NewTabLink({ href, children }: { href: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <a
      href={localizedPath(href)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
    >
      {children}
      <span className="sr-only"> {t("authForm.opensInNewTab")}</span>
    </a>
  );
}

/** The required "I accept the Terms of Service and Privacy Policy ..." box of both sign-up forms. */
export function TermsCheckbox(props: { id: string; registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const translate = t as (key: string) => string;
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={props.id}
          type="checkbox"
          aria-required="true"
          aria-invalid={Boolean(props.error)}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          {...props.registration}
        />
        <label htmlFor={props.id} className="text-sm text-gray-700">
          <Trans
            i18nKey="authForm.termsLabel"
            components={{
              terms: <NewTabLink href="/terms-of-service" />,
              privacy: <NewTabLink href="/privacy-policy" />,
            }}
          />
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      {props.error ? (
        <p id={errorId} className="ps-8 text-sm text-red-700">
          {translate(props.error)}
        </p>
      ) : null}
    </div>
  );
}
