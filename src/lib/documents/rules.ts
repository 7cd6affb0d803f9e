/**
 * The lengths and limits of the documents (articles and information pages), shared by the API's schemas
 * (src/lib/documents/shapes.ts) and the editors' fields.
 */

/** About 15,000 words: longer than any blog article, short enough to render in a blink. */
export const BODY_MAX = 100_000;

/** A title of either kind has at least this many characters (after trimming). */
export const TITLE_MIN = 3;

export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_SUMMARY_MIN = 10;
export const ARTICLE_SUMMARY_MAX = 320;
/** A cover of up to 10 MB arrives as base64 (4/3 larger) inside JSON: the body of a write with a cover may be this big. */
export const COVER_BODY_MAX = 15 * 1024 * 1024;

export const INFO_PAGE_TITLE_MAX = 120;
export const INFO_PAGE_DESCRIPTION_MIN = 10;
export const INFO_PAGE_DESCRIPTION_MAX = 300;
/** An information page's position in the footer and lists: 0 to this. */
export const INFO_PAGE_ORDER_MAX = 999;
/** The position of a new page that names none. */
export const INFO_PAGE_ORDER_DEFAULT = 100;
