// What the search box offers for what was typed, over the shipped reference data (decision 173).
import { describe, expect, it } from 'vitest';
import { breeds, species } from '../../db/reference/breeds.ts';
import { locationRows } from '../../db/reference/ids.ts';
import type { ReferenceData } from '../reference/reference.ts';
import { suggest, SUGGEST_LIMIT } from './suggestions.ts';

const rows = locationRows();
const ref: ReferenceData = {
  species: species.map((s) => ({ code: s.code, name: s.name })),
  breeds: breeds.map((b) => ({ code: b.code, name: b.name, species: b.species, dangerous: b.dangerous ?? false })),
  districts: rows.filter((r) => r.parentId === null).map((r) => ({ id: r.id, name: r.name, code: r.code })),
  municipalities: new Map(
    rows
      .filter((r) => r.parentId === null)
      .map((d) => [
        d.id,
        rows.filter((r) => r.parentId === d.id).map((r) => ({ id: r.id, name: r.name, code: r.code, parentId: d.id })),
      ]),
  ),
  countries: [],
  userTypes: [],
};
const labels = (typed: string) => suggest(ref, typed).map((s) => s.label);

describe('suggest', () => {
  it('offers the breed a word of whose name begins with what was typed, with its filter', () => {
    expect(suggest(ref, 'york')).toEqual([
      { label: 'Yorkshire Terrier', kind: 'breed', detail: 'Cão', filters: { species: 'DOG', breed: 'DOG_YORKSHIRE' } },
    ]);
    expect(labels('lab')[0]).toBe('Labrador Retriever');
    expect(labels('retr')).toEqual(['Golden Retriever', 'Labrador Retriever']);
  });

  it('offers species and places, names that begin with the word first, accents and case aside', () => {
    expect(suggest(ref, 'gat')[0]).toMatchObject({ label: 'Gato', kind: 'species', filters: { species: 'CAT' } });
    const porto = suggest(ref, 'PORTO');
    expect(porto[0]).toMatchObject({ label: 'Porto', kind: 'district', filters: { location: 13 } });
    expect(porto[1]).toMatchObject({ label: 'Porto', kind: 'municipality', detail: 'Porto' });
    expect(porto[1]!.filters).toEqual({ location: 13, childLocation: expect.any(Number) as number });
    expect(labels('evora')).toContain('Évora');
    expect(labels('agua portu')).toEqual(['Cão de Água Português']);
  });

  it('offers nothing under two letters, and at most a handful', () => {
    expect(suggest(ref, 'l')).toEqual([]);
    expect(suggest(ref, ' ')).toEqual([]);
    expect(suggest(ref, 'ca').length).toBe(SUGGEST_LIMIT);
    expect(suggest(ref, 'xyz')).toEqual([]);
  });
});
