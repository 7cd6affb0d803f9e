// How a typed search becomes PostgreSQL's query text: words, phrases, exclusions, or, and the forms of each word.
import { describe, expect, it } from 'vitest';
import { formsOf, parseSearch, replaceWord, tsQueryText } from './text-search.ts';

const text = (q: string) => tsQueryText(parseSearch(q));

describe('parseSearch and tsQueryText', () => {
  it('ands the words, each with its forms', () => {
    expect(text('Cães de Água')).toBe("('cães' | 'cão') & ('de') & ('água')");
    expect(text('gatinho porto')).toBe("('gatinho' | 'gato') & ('porto')");
  });

  it('keeps quoted phrases in order, leaves out -words and reads or between terms', () => {
    expect(text('"cão de água" -persa')).toBe("('cão' <-> 'de' <-> 'água') & !('persa')");
    expect(text('persa OR labrador')).toBe("('persa') | ('labrador')");
    expect(text('-"cão de água"')).toBe("!('cão' <-> 'de' <-> 'água')");
    expect(text('or gato')).toBe("('gato')");
  });

  it('reads only letters and digits, so nothing typed breaks the query', () => {
    expect(text("!!! :* & | ' \\ ( )")).toBe('');
    expect(text("d'água cão-de-água")).toBe("('d') & ('água') & ('cão') & ('de') & ('água')");
    // A decomposed accent (a + combining tilde) is the same word as the composed one.
    expect(text('ca\u0303es')).toBe("('cães' | 'cão')");
  });
});

describe('formsOf', () => {
  it('gives the singular of -ões plurals, with and without accents (the stemmer joins -ães and -ãos)', () => {
    expect(formsOf('leoes')).toEqual(['leoes', 'leao']);
    expect(formsOf('furões')).toEqual(['furões', 'furão']);
    expect(formsOf('alemães')).toEqual(['alemães']);
  });

  it('gives the word of a diminutive', () => {
    expect(formsOf('gatinhos')).toEqual(['gatinhos', 'gatos']);
    expect(formsOf('cachorrinha')).toEqual(['cachorrinha', 'cachorra']);
    expect(formsOf('cãozinho')).toEqual(['cãozinho', 'cão']);
  });

  it('reads the forms list for words no ending gives, and leaves short stems alone', () => {
    expect(formsOf('cães')).toEqual(['cães', 'cão']);
    expect(formsOf('mães')).toEqual(['mães', 'mãe']);
    expect(formsOf('mãos')).toEqual(['mãos', 'mão']);
    expect(formsOf('cadela')).toEqual(['cadela', 'cão']);
    expect(formsOf('pães')).toEqual(['pães']);
    expect(formsOf('labrador')).toEqual(['labrador']);
  });

  it("finds only the list's own words, not an object's built-in names", () => {
    expect(formsOf('constructor')).toEqual(['constructor']);
    expect(formsOf('tostring')).toEqual(['tostring']);
    expect(formsOf('__proto__')).toEqual(['__proto__']);
  });
});

describe('replaceWord', () => {
  it('writes the search back with one word replaced, as typed otherwise', () => {
    expect(replaceWord(parseSearch('labradr braga'), 'labradr', 'labrador')).toBe('labrador braga');
    expect(replaceWord(parseSearch('york or "cão de água" -persa'), 'york', 'yorkshire')).toBe(
      'yorkshire or "cão de água" -persa',
    );
  });
});
