/** An outline icon of icons.ts drawn with the DOM (the top bar's parts that load without React), and the attributes StrokeIcon.astro gives it too. */
import type { Icon } from './icons.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** The <svg> element's attributes: decorative (the control or the text beside it says what it is). */
export function iconAttributes(icon: Icon, className: string): Record<string, string> {
  return {
    'aria-hidden': 'true',
    viewBox: '0 0 24 24',
    class: className,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': String(icon.width ?? 2),
    'stroke-linecap': 'round',
    ...(!icon.sharp && { 'stroke-linejoin': 'round' }),
  };
}

export function strokeIcon(icon: Icon): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries(iconAttributes(icon, 'size-6'))) svg.setAttribute(name, value);
  for (const d of icon.paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
