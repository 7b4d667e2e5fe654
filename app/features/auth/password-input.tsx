import { forwardRef, useState } from "react";
import { PlainButton } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** A password input with the show/hide control the spec asks for on every auth form. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">>(
  function PasswordInput({ className, ...props }, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <div className="relative">
        <Input ref={ref} {...props} type={isVisible ? "text" : "password"} className={cn("pe-12", className)} />
        <PlainButton
          type="button"
          aria-controls={props.id}
          aria-pressed={isVisible}
          aria-label={isVisible ? t("authForm.hidePassword") : t("authForm.showPassword")}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
        >
          {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </PlainButton>
      </div>
    );
  },
);
