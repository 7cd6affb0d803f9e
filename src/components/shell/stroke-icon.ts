/** A 24 px outline icon drawn with the DOM (the top bar's parts that load without React): one path per `d`. */
const SVG = 'http://www.w3.org/2000/svg';

export function strokeIcon(...paths: string[]): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    viewBox: '0 0 24 24',
    class: 'size-6',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    svg.setAttribute(name, value);
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
