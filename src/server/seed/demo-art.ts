/** Friendly generated pictures for the demo (pets, breeder emblems, article covers) as SVG, without text. */
import type { Random } from './random.ts';

export interface Coat {
  fur: string;
  /** Ears, patches, stripes, points. */
  dark: string;
  /** Muzzle and chest. */
  light: string;
  ears: 'floppy' | 'pointy';
  pattern?: 'mask' | 'saddle' | 'tabby' | 'points' | 'spots' | 'patch';
  eyes?: string;
}

const BACKDROPS: readonly [string, string][] = [
  ['#fde2c4', '#f6b48f'],
  ['#d9f0e3', '#9fd3c7'],
  ['#e3e7fb', '#b8c2f0'],
  ['#fbe3ec', '#f2b5c9'],
  ['#fff3c9', '#f7d67d'],
  ['#dff1fb', '#a7d3ef'],
  ['#eae4f7', '#c6b6e8'],
  ['#e6f4d5', '#b9dc93'],
];
const ACCENTS = ['#e4572e', '#2e86ab', '#f3a712', '#29bf12', '#a23b72', '#3f88c5', '#d7263d', '#1b998b'];

const f = (n: number) => n.toFixed(1);

function backdrop(r: Random, w: number, h: number, id: string): string {
  const [from, to] = r.pick(BACKDROPS);
  const angle = r.int(0, 1);
  let out = `<defs><linearGradient id="${id}" x1="0" y1="${angle}" x2="1" y2="${1 - angle}">`;
  out += `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  // Soft out-of-focus circles, like a garden behind the animal.
  for (let i = 0; i < 7; i++) {
    out += `<circle cx="${f(r.float(0, w))}" cy="${f(r.float(0, h * 0.7))}" r="${f(r.float(30, 110))}" fill="#fff" opacity="${f(r.float(0.12, 0.3))}"/>`;
  }
  return out;
}

function eye(cx: number, cy: number, size: number, colour: string | undefined, cat: boolean): string {
  if (cat) {
    return (
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 1.25)}" ry="${f(size)}" fill="${colour ?? '#8cc63f'}"/>` +
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 0.3)}" ry="${f(size * 0.9)}" fill="#1d1d1b"/>` +
      `<circle cx="${f(cx + size * 0.4)}" cy="${f(cy - size * 0.4)}" r="${f(size * 0.22)}" fill="#fff"/>`
    );
  }
  const iris = colour ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size)}" fill="${colour}"/>` : '';
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size)}" fill="#2a1e17"/>${iris}` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.55)}" fill="#1a1410"/>` +
    `<circle cx="${f(cx + size * 0.35)}" cy="${f(cy - size * 0.35)}" r="${f(size * 0.3)}" fill="#fff"/>`
  );
}

