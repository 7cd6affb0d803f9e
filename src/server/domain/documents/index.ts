/** What other areas may use of documents (issue 53): the rest of the area is its own. */
export { publishedInfoPages } from './info-pages/pages.ts';
