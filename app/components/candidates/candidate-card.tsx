import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Briefcase, Clock, FileText, MapPin, Plane } from "lucide-react";
import type { TCandidateCard } from "@common/job-seeker-profile/candidate-card";
import { userInitials } from "~/components/shell/user-avatar";
import { cn } from "~/lib/cn";

function initialsOf(name: string): string {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return userInitials({ firstName, lastName: rest.at(-1) ?? "" });
}

/**
 * A job seeker's card as a signed-in company sees it: the /settings preview shows it
 * to its owner, and the candidate directory lists it. `headingLevel` fits the page around it.
 */
export function CandidateCard({
  card,
  headingLevel = 3,
  className,
}: {
  card: TCandidateCard;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = card.avatarUrl && card.avatarUrl !== failedUrl ? card.avatarUrl : null;
  const Heading = `h${headingLevel}` as const;
  const fact = "flex items-center gap-2 text-sm text-gray-700";
  const icon = "size-4 shrink-0 text-gray-500";
  return (
    <article
      aria-label={t("candidateCard.label", { name: card.name })}
      className={cn("rounded-xl border border-gray-200 bg-white p-5 shadow-xs", className)}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 text-lg font-semibold text-primary-800"
        >
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
          ) : (
            initialsOf(card.name)
          )}
        </span>
        <div className="min-w-0">
          <Heading className="truncate text-base font-semibold text-gray-900">{card.name}</Heading>
          <p className={cn("text-sm break-words", card.headline ? "text-gray-700" : "text-gray-500 italic")}>
            {card.headline ?? t("candidateCard.noHeadline")}
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-2">
        <li className={fact}>
          <MapPin aria-hidden="true" className={icon} />
          {card.location ?? t("candidateCard.noLocation")}
        </li>
        <li className={fact}>
          <Briefcase aria-hidden="true" className={icon} />
          {t("candidateCard.years", { count: card.yearsOfExperience })}
        </li>
        <li className={fact}>
          <Clock aria-hidden="true" className={icon} />
          {card.availability
            ? t("candidateCard.availability", {
                availability: t(`seekerProfile.availabilities.${card.availability}`),
              })
            : t("candidateCard.availabilityUnknown")}
        </li>
        {card.willingToRelocate ? (
          <li className={fact}>
            <Plane aria-hidden="true" className={icon} />
            {t("candidateCard.relocate")}
          </li>
        ) : null}
      </ul>
      {card.skills.length > 0 ? (
        <div className="mt-4">
          <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">{t("candidateCard.skills")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {card.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-800">
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={cn(fact, "mt-4 border-t border-gray-100 pt-3")}>
        <FileText aria-hidden="true" className={icon} />
        <span className="min-w-0 truncate">
          {card.resumeTitle ? t("candidateCard.resume", { title: card.resumeTitle }) : t("candidateCard.noResume")}
        </span>
      </p>
    </article>
  );
}
