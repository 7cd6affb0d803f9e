/**
 * The id of /sales's results heading. The filter form and the page links take a person there (`/sales?…#results-title`):
 * on a phone the open filter form would otherwise fill the first screens after every search (decision 166).
 */
export const RESULTS_ID = 'results-title';
