import { Fragment, useLayoutEffect, useRef, useState } from "react";
import { AtSign, CodeXml, FolderOpen, Globe, Mail, MapPin, Phone, SquareUser, type LucideIcon } from "lucide-react";
import type { TContactItem, TContactKind, TDisplayResume } from "@common/resumes/display-resume";
import { textBlocks, type TResumeSection } from "@common/resumes/format";
import type { TResumeText } from "@common/resumes/resume-words";
import type { TResumeTemplate } from "@common/resumes/schema";
import { entryViewLines, type TEntryField, type TEntryView, type TLineField } from "@common/resumes/template-layout";
import { cn } from "~/lib/cn";

/** What each template component receives: the cleaned resume, the sections to show, and its words. */
export interface TTemplateProps {
  resume: TDisplayResume;
  sections: TResumeSection[];
  /** Headings, dates and entry fields in the resume's own language (common/resumes/resume-words.ts). */
  text: TResumeText;
}

export const CONTACT_ICONS: Record<TContactKind, LucideIcon> = {
  email: Mail,
  phone: Phone,
  location: MapPin,
  website: Globe,
  // lucide has no brand marks; the link text names the site.
  linkedin: SquareUser,
  github: CodeXml,
  portfolio: FolderOpen,
  profile: AtSign,
};

/** A contact value, a link when it can safely be one. Opens outside the builder. */
export function ContactValue({ item, className }: { item: TContactItem; className?: string }) {
  if (!item.href) {
    return (
      <span dir="auto" className={cn("break-words", className)}>
        {item.text}
      </span>
    );
  }
  const isExternal = item.href.startsWith("http");
  return (
    <a
      href={item.href}
      dir="auto"
      className={cn("break-words hover:underline", className)}
      {...(isExternal ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
    >
      {item.text}
    </a>
  );
}

/**
 * An entry's lines (common/resumes/template-layout.ts, the order the PDF keeps), one paragraph
 * each: the fields in order between the template's separators, each with its own classes; a
 * field with an address is a link.
 */
export function FieldLines<TField extends string>({
  lines,
  separator,
  fieldClassNames,
  separatorClassName,
  hrefs,
}: {
  lines: TLineField<TField>[][];
  separator: string;
  fieldClassNames: Partial<Record<TField, string>>;
  separatorClassName?: string;
  hrefs?: Partial<Record<TField, string>>;
}) {
  return lines.map((line, lineIndex) => (
    <p key={lineIndex} dir="auto">
      {line.map((part, index) => {
        const href = hrefs?.[part.field];
        return (
          <Fragment key={part.field}>
            {index > 0 && <span className={separatorClassName}>{separator}</span>}
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={cn("hover:underline", fieldClassNames[part.field])}
              >
                {part.text}
              </a>
            ) : (
              <span className={fieldClassNames[part.field]}>{part.text}</span>
            )}
          </Fragment>
        );
      })}
    </p>
  ));
}

/** A description as paragraphs and bullet lists; the text is shown exactly as typed. */
export function RichText({
  value,
  className,
  bulletClassName,
}: {
  value: string;
  className?: string;
  bulletClassName?: string;
}) {
  const blocks = textBlocks(value);
  if (blocks.length === 0) return null;
  return (
    <div className={cn("space-y-[0.35em]", className)}>
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index} dir="auto" className="whitespace-pre-line">
            {block.text}
          </p>
        ) : (
          <ul key={index} dir="auto" className={cn("list-disc space-y-[0.15em] ps-[1.3em]", bulletClassName)}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} dir="auto">
                {item}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * The entries of a section every template sets alike (projects, volunteering, awards,
 * publications, references, interests, skill groups: entryViews in
 * common/resumes/template-layout.ts), as the PDF sets them: lines, text, bullets.
 */
export function EntryList({
  template,
  entries,
  className,
  bulletClassName,
  line,
}: {
  template: TResumeTemplate;
  entries: TEntryView[];
  /** The template's classes of the fields and separators (its separator is the layout's). */
  line: { fieldClassNames: Partial<Record<TEntryField, string>>; separatorClassName?: string };
  className?: string;
  bulletClassName?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <div className={cn("space-y-[0.8em] leading-snug", className)}>
      {entries.map((entry, index) => (
        <article key={index}>
          <FieldLines
            {...entryViewLines(template, entry)}
            hrefs={entry.hrefs}
            fieldClassNames={line.fieldClassNames}
            separatorClassName={line.separatorClassName}
          />
          <RichText value={entry.body} className="mt-[0.3em]" bulletClassName={bulletClassName} />
          {entry.bullets.length > 0 && (
            <ul dir="auto" className={cn("mt-[0.3em] list-disc space-y-[0.15em] ps-[1.3em]", bulletClassName)}>
              {entry.bullets.map((bullet, bulletIndex) => (
                <li key={bulletIndex} dir="auto">
                  {bullet}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </div>
  );
}

/**
 * The items of a wrapped row of boxes (their offsetTop, in order) that start a line: each but the
 * first whose top is below the one before it.
 */
export function lineStarts(tops: readonly number[]): number[] {
  return tops.flatMap((top, index) => (index > 0 && top > tops[index - 1] ? [index] : []));
}

/**
 * One line of contact values that wraps, centred, a thin bar between two values on the same
 * line: the bar stands in the gap before a value (out of the flow, so the lines stay centred)
 * and is hidden for a value that starts a line, so no line starts or ends with one, as in the
 * PDF (server/pdf/components.tsx). In a narrow page each value takes its own line, without bars.
 */
function ContactRow({ items }: { items: TContactItem[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [starts, setStarts] = useState<readonly number[]>([]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const next = lineStarts(Array.from(list.children, (child) => (child as HTMLElement).offsetTop));
      setStarts((previous) => (previous.join() === next.join() ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items]);
  return (
    <ul
      ref={listRef}
      className="flex flex-col items-center @md:flex-row @md:flex-wrap @md:justify-center @md:gap-x-[1.3em]"
    >
      {items.map((item, index) => (
        <li key={index} className="relative flex items-baseline">
          {index > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                "absolute start-[-0.65em] top-0 hidden -translate-x-1/2 opacity-50 @md:inline rtl:translate-x-1/2",
                starts.includes(index) && "invisible",
              )}
            >
              |
            </span>
          )}
          <ContactValue item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The contact line, centred: personal details on one line, links on the next (each wrapping as
 * ContactRow does).
 */
export function ContactLines({ items, className }: { items: TContactItem[]; className?: string }) {
  if (items.length === 0) return null;
  const personal = items.filter((item) => item.kind === "email" || item.kind === "phone" || item.kind === "location");
  const links = items.filter((item) => !personal.includes(item));
  return (
    <div className={cn("flex flex-col items-center gap-y-[0.1em]", className)}>
      {[personal, links]
        .filter((line) => line.length > 0)
        .map((line, lineIndex) => (
          <ContactRow key={lineIndex} items={line} />
        ))}
    </div>
  );
}
