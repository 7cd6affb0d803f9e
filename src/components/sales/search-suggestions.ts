/**
 * The search box's suggestions (decision 173): an ARIA 1.2 combobox with a list popup over
 * GET /api/public/sales/suggestions. Typing two letters offers species, breeds and places; arrows move through them,
 * Enter or a tap opens the listing filtered by the one chosen, Escape closes the list (and empties the field when it
 * is closed). Enter with none chosen submits the form as it would without this script. Fetched without the API
 * client, as sale-filters.ts does: a visitor's page carries no ky. Loaded when the field first takes the focus
 * (search-box.ts, decision 214).
 */

interface Suggestion {
  label: string;
  kind: string;
  detail: string;
  filters: Record<string, string | number | boolean>;
}

const MIN_LENGTH = 2;
const DELAY_MS = 120;
/** The filters a suggestion replaces: a breed or a species its kind's, a place the other place filters. */
const REPLACES: Record<string, string[]> = {
  species: ['species', 'breed'],
  breed: ['species', 'breed'],
  district: ['location', 'childLocation'],
  municipality: ['location', 'childLocation'],
};
const answers = new Map<string, Promise<Suggestion[]>>();

function suggestionsFor(q: string): Promise<Suggestion[]> {
  let found = answers.get(q);
  if (!found) {
    found = fetch(`/api/public/sales/suggestions?q=${encodeURIComponent(q)}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ content: Suggestion[] }>) : { content: [] }))
      .then((body) => body.content)
      .catch(() => []);
    answers.set(q, found);
  }
  return found;
}

/** The listing's address a suggestion leads to: its filters, over the form's own when the box keeps them. */
function hrefOf(box: HTMLElement, input: HTMLInputElement, s: Suggestion): string {
  const params = new URLSearchParams();
  if (box.dataset['keepFilters'] !== undefined && input.form) {
    for (const [key, value] of new FormData(input.form)) {
      if (typeof value === 'string' && value !== '' && key !== 'q' && key !== 'page') params.set(key, value);
    }
  }
  for (const key of REPLACES[s.kind] ?? []) params.delete(key);
  for (const [key, value] of Object.entries(s.filters)) params.set(key, String(value));
  return `/sales?${params.toString()}#${box.dataset['results'] ?? ''}`;
}

/** One option of the list: the suggestion's words and what kind of thing it is. */
function optionFor(box: HTMLElement, list: HTMLElement, s: Suggestion, i: number, choose: () => void): HTMLLIElement {
  const option = document.createElement('li');
  option.id = `${list.id}-${i}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  option.className =
    'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 aria-selected:bg-brand-100 hover:bg-brand-100';
  const label = document.createElement('span');
  label.className = 'font-semibold';
  label.textContent = s.label;
  const detail = document.createElement('span');
  detail.className = 'text-sm text-ink-muted';
  detail.textContent = [box.dataset[`kind${s.kind[0]!.toUpperCase()}${s.kind.slice(1)}`], s.detail]
    .filter(Boolean)
    .join(' · ');
  option.append(label, detail);
  // Keeps the focus in the field: a tap chooses without blurring it first.
  option.addEventListener('pointerdown', (e) => e.preventDefault());
  option.addEventListener('click', choose);
  return option;
}

/** What a screen reader hears of the list: how many suggestions, in the page's words. */
function countText(box: HTMLElement, n: number): string {
  if (n === 0) return '';
  return n === 1 ? (box.dataset['countOne'] ?? '') : (box.dataset['countMany'] ?? '').replace('{{count}}', String(n));
}

/**
 * Makes the box's field offer suggestions (search-box.ts has made it a combobox already). `typed`: the person typed
 * before this code arrived, so the list for what is in the field is asked for at once.
 */
export function enhanceSearchBox(box: HTMLElement, typed: boolean): void {
  const input = box.querySelector('input');
  const list = box.querySelector<HTMLUListElement>('[role="listbox"]');
  const status = box.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !list || !status || box.dataset['enhanced'] !== undefined) return;
  box.dataset['enhanced'] = '';
  let items: Suggestion[] = [];
  let active = -1;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = () => !list.hidden;
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const move = (to: number) => {
    active = to;
    for (const [i, option] of [...list.children].entries()) {
      option.setAttribute('aria-selected', String(i === active));
      if (i === active) {
        input.setAttribute('aria-activedescendant', option.id);
        option.scrollIntoView({ block: 'nearest' });
      }
    }
  };

  const choose = (i: number) => {
    const s = items[i];
    if (s) window.location.assign(hrefOf(box, input, s));
  };

  const render = (found: Suggestion[]) => {
    items = found;
    active = -1;
    list.replaceChildren(...found.map((s, i) => optionFor(box, list, s, i, () => choose(i))));
    const open = found.length > 0;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    input.removeAttribute('aria-activedescendant');
    status.textContent = countText(box, found.length);
  };

  const load = async () => {
    const q = input.value.trim();
    const ticket = ++asked;
    if (q.length < MIN_LENGTH) return close();
    const found = await suggestionsFor(q);
    // An answer to an earlier keystroke never replaces a newer one.
    if (ticket === asked && document.activeElement === input) render(found);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void load(), DELAY_MS);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      if (!isOpen()) render(items);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      move(active === -1 && step < 0 ? items.length - 1 : (active + step + items.length) % items.length);
    } else if (e.key === 'Enter' && isOpen() && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      if (isOpen()) {
        e.preventDefault();
        close();
      } else if (input.value !== '') {
        e.preventDefault();
        input.value = '';
        items = [];
      }
    }
  });
  input.addEventListener('blur', close);
  if (typed) void load();
}
