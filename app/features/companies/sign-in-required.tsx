import { LogIn } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { COMPANIES_PATH } from "./directory-url";

/** What a signed-out visitor sees at /companies. */
export function SignInRequired() {
  const { t } = useTranslation();
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <LogIn aria-hidden="true" className="size-7 rtl:-scale-x-100" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900">{t("companies.signInRequired.title")}</h1>
      <p className="mt-3 max-w-md text-base text-gray-700">{t("companies.signInRequired.body")}</p>
      <Link
        to="/login"
        onClick={() => storeRedirectAfterLogin(COMPANIES_PATH)}
        className={buttonClasses({ size: "lg", className: "mt-8 w-full sm:w-auto" })}
      >
        {t("companies.signInRequired.signIn")}
      </Link>
      <p className="mt-6 text-sm text-gray-700">
        {t("companies.signInRequired.noAccount")}{" "}
        <Link
          to="/register"
          onClick={() => storeRedirectAfterLogin(COMPANIES_PATH)}
          className="font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          {t("companies.signInRequired.createAccount")}
        </Link>
      </p>
    </div>
  );
}
