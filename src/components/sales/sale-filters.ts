/**
 * Niceties of the /sales filter form (it works without them): the breeds of the chosen species and the
 * municipalities of the chosen district load as soon as the choice changes, sort applies at once, and
 * empty fields stay out of the URL. The two public lists are fetched here, not through the API client: ky would add
 * 9 KB of JavaScript to a visitor's /sales for two anonymous GETs (the exception of decision 052).
 */

interface Named {
  name: string;
}

/** The latest request per select: an answer that arrives after a newer choice is dropped. */
const latest = new WeakMap<HTMLSelectElement, number>();

/**
 * Empties `select` down to its placeholder and, when `url` is given, fills it from that list. Without a
 * parent choice (`url` null) it stays disabled and its placeholder says what to choose first.
 */
async function refill<T extends Named>(
  select: HTMLSelectElement,
  url: string | null,
  value: (item: T) => string,
  texts: { any: string; first: string },
): Promise<void> {
  const ticket = (latest.get(select) ?? 0) + 1;
  latest.set(select, ticket);
  const placeholder = select.options[0];
  select.replaceChildren(...(placeholder ? [placeholder] : []));
  select.disabled = true;
  if (!url) {
    if (placeholder) placeholder.textContent = texts.first;
    return;
  }
  try {
    const res = await fetch(url);
    if (!res.ok) return;
    const list = (await res.json()) as T[];
    if (latest.get(select) !== ticket) return;
    for (const item of list) select.add(new Option(item.name, value(item)));
    if (placeholder) placeholder.textContent = texts.any;
    select.disabled = false;
  } catch {
    // Offline: the form still filters by the parent choice.
  }
}

function enhance(form: HTMLFormElement): void {
  const text = (name: string) => form.dataset[name] ?? '';
  const species = form.querySelector<HTMLSelectElement>('[data-species]');
  const breed = form.querySelector<HTMLSelectElement>('[data-breed]');
  const district = form.querySelector<HTMLSelectElement>('[data-district]');
  const municipality = form.querySelector<HTMLSelectElement>('[data-municipality]');

  species?.addEventListener('change', () => {
    if (!breed) return;
    const url = species.value ? `/api/public/breed?species=${encodeURIComponent(species.value)}` : null;
    void refill<Named & { code: string }>(breed, url, (b) => b.code, {
      any: text('anyBreed'),
      first: text('speciesFirst'),
    });
  });
  district?.addEventListener('change', () => {
    if (!municipality) return;
    const url = district.value
      ? `/api/public/location/location-child?locationId=${encodeURIComponent(district.value)}`
      : null;
    void refill<Named & { id: number }>(municipality, url, (m) => String(m.id), {
      any: text('anyMunicipality'),
      first: text('districtFirst'),
    });
  });

  // Choosing a municipality, or anywhere, leaves the position behind (issue 54).
  const near = form.querySelector<HTMLSelectElement>('[data-near-place]');
  near?.addEventListener('change', () => {
    if (near.selectedOptions[0]?.dataset['position'] !== undefined) return;
    for (const input of form.querySelectorAll('[data-near-position]')) input.remove();
  });

  for (const select of form.querySelectorAll<HTMLSelectElement>('[data-autosubmit]'))
    select.addEventListener('change', () => form.requestSubmit());

  // Empty fields stay out of the URL, so shared links are short and readable; so does a radius around no place.
  form.addEventListener('formdata', (event) => {
    for (const [key, value] of [...event.formData.entries()]) if (value === '') event.formData.delete(key);
    if (!event.formData.has('near') && !event.formData.has('lat')) event.formData.delete('radius');
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sale-filters]')) enhance(form);
