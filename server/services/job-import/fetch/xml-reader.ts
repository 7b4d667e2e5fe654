// A small, strict XML reader for job feeds: elements, attributes, text, CDATA, comments and
// processing instructions, the five predefined entities and numeric character references. There
// is no entity expansion at all: a DOCTYPE that declares entities is refused (external entities
// and "billion laughs" alike), nothing a DOCTYPE names is ever fetched, and any other named entity
// is an error. Decision 037 says why this is ours rather than a library.

export interface TXmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (TXmlElement | string)[];
}

/** The text is not well-formed XML (`reason` in English, for logs), or declares entities. */
export class XmlError extends Error {
  constructor(
    readonly reason: "entities" | "malformed",
    readonly line: number,
    detail: string,
  ) {
    super(`${detail} (line ${line})`);
    this.name = "XmlError";
  }
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*/y;
const SPACE = /\s*/y;
const ATTRIBUTE = /([A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

function isAllowedCodePoint(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/**
 * Decodes the predefined entities and numeric references. Strict (XML): any other named entity
 * throws. Lenient (escaped HTML from an API): any other entity is left as it is.
 */
export function decodeEntities(text: string, mode: "strict" | "lenient", onError?: (detail: string) => never): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*)?;?/g, (whole, body: string | undefined) => {
    if (body !== undefined && whole.endsWith(";")) {
      if (body.startsWith("#")) {
        const code = body[1] === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (isAllowedCodePoint(code)) return String.fromCodePoint(code);
      } else if (PREDEFINED[body] !== undefined) return PREDEFINED[body];
    }
    if (mode === "lenient") return whole;
    return onError ? onError(`undefined or broken entity reference "${whole}"`) : whole;
  });
}

export function readXml(text: string): TXmlElement {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: TXmlElement[] = [];
  let root: TXmlElement | null = null;

  const fail = (detail: string, reason: XmlError["reason"] = "malformed"): never => {
    const line = text.slice(0, at).split("\n").length;
    throw new XmlError(reason, line, detail);
  };
  const expectEnd = (marker: string, what: string) => {
    const end = text.indexOf(marker, at);
    if (end < 0) fail(`unterminated ${what}`);
    return end;
  };
  const readName = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) return fail("expected a name");
    at = NAME.lastIndex;
    return match[0];
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };

  const readDoctype = () => {
    if (root || stack.length > 0) fail("a DOCTYPE after the root element");
    // From "<!DOCTYPE" to its closing ">", past an internal subset in brackets.
    let depth = 0;
    let end = at + 9;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === "[") depth += 1;
      else if (char === "]") depth -= 1;
      else if (char === ">" && depth <= 0) break;
    }
    if (end >= text.length) fail("unterminated DOCTYPE");
    const declaration = text.slice(at, end + 1);
    if (/<!ENTITY/i.test(declaration) || /%[A-Za-z_]/.test(declaration))
      fail("the DOCTYPE declares entities", "entities");
    at = end + 1;
  };

  const readStartTag = () => {
    at += 1;
    const element: TXmlElement = { name: readName(), attributes: {}, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) fail("a second root element");
    else root = element;
    for (;;) {
      skipSpace();
      if (text.startsWith("/>", at)) {
        at += 2;
        break;
      }
      if (text[at] === ">") {
        at += 1;
        stack.push(element);
        break;
      }
      ATTRIBUTE.lastIndex = at;
      const match = ATTRIBUTE.exec(text);
      if (!match || match.index !== at) return fail(`a malformed attribute in <${element.name}>`);
      const name = match[1] ?? "";
      if (name in element.attributes) fail(`a repeated attribute "${name}"`);
      element.attributes[name] = decodeEntities(match[2] ?? match[3] ?? "", "strict", fail);
      at = ATTRIBUTE.lastIndex;
    }
  };

  const readEndTag = () => {
    at += 2;
    const name = readName();
    skipSpace();
    if (text[at] !== ">") fail(`a malformed end tag </${name}`);
    at += 1;
    const open = stack.pop();
    if (!open || open.name !== name) fail(`</${name}> does not close <${open?.name ?? "nothing"}>`);
  };

  const addText = (value: string, isRaw: boolean) => {
    const parent = stack.at(-1);
    if (!parent) {
      if (isRaw || value.trim() !== "") fail("text outside the root element");
      return;
    }
    if (value === "") return;
    const last = parent.children.at(-1);
    if (typeof last === "string") parent.children[parent.children.length - 1] = last + value;
    else parent.children.push(value);
  };

  while (at < text.length) {
    const next = text.indexOf("<", at);
    const textEnd = next < 0 ? text.length : next;
    if (textEnd > at) {
      const raw = text.slice(at, textEnd);
      if (raw.includes("]]>")) fail('"]]>" in text');
      addText(decodeEntities(raw, "strict", fail), false);
      at = textEnd;
      continue;
    }
    if (text.startsWith("<!--", at)) at = expectEnd("-->", "comment") + 3;
    else if (text.startsWith("<![CDATA[", at)) {
      const end = expectEnd("]]>", "CDATA section");
      addText(text.slice(at + 9, end), true);
      at = end + 3;
    } else if (text.startsWith("<!DOCTYPE", at)) readDoctype();
    else if (text.startsWith("<?", at)) at = expectEnd("?>", "processing instruction") + 2;
    else if (text.startsWith("</", at)) readEndTag();
    else if (text.startsWith("<!", at)) fail("an unknown declaration");
    else readStartTag();
  }
  if (stack.length > 0) fail(`<${stack.at(-1)?.name ?? ""}> is never closed`);
  if (!root) return fail("no root element");
  return root;
}

/** An element's text: its own and its descendants', in order. */
export function textOf(element: TXmlElement): string {
  return element.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");
}

/** The first child element with this name (case-insensitive), or undefined. */
export function childNamed(element: TXmlElement, name: string): TXmlElement | undefined {
  const wanted = name.toLowerCase();
  return element.children.find(
    (child): child is TXmlElement => typeof child !== "string" && child.name.toLowerCase() === wanted,
  );
}
