import { forwardRef } from "react";
import { Input } from "~/components/ui/input";

/** The e-mail field of every auth form: no auto-capitalisation or spell-check, e-mail keyboard. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">>(
  function EmailInput(props, ref) {
    return <Input ref={ref} {...props} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />;
  },
);
