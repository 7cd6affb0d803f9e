// The text index reads PostgreSQL's tsquery and tsvector texts (decision 171): what it reads, and what it leaves to
// the database. The numbers of ts_rank are compared with the database's in tests/api/text-rank.test.ts.
import { describe, expect, it } from 'vitest';
import { lexemesOf, parseTextQuery, positionOf, readVector, weightOf } from './text-query.ts';

describe('parseTextQuery', () => {
  it('reads words, and, or, not and parentheses with their precedence', () => {
    expect(parseTextQuery("'gatinh' & 'meig'")).toEqual({
      op: 'and',
      left: { op: 'word', lexeme: 'gatinh' },
      right: { op: 'word', lexeme: 'meig' },
    });
    expect(parseTextQuery("'cao' | 'gat' & !'pret'")).toEqual({
      op: 'or',
      left: { op: 'word', lexeme: 'cao' },
      right: {
        op: 'and',
        left: { op: 'word', lexeme: 'gat' },
        right: { op: 'not', query: { op: 'word', lexeme: 'pret' } },
      },
    });
    expect(parseTextQuery("( 'a' | 'b' ) & 'c'")).toMatchObject({ op: 'and', left: { op: 'or' } });
  });

  it("unquotes a lexeme's doubled quote and escaped backslash", () => {
    expect(parseTextQuery("'d''agu' & 'a\\\\b'")).toMatchObject({
      left: { lexeme: "d'agu" },
      right: { lexeme: 'a\\b' },
    });
  });

  it('reads only stop words as the empty query, and leaves phrases, prefixes and weights to the database', () => {
    expect(parseTextQuery('')).toBeNull();
    expect(parseTextQuery("'cao' <-> 'meig'")).toBeUndefined();
    expect(parseTextQuery("'cao' <2> 'meig'")).toBeUndefined();
    expect(parseTextQuery("'cao':*")).toBeUndefined();
    expect(parseTextQuery("'cao':AB & 'gat'")).toBeUndefined();
    expect(parseTextQuery("'cao' &")).toBeUndefined();
  });
});

describe('lexemesOf', () => {
  it("gives each lexeme once, in PostgreSQL's byte order (not JavaScript's)", () => {
    const query = parseTextQuery("'meig' & 'cao' & !'meig' | 'é' | 'z'")!;
    // 'é' is two bytes from 0xC3: after every ASCII letter, as JavaScript's order also puts it.
    expect(lexemesOf(query)).toEqual(['cao', 'meig', 'z', 'é']);
    // An astral character sorts by its UTF-8 bytes after U+FFFD, where UTF-16's surrogates sort it before.
    expect(lexemesOf(parseTextQuery("'\u{1F436}' | '\uFFFD'")!)).toEqual(['\uFFFD', '\u{1F436}']);
  });
});

describe('readVector', () => {
  it('reads lexemes with their positions and weights (D unwritten)', () => {
    const read: [string, number[], number[]][] = [];
    readVector("'cao':1A,12 'd''agu':3C 'meig':2B,200 'sem'", (lexeme, positions) =>
      read.push([lexeme, [...positions].map(positionOf), [...positions].map(weightOf)]),
    );
    expect(read).toEqual([
      ['cao', [1, 12], [3, 0]],
      ["d'agu", [3], [1]],
      ['meig', [2, 200], [2, 0]],
      ['sem', [], []],
    ]);
  });
});
