/**
 * The site's outline icons on a 24 px grid, stroked in the text colour: StrokeIcon.astro draws them in pages,
 * strokeIcon() (stroke-icon.ts) in the top bar's scripts. Named exports, so a script bundles only the ones it draws.
 */
export interface Icon {
  /** One <path> each (a circle is two arcs closed with z). */
  paths: readonly string[];
  /** The stroke width; 2 unless set. */
  width?: number;
  /** Mitred corners instead of round ones (arrow tips, the warning triangle, the heart's point). */
  sharp?: boolean;
}

export const bell: Icon = { paths: ['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'] };
export const speechBubble: Icon = { paths: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'] };
export const menu: Icon = { paths: ['M4 7h16M4 12h16M4 17h16'], width: 2.5 };
export const book: Icon = { paths: ['M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3z', 'M4 17a3 3 0 0 1 3-3h11'] };
export const chevronPrevious: Icon = { paths: ['M15 5l-7 7 7 7'], width: 2.5, sharp: true };
export const chevronNext: Icon = { paths: ['M9 5l7 7-7 7'], width: 2.5, sharp: true };
export const fullscreen: Icon = { paths: ['M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'] };
export const zoom: Icon = { paths: ['M18 11a7 7 0 1 1-14 0a7 7 0 1 1 14 0z', 'M21 21l-4.5-4.5M11 8v6M8 11h6'] };
export const close: Icon = { paths: ['M6 6l12 12M18 6L6 18'], width: 2.5 };
export const shieldCheck: Icon = {
  paths: ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
};
export const certified: Icon = {
  paths: [
    'M12 2l2.6 2.2 3.4-.3.8 3.3 2.9 1.8-1.3 3.1 1.3 3.1-2.9 1.8-.8 3.3-3.4-.3L12 22l-2.6-2.2-3.4.3-.8-3.3-2.9-1.8 1.3-3.1-1.3-3.1 2.9-1.8.8-3.3 3.4.3z',
    'M8.5 12.2l2.3 2.3 4.7-4.8',
  ],
  width: 2.5,
};
export const warning: Icon = { paths: ['M12 3l10 18H2z', 'M12 10v5M12 18v.5'], sharp: true };
export const heart: Icon = {
  paths: [
    'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.4 3.5 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  ],
  sharp: true,
};
export const pin: Icon = {
  paths: [
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z',
    'M14.5 9.5a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z',
  ],
  sharp: true,
};
