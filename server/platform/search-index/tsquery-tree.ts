// Reads PostgreSQL's text form of a tsquery (to_tsquery('english', ...)::text, where the words are
// already stemmed lexemes) into a tree that the search index evaluates itself:
//
//   ( 'a' | 'b':* ) & !'c' & !( 'd' <-> 'e' )
//
// Operators bind as PostgreSQL's do: ! tightest, then <-> and <N>, then &, then |.

export type TQueryNode =
  | { kind: "word"; lexeme: string; isPrefix: boolean; hasWeights: boolean }
  | { kind: "not"; child: TQueryNode }
  | { kind: "and" | "or"; left: TQueryNode; right: TQueryNode }
  | { kind: "phrase"; distance: number; left: TQueryNode; right: TQueryNode };

type TToken =
  | { kind: "word"; lexeme: string; isPrefix: boolean; hasWeights: boolean }
  | { kind: "&" | "|" | "!" | "(" | ")" }
  | { kind: "phrase"; distance: number };

function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === " ") {
      index += 1;
    } else if (character === "'") {
      let lexeme = "";
      index += 1;
      for (;;) {
        if (index >= text.length) throw new Error("unterminated lexeme");
        if (text[index] === "'" && text[index + 1] === "'") {
          lexeme += "'";
          index += 2;
        } else if (text[index] === "\\" && index + 1 < text.length) {
          lexeme += text[index + 1];
          index += 2;
        } else if (text[index] === "'") {
          index += 1;
          break;
        } else {
          lexeme += text[index];
          index += 1;
        }
      }
      let isPrefix = false;
      let hasWeights = false;
      if (text[index] === ":") {
        index += 1;
        while (index < text.length && /[*ABCDabcd]/.test(text[index])) {
          if (text[index] === "*") isPrefix = true;
          else hasWeights = true;
          index += 1;
        }
      }
      tokens.push({ kind: "word", lexeme, isPrefix, hasWeights });
    } else if (character === "<") {
      const end = text.indexOf(">", index);
      if (end === -1) throw new Error("unterminated phrase operator");
      const inside = text.slice(index + 1, end);
      tokens.push({ kind: "phrase", distance: inside === "-" ? 1 : Number(inside) });
      index = end + 1;
    } else if (character === "&" || character === "|" || character === "!" || character === "(" || character === ")") {
      tokens.push({ kind: character });
      index += 1;
    } else {
      throw new Error(`unexpected ${JSON.stringify(character)} in a tsquery`);
    }
  }
  return tokens;
}

const BINDING = { "|": 1, "&": 2, phrase: 3 } as const;

/** The tree of a tsquery's text; null for an empty query (only stop words). */
export function parseTsQuery(text: string): TQueryNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let position = 0;

  function operand(): TQueryNode {
    const token = tokens[position++];
    if (!token) throw new Error("a tsquery ends early");
    if (token.kind === "word") return token;
    if (token.kind === "!") return { kind: "not", child: operand() };
    if (token.kind === "(") {
      const inner = expression(0);
      if (tokens[position++]?.kind !== ")") throw new Error("unbalanced parentheses in a tsquery");
      return inner;
    }
    throw new Error(`unexpected ${token.kind} in a tsquery`);
  }

  function expression(minimum: number): TQueryNode {
    let left = operand();
    for (;;) {
      const token = tokens[position];
      if (!token || (token.kind !== "&" && token.kind !== "|" && token.kind !== "phrase")) return left;
      const binding = BINDING[token.kind];
      if (binding <= minimum) return left;
      position += 1;
      const right = expression(binding);
      left =
        token.kind === "phrase"
          ? { kind: "phrase", distance: token.distance, left, right }
          : { kind: token.kind === "&" ? "and" : "or", left, right };
    }
  }

  const tree = expression(0);
  if (position !== tokens.length) throw new Error("unexpected text after a tsquery");
  return tree;
}
