import { Check, Globe } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type TLanguage } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import { chooseLanguage } from "~/api/language";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/cn";
import { usePageLanguage } from "~/lib/localized-links";

type TChoice = { code: TLanguage; href: string; isCurrent: boolean };

/** This page's address in each language, and which one is being read. */
function useChoices(): { current: TLanguage; choices: TChoice[] } {
  const current = usePageLanguage();
  const { pathname, search } = useLocation();
  const choices = SUPPORTED_LANGUAGES.map((code) => ({
    code,
    href: localizePath(`${pathname}${search}`, code),
    isCurrent: code === current,
  }));
  return { current, choices };
}

/**
 * Each language is a link to this page in it, so the switch works before the script runs. With it,
 * the choice is first kept (the lang cookie, and the account's language when signed in), then the
 * page loads whole, with its language's catalogue.
 */
function chooseOnClick(choice: TChoice) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the link elsewhere, as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (choice.isCurrent) return;
    void chooseLanguage(choice.code)
      // A choice that was not kept still opens the page in that language: its address says so.
      .catch(() => undefined)
      .then(() => window.location.assign(choice.href));
  };
}

function ChoiceLabel({ choice }: { choice: TChoice }) {
  return (
    <>
      <Check aria-hidden="true" className={cn("size-4 shrink-0", choice.isCurrent ? "" : "invisible")} />
      {LANGUAGE_NAMES[choice.code]}
    </>
  );
}

/** The header's language menu (wide screens; the phone drawer lists the languages). */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current, choices } = useChoices();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <PlainButton
          // The name holds the code the button shows ("AR"), so it can be said as it is read.
          aria-label={t("languageSwitch.trigger", { language: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
          // Below xl the header's links leave room for the globe alone.
          className={buttonClasses({ variant: "ghost", className: cn("shrink-0 gap-1.5 px-1.5 xl:px-2", className) })}
        >
          <Globe aria-hidden="true" className="size-5" />
          <span aria-hidden="true" className="hidden text-sm uppercase xl:inline">
            {current}
          </span>
        </PlainButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        <DropdownMenuLabel className="text-sm font-semibold text-gray-900">
          {t("languageSwitch.label")}
        </DropdownMenuLabel>
        {choices.map((choice) => (
          <DropdownMenuItem key={choice.code} asChild>
            <a
              href={choice.href}
              lang={choice.code}
              hrefLang={choice.code}
              aria-current={choice.isCurrent ? "true" : undefined}
              onClick={chooseOnClick(choice)}
            >
              <ChoiceLabel choice={choice} />
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The languages as a labelled list of links (the phone drawer, the footer). */
export function LanguageList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { choices } = useChoices();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}
    >
      <span id={labelId} className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
        <Globe aria-hidden="true" className="size-4" />
        {t("languageSwitch.label")}
      </span>
      <ul className="flex flex-wrap items-center gap-x-1">
        {choices.map((choice) => (
          <li key={choice.code}>
            <a
              href={choice.href}
              lang={choice.code}
              hrefLang={choice.code}
              aria-current={choice.isCurrent ? "true" : undefined}
              onClick={chooseOnClick(choice)}
              className={cn(
                "inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                choice.isCurrent
                  ? "font-semibold text-gray-900"
                  : "text-gray-700 hover:text-primary-700 hover:underline",
              )}
            >
              <ChoiceLabel choice={choice} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
