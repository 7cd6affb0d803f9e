/** Stable location ids derived from the data file, so a location id means the same place in every database. */
import { districts } from './locations.ts';
import { MUNICIPALITY_COORDINATES } from './coordinates.ts';

/**
 * A district's id is its DICO code as a number (1–18; 30 Madeira, 40 Açores); a municipality's is
 * the district id × 100 plus its 1-based position in the district's list. New municipalities are appended.
 */
export function locationRows(): {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}[] {
  return districts.flatMap((d) => {
    const id = Number.parseInt(d.code, 10);
    return [
      { id, parentId: null, code: d.code, name: d.name, latitude: null, longitude: null },
      ...d.municipalities.map((name, i) => {
        const position = MUNICIPALITY_COORDINATES[id * 100 + i + 1];
        return {
          id: id * 100 + i + 1,
          parentId: id,
          code: `${d.code}${String(i + 1).padStart(2, '0')}`,
          name,
          latitude: position?.[0] ?? null,
          longitude: position?.[1] ?? null,
        };
      }),
    ];
  });
}
