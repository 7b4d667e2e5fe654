import { Fragment } from "react";
import { Link } from "~/lib/localized-links";
import { parseAssistantText, type TInline } from "./assistant-markdown";

const LINK_CLASS = "font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 break-words";

function Inline({ parts }: { parts: TInline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === "bold") return <strong key={index}>{part.text}</strong>;
        if (part.kind === "text") return <Fragment key={index}>{part.text}</Fragment>;
        return part.external ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASS}>
            {part.text}
          </a>
        ) : (
          <Link key={index} to={part.href} className={LINK_CLASS}>
            {part.text}
          </Link>
        );
      })}
    </>
  );
}

/**
 * An assistant reply's text, rendered safely (assistant-markdown.ts says what is kept): plain text,
 * line breaks, bold, lists, and links to http(s) addresses (a new tab) or our own paths (the
 * router's Link). Anything else is shown as the text it is.
 */
export function AssistantMessageText({ content, className }: { content: string; className?: string }) {
  return (
    <div className={className ?? "space-y-2 break-words"}>
      {parseAssistantText(content).map((block, index) => {
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index} className={block.ordered ? "list-decimal space-y-1 ps-5" : "list-disc space-y-1 ps-5"}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Inline parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
