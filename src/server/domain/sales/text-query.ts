/**
 * A text query as the embedded text index answers it (decision 171): PostgreSQL's own tsquery, read from its text
 * form, matched against a document's lexemes, and ranked by `ts_rank`'s arithmetic (src/backend/utils/adt/tsrank.c,
 * default weights, no normalisation) in single precision, so both ways of answering a search order it alike.
 * Phrases, prefixes and weight restrictions are not read: such a query is answered by the database.
 */

/** A tsquery: a lexeme, or an operator over sub-queries. */
export type TextQuery =
  | { op: 'word'; lexeme: string }
  | { op: 'and' | 'or'; left: TextQuery; right: TextQuery }
  | { op: 'not'; query: TextQuery };

/** Why a query is left to the database. */
class Unsupported extends Error {}

/**
 * Reads `tsquery::text` (`'gatinh' & 'meig'`, `'cao' | !'gat'`, `( 'a' | 'b' ) & 'c'`). Null for the empty query
 * (only stop words: it matches nothing) — and undefined for a query this module does not answer.
 */
export function parseTextQuery(text: string): TextQuery | null | undefined {
  let at = 0;
  const space = () => {
    while (text[at] === ' ') at++;
  };
  const word = (): TextQuery => {
    const read = readQuoted(text, at);
    if (!read) throw new Unsupported();
    at = read[1];
    // `:*` (prefix) or `:AB` (weights) restrict what matches: the database's job.
    if (text[at] === ':') throw new Unsupported();
    return { op: 'word', lexeme: read[0] };
  };
  const unary = (): TextQuery => {
    space();
    const c = text[at];
    if (c === '!') {
      at++;
      return { op: 'not', query: unary() };
    }
    if (c === '(') {
      at++;
      const inner = or();
      space();
      if (text[at] !== ')') throw new Unsupported();
      at++;
      return inner;
    }
    if (c === "'") return word();
    throw new Unsupported();
  };
  const binary = (op: 'and' | 'or', sign: string, operand: () => TextQuery) => (): TextQuery => {
    let left = operand();
    for (;;) {
      space();
      if (text[at] === '<') throw new Unsupported(); // a phrase: `<->`, `<2>`
      if (text[at] !== sign) return left;
      at++;
      left = { op, left, right: operand() };
    }
  };
  const and = binary('and', '&', unary);
  const or = binary('or', '|', and);
  if (text.trim() === '') return null;
  try {
    const query = or();
    space();
    return at === text.length ? query : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** The query's lexemes once each, in PostgreSQL's order for ranking (bytes, as `tsCompareString`). */
export function lexemesOf(query: TextQuery): string[] {
  const all = new Set<string>();
  const walk = (q: TextQuery): void => {
    if (q.op === 'word') all.add(q.lexeme);
    else if (q.op === 'not') walk(q.query);
    else {
      walk(q.left);
      walk(q.right);
    }
  };
  walk(query);
  return [...all].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** A position as a tsvector keeps it: 14 bits of position, 2 of weight (3 = A … 0 = D). */
export const positionOf = (entry: number) => entry & 0x3fff;
export const weightOf = (entry: number) => entry >> 14;

const f = Math.fround;
/** `ts_rank`'s default weights by class: D, C, B, A. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
const MAXENTRYPOS = 1 << 14;
/** A lexeme stored without positions counts as one at the last position, weight D (POSNULL). */
const POSNULL_AND = Uint16Array.of(MAXENTRYPOS - 1);
const POSNULL_OR = Uint16Array.of(0);

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

function rankAnd(positions: (Uint16Array | undefined)[]): number {
  let res = f(-1.0);
  const seen: (Uint16Array | undefined)[] = [];
  for (let i = 0; i < positions.length; i++) {
    const own = positions[i];
    if (!own) continue;
    const post = own.length ? own : POSNULL_AND;
    seen[i] = post;
    for (let k = 0; k < i; k++) {
      const ct = seen[k];
      if (!ct) continue;
      const eitherNull = post === POSNULL_AND || ct === POSNULL_AND;
      for (let l = 0; l < post.length; l++) {
        for (let p = 0; p < ct.length; p++) {
          let dist = Math.abs(positionOf(post[l]!) - positionOf(ct[p]!));
          if (dist || eitherNull) {
            if (!dist) dist = MAXENTRYPOS;
            const product = f(f(WEIGHTS[weightOf(post[l]!)]! * WEIGHTS[weightOf(ct[p]!)]!) * wordDistance(dist));
            const curw = f(Math.sqrt(product));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

function rankOr(positions: (Uint16Array | undefined)[]): number {
  let res = f(0.0);
  for (const own of positions) {
    if (!own) continue;
    const post = own.length ? own : POSNULL_OR;
    let resj = f(0.0);
    let wjm = f(-1.0);
    let jm = 0;
    for (let j = 0; j < post.length; j++) {
      const w = WEIGHTS[weightOf(post[j]!)]!;
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    const x = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + x / 1.64493406685);
  }
  return positions.length > 0 ? f(res / positions.length) : res;
}

/**
 * `ts_rank(vector, query)` of a matching document, given the positions of each of `lexemesOf(query)` in it
 * (undefined where the document lacks the lexeme; an empty array for a lexeme stored without positions).
 */
export function textRank(query: TextQuery, positions: (Uint16Array | undefined)[]): number {
  const res = query.op === 'and' && positions.length >= 2 ? rankAnd(positions) : rankOr(positions);
  return res < 0 ? f(1e-20) : res;
}

/**
 * The lexeme whose opening quote is at `at`, as tsvector and tsquery texts write it (a quote doubled, a backslash
 * doubled), and where its text ends; undefined when it does not end.
 */
function readQuoted(text: string, at: number): [lexeme: string, next: number] | undefined {
  let lexeme = '';
  let start = at + 1;
  for (;;) {
    const close = text.indexOf("'", start);
    if (close < 0) return undefined;
    const piece = text.slice(start, close);
    lexeme += piece.includes('\\') ? piece.replace(/\\(.)/gs, '$1') : piece;
    if (text[close + 1] !== "'") return [lexeme, close + 1];
    lexeme += "'";
    start = close + 2;
  }
}

/** Positions of one lexeme as `readVector` hands them over (a tsvector keeps at most 256 per lexeme). */
const scratch = new Uint16Array(MAXENTRYPOS);

/**
 * Reads a `tsvector::text` (`'gatinh':1A,9C 'meig':2A`) into its lexemes and their packed positions (weight in the
 * top two bits), calling `each` per lexeme in the vector's order. The positions are a view of one buffer, valid
 * during the call: copy them to keep them.
 */
export function readVector(text: string, each: (lexeme: string, positions: Uint16Array) => void): void {
  let at = 0;
  const n = text.length;
  while (at < n) {
    while (text.charCodeAt(at) === 32) at++;
    if (at >= n) break;
    if (text[at] !== "'") throw new Error(`Unreadable tsvector at ${at}: ${text.slice(at, at + 20)}`);
    const read = readQuoted(text, at);
    if (!read) throw new Error('Unterminated lexeme in tsvector');
    const [lexeme, next] = read;
    at = next;
    let count = 0;
    if (text[at] === ':') {
      at++;
      for (;;) {
        let pos = 0;
        let code = text.charCodeAt(at);
        while (code >= 48 && code <= 57) {
          pos = pos * 10 + code - 48;
          code = text.charCodeAt(++at);
        }
        // A = 3, B = 2, C = 1; D (the default) is not written.
        const weight = code === 65 ? 3 : code === 66 ? 2 : code === 67 ? 1 : 0;
        if (code >= 65 && code <= 68) at++;
        scratch[count++] = (weight << 14) | Math.min(pos, MAXENTRYPOS - 1);
        if (text[at] !== ',') break;
        at++;
      }
    }
    each(lexeme, scratch.subarray(0, count));
  }
}
