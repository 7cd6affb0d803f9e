/**
 * The page script of the search box (SearchBox.astro): the field is a combobox from the start, and the code of its
 * suggestions (search-suggestions.ts) comes when the field first takes the focus (decision 214): a visitor who only
 * reads the listing downloads none of it. What is typed before it arrives is not lost: the list for it is asked then.
 */
for (const box of document.querySelectorAll<HTMLElement>('[data-search-box]')) {
  const input = box.querySelector('input');
  const list = box.querySelector('[role="listbox"]');
  if (!input || !list) continue;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  let typed = false;
  const type = () => (typed = true);
  input.addEventListener('input', type);
  const enhance = () =>
    void import('./search-suggestions.ts').then(({ enhanceSearchBox }) => {
      input.removeEventListener('input', type);
      enhanceSearchBox(box, typed);
    });
  // A field tapped before this script ran has the focus already.
  if (document.activeElement === input) enhance();
  else input.addEventListener('focus', enhance, { once: true });
}