/** A head centred on (cx, cy) with radius s, looking at the viewer. */
function head(
  r: Random,
  species: 'DOG' | 'CAT',
  coat: Coat,
  cx: number,
  cy: number,
  s: number,
  accent: string,
): string {
  const cat = species === 'CAT';
  const tilt = r.float(-8, 8);
  let out = `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})">`;
  // Ears behind the head.
  if (coat.ears === 'pointy') {
    for (const side of [-1, 1]) {
      const bx = cx + side * s * 0.62;
      const tip = `${f(cx + side * s * 0.95)},${f(cy - s * 1.25)}`;
      out += `<path d="M${f(bx - s * 0.38)},${f(cy - s * 0.45)} L${tip} L${f(bx + s * 0.3)},${f(cy - s * 0.72)} Z" fill="${coat.pattern === 'points' ? coat.dark : coat.fur}" stroke="${coat.dark}" stroke-width="${f(s * 0.03)}" stroke-linejoin="round"/>`;
      out += `<path d="M${f(bx - s * 0.2)},${f(cy - s * 0.55)} L${f(cx + side * s * 0.9)},${f(cy - s * 1.05)} L${f(bx + s * 0.15)},${f(cy - s * 0.7)} Z" fill="${cat ? '#f4b6c2' : coat.light}" opacity="0.9"/>`;
    }
  } else {
    for (const side of [-1, 1]) {
      out += `<ellipse cx="${f(cx + side * s * 0.92)}" cy="${f(cy + s * 0.05)}" rx="${f(s * 0.32)}" ry="${f(s * 0.68)}" fill="${coat.dark}" transform="rotate(${side * 18} ${f(cx + side * s * 0.92)} ${f(cy + s * 0.05)})"/>`;
    }
  }
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * (cat ? 1.02 : 0.95))}" ry="${f(s * 0.9)}" fill="${coat.fur}"/>`;
  if (coat.pattern === 'tabby') {
    for (const dx of [-0.22, 0, 0.22]) {
      out += `<path d="M${f(cx + dx * s)},${f(cy - s * 0.85)} q${f(s * 0.04)},${f(s * 0.18)} 0,${f(s * 0.32)}" stroke="${coat.dark}" stroke-width="${f(s * 0.07)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  if (coat.pattern === 'spots') {
    for (let i = 0; i < 6; i++) {
      out += `<ellipse cx="${f(cx + r.float(-0.7, 0.7) * s)}" cy="${f(cy + r.float(-0.75, -0.25) * s)}" rx="${f(s * 0.07)}" ry="${f(s * 0.05)}" fill="${coat.dark}" opacity="0.8"/>`;
    }
  }
  if (coat.pattern === 'patch') {
    out += `<ellipse cx="${f(cx - s * 0.36)}" cy="${f(cy - s * 0.18)}" rx="${f(s * 0.28)}" ry="${f(s * 0.26)}" fill="${coat.dark}"/>`;
  }
  // Muzzle: a mask darkens it, points darken the whole face centre.
  const muzzle = coat.pattern === 'mask' || coat.pattern === 'points' ? coat.dark : coat.light;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + s * 0.38)}" rx="${f(s * (cat ? 0.42 : 0.5))}" ry="${f(s * (cat ? 0.3 : 0.38))}" fill="${muzzle}"/>`;
  const eyeY = cy - s * 0.12;
  out += eye(cx - s * 0.36, eyeY, s * (cat ? 0.14 : 0.12), coat.eyes, cat);
  out += eye(cx + s * 0.36, eyeY, s * (cat ? 0.14 : 0.12), coat.eyes, cat);
  if (cat) {
    const ny = cy + s * 0.22;
    out += `<path d="M${f(cx - s * 0.09)},${f(ny)} L${f(cx + s * 0.09)},${f(ny)} L${f(cx)},${f(ny + s * 0.1)} Z" fill="#e98a9a"/>`;
    out += `<path d="M${f(cx - s * 0.16)},${f(ny + s * 0.2)} q${f(s * 0.08)},${f(s * 0.09)} ${f(s * 0.16)},0 q${f(s * 0.08)},${f(s * 0.09)} ${f(s * 0.16)},0" stroke="#5a4034" stroke-width="${f(s * 0.025)}" fill="none" stroke-linecap="round"/>`;
    for (const side of [-1, 1]) {
      for (const dy of [-0.04, 0.06]) {
        out += `<path d="M${f(cx + side * s * 0.3)},${f(ny + s * 0.12)} L${f(cx + side * s * 1.05)},${f(ny + s * (0.05 + dy * 2))}" stroke="#fdfdfb" stroke-width="${f(s * 0.014)}" opacity="0.85"/>`;
      }
    }
  } else {
    const ny = cy + s * 0.24;
    out += `<ellipse cx="${f(cx)}" cy="${f(ny)}" rx="${f(s * 0.16)}" ry="${f(s * 0.11)}" fill="#231a15"/>`;
    out += `<ellipse cx="${f(cx - s * 0.05)}" cy="${f(ny - s * 0.04)}" rx="${f(s * 0.05)}" ry="${f(s * 0.03)}" fill="#fff" opacity="0.5"/>`;
    if (r.chance(0.6)) {
      out += `<path d="M${f(cx - s * 0.07)},${f(cy + s * 0.5)} q${f(s * 0.07)},${f(s * 0.26)} ${f(s * 0.14)},0 Z" fill="#ef7f8f"/>`;
    }
    out += `<path d="M${f(cx - s * 0.2)},${f(cy + s * 0.46)} q${f(s * 0.1)},${f(s * 0.1)} ${f(s * 0.2)},0 q${f(s * 0.1)},${f(s * 0.1)} ${f(s * 0.2)},0" stroke="#231a15" stroke-width="${f(s * 0.03)}" fill="none" stroke-linecap="round"/>`;
  }
  // Cheeks.
  out += `<circle cx="${f(cx - s * 0.6)}" cy="${f(cy + s * 0.25)}" r="${f(s * 0.1)}" fill="#f49fb0" opacity="0.35"/>`;
  out += `<circle cx="${f(cx + s * 0.6)}" cy="${f(cy + s * 0.25)}" r="${f(s * 0.1)}" fill="#f49fb0" opacity="0.35"/>`;
  out += '</g>';
  // A bandana or a bow under the chin.
  if (r.chance(0.5)) {
    out += `<path d="M${f(cx - s * 0.55)},${f(cy + s * 0.82)} L${f(cx + s * 0.55)},${f(cy + s * 0.82)} L${f(cx)},${f(cy + s * 1.25)} Z" fill="${accent}" stroke-linejoin="round"/>`;
  } else {
    out += `<rect x="${f(cx - s * 0.6)}" y="${f(cy + s * 0.8)}" width="${f(s * 1.2)}" height="${f(s * 0.12)}" rx="${f(s * 0.06)}" fill="${accent}"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy + s * 0.98)}" r="${f(s * 0.09)}" fill="#f7d046"/>`;
  }
  return out;
}

function sittingBody(species: 'DOG' | 'CAT', coat: Coat, cx: number, base: number, s: number): string {
  const cat = species === 'CAT';
  let out = '';
  // Tail curling round one side.
  out += `<path d="M${f(cx + s * 0.8)},${f(base - s * 0.2)} q${f(s * 0.9)},${f(-s * 0.1)} ${f(s * 0.7)},${f(-s * (cat ? 1.1 : 0.7))}" stroke="${cat && coat.pattern === 'points' ? coat.dark : coat.fur}" stroke-width="${f(s * (cat ? 0.22 : 0.26))}" fill="none" stroke-linecap="round"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(base - s * 0.75)}" rx="${f(s * 0.95)}" ry="${f(s * 0.95)}" fill="${coat.fur}"/>`;
  if (coat.pattern === 'saddle') {
    out += `<ellipse cx="${f(cx)}" cy="${f(base - s * 1.05)}" rx="${f(s * 0.9)}" ry="${f(s * 0.55)}" fill="${coat.dark}"/>`;
  }
  out += `<ellipse cx="${f(cx)}" cy="${f(base - s * 0.7)}" rx="${f(s * 0.45)}" ry="${f(s * 0.7)}" fill="${coat.light}" opacity="0.9"/>`;
  for (const side of [-1, 1]) {
    out += `<ellipse cx="${f(cx + side * s * 0.38)}" cy="${f(base - s * 0.06)}" rx="${f(s * 0.26)}" ry="${f(s * 0.14)}" fill="${coat.light}"/>`;
  }
  return out;
}

export interface PetPhoto {
  species: 'DOG' | 'CAT';
  coat: Coat;
  width: number;
  height: number;
}

/** A pet on a soft backdrop: a close portrait or the whole animal sitting. */
export function petPhotoSvg(r: Random, { species, coat, width: w, height: h }: PetPhoto): string {
  const accent = r.pick(ACCENTS);
  let body = backdrop(r, w, h, 'bg');
  // The ground the animal sits on.
  body += `<ellipse cx="${w / 2}" cy="${f(h * 0.97)}" rx="${f(w * 0.7)}" ry="${f(h * 0.16)}" fill="#fff" opacity="0.35"/>`;
  const cx = w / 2 + r.float(-0.12, 0.12) * w;
  if (r.chance(0.5)) {
    const s = h * 0.3;
    const cy = h * 0.52;
    // Shoulders and chest below the head, cut by the frame like a portrait.
    body += `<ellipse cx="${f(cx)}" cy="${f(cy + s * 1.55)}" rx="${f(s * 1.05)}" ry="${f(s * 0.95)}" fill="${coat.fur}"/>`;
    if (coat.pattern === 'saddle') {
      body += `<ellipse cx="${f(cx)}" cy="${f(cy + s * 1.7)}" rx="${f(s * 1.05)}" ry="${f(s * 0.55)}" fill="${coat.dark}"/>`;
    }
    body += `<ellipse cx="${f(cx)}" cy="${f(cy + s * 1.5)}" rx="${f(s * 0.5)}" ry="${f(s * 0.75)}" fill="${coat.light}"/>`;
    body += head(r, species, coat, cx, cy, s, accent);
  } else {
    const s = h * 0.19;
    const base = h * 0.93;
    body += `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(s * 1.6)}" ry="${f(s * 0.17)}" fill="#000" opacity="0.12"/>`;
    body += sittingBody(species, coat, cx, base, s * 1.25);
    body += head(r, species, coat, cx, base - s * 2.9, s, accent);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A kennel-style emblem for a breeder's avatar: a paw print in a ring. */
export function emblemSvg(r: Random, size: number): string {
  const ink = r.pick(ACCENTS);
  const c = size / 2;
  let body = backdrop(r, size, size, 'em');
  body += `<circle cx="${c}" cy="${c}" r="${f(size * 0.36)}" fill="#fff" opacity="0.85"/>`;
  body += `<circle cx="${c}" cy="${c}" r="${f(size * 0.36)}" fill="none" stroke="${ink}" stroke-width="${f(size * 0.025)}"/>`;
  body += `<ellipse cx="${c}" cy="${f(c + size * 0.07)}" rx="${f(size * 0.12)}" ry="${f(size * 0.1)}" fill="${ink}"/>`;
  for (const [dx, dy] of [
    [-0.15, -0.06],
    [-0.06, -0.15],
    [0.06, -0.15],
    [0.15, -0.06],
  ] as const) {
    body += `<ellipse cx="${f(c + dx * size)}" cy="${f(c + dy * size)}" rx="${f(size * 0.045)}" ry="${f(size * 0.058)}" fill="${ink}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/** A wide cover: a dog and a cat side by side. */
export function coverSvg(r: Random, dog: Coat, cat: Coat, w: number, h: number): string {
  let body = backdrop(r, w, h, 'cv');
  body += `<ellipse cx="${w / 2}" cy="${f(h * 1.02)}" rx="${f(w * 0.75)}" ry="${f(h * 0.22)}" fill="#fff" opacity="0.35"/>`;
  body += head(r, 'DOG', dog, w * 0.36, h * 0.56, h * 0.26, r.pick(ACCENTS));
  body += head(r, 'CAT', cat, w * 0.66, h * 0.6, h * 0.22, r.pick(ACCENTS));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
