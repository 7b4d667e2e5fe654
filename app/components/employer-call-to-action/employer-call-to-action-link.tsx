import { ArrowRight } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { useCurrentUser } from "~/lib/current-user";
import { getEmployerCallToAction, type TEmployerCallToActionVariant } from "./employer-call-to-action";

/**
 * The employer call to action for the current session, on the landing page and at the end of
 * /employer-demo. Signed out, the
 * click keeps /post-job as the after-login redirect before going to /register-company.
 */
export function EmployerCallToActionLink(props: { variant: TEmployerCallToActionVariant; className?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const action = getEmployerCallToAction({ isAuthenticated: user !== null, variant: props.variant });
  return (
    <Link
      to={action.to}
      className={props.className}
      onClick={() => {
        if (action.redirectAfterLogin) storeRedirectAfterLogin(action.redirectAfterLogin);
      }}
    >
      {t(action.labelKey)}
      <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </Link>
  );
}
