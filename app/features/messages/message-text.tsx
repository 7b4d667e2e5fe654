import { linkify } from "@common/messages/linkify";

/** A message's text as typed (React escapes it), with only its http(s) addresses made links. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        "href" in part ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
