/**
 * How deeply a Markdown text nests, estimated in one pass before it reaches the renderer (issue 37): `marked`
 * recurses once per level, so 50,000 `>` or nested emphasis openers overflow its stack (a 500) or hold the thread
 * for seconds first. Counted: block containers a line opens (quotes, list items) and its indentation, emphasis and
 * link brackets opened and not yet closed within a paragraph. Code (fenced blocks, inline spans) is not counted.
 */

/** Far beyond any article or page, far below what troubles the renderer. */
export const MARKDOWN_MAX_NESTING = 16;

const CONTAINER = /^ {0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);

/** The deepest level the text reaches (0 for plain paragraphs). */
export function markdownNesting(source: string): number {
  let deepest = 0;
  let inline = 0;
  let fence: string | null = null;
  for (const raw of source.split('\n')) {
    const fenced = FENCE.exec(raw)?.[1];
    if (fence !== null) {
      if (fenced && fenced[0] === fence[0] && fenced.length >= fence.length) fence = null;
      continue;
    }
    if (fenced) {
      fence = fenced;
      continue;
    }
    let line = raw;
    let block = 0;
    for (let match = CONTAINER.exec(line); match; match = CONTAINER.exec(line)) {
      block += 1;
      line = line.slice(match[0].length);
    }
    const indent = /^[ \t]*/.exec(raw)![0].replace(/\t/g, '    ').length;
    block += Math.floor(indent / 2);
    if (line.trim() === '') inline = 0;
    inline = inlineDepth(line, inline, (level) => (deepest = Math.max(deepest, block + level)));
    deepest = Math.max(deepest, block);
  }
  return deepest;
}

/** Walks one line's emphasis runs and brackets from `depth`, reporting each level reached; gives the depth after. */
function inlineDepth(line: string, depth: number, reached: (level: number) => void): number {
  for (let i = 0; i < line.length;) {
    const c = line[i]!;
    if (c === '`') {
      // An inline code span: to the same run of backticks, else the backticks are text.
      const run = /^`+/.exec(line.slice(i))![0];
      const end = line.indexOf(run, i + run.length);
      i = end < 0 ? i + run.length : end + run.length;
      continue;
    }
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '[') depth += 1;
    else if (c === ']') depth = Math.max(0, depth - 1);
    else if (c === '*' || c === '_') {
      let end = i;
      while (line[end] === c) end += 1;
      const before = line[i - 1];
      const after = line[end];
      const opens = !isSpace(after) && (isSpace(before) || isPunctuation(before) || !isPunctuation(after));
      const closes = !isSpace(before) && (isSpace(after) || isPunctuation(after) || !isPunctuation(before));
      const run = end - i;
      if (closes && depth > 0) depth = Math.max(0, depth - run);
      else if (opens) depth += run;
      i = end;
      reached(depth);
      continue;
    }
    reached(depth);
    i += 1;
  }
  return depth;
}

/** For a body's schema: the text nests no deeper than MARKDOWN_MAX_NESTING (refused with `article.error.body-too-deep`). */
export const shallowEnough = (source: string): boolean => markdownNesting(source) <= MARKDOWN_MAX_NESTING;
