/** Niceties of the /sales filter form (it works without them): breeds of the chosen species, municipalities of the chosen district, sort applies at once, empty fields stay out of the URL. */

interface Municipality {
  id: number;
  name: string;
}

function enhance(form: HTMLFormElement): void {
  const species = form.querySelector<HTMLSelectElement>('[data-species]');
  const breed = form.querySelector<HTMLSelectElement>('[data-breed]');
  const district = form.querySelector<HTMLSelectElement>('[data-district]');
  const municipality = form.querySelector<HTMLSelectElement>('[data-municipality]');

  const narrowBreeds = () => {
    if (!species || !breed) return;
    for (const group of breed.querySelectorAll<HTMLOptGroupElement>('optgroup')) {
      const other = species.value !== '' && group.dataset['speciesGroup'] !== species.value;
      group.hidden = other;
      group.disabled = other;
    }
    if (breed.selectedOptions[0]?.parentElement instanceof HTMLOptGroupElement && breed.selectedOptions[0].parentElement.disabled) breed.value = '';
  };
  species?.addEventListener('change', narrowBreeds);
  narrowBreeds();

  district?.addEventListener('change', async () => {
    if (!municipality) return;
    const placeholder = municipality.options[0];
    municipality.replaceChildren(...(placeholder ? [placeholder] : []));
    municipality.disabled = true;
    if (!district.value) return;
    try {
      const res = await fetch(`/api/public/location/location-child?locationId=${encodeURIComponent(district.value)}`);
      if (!res.ok) return;
      const list = (await res.json()) as Municipality[];
      for (const m of list) municipality.add(new Option(m.name, String(m.id)));
      if (placeholder) placeholder.textContent = form.dataset['anyMunicipality'] ?? placeholder.textContent;
      municipality.disabled = false;
    } catch {
      // Offline: the form still filters by district.
    }
  });

  form.querySelector<HTMLSelectElement>('[data-autosubmit]')?.addEventListener('change', () => form.requestSubmit());

  // Empty fields stay out of the URL, so shared links are short and readable.
  form.addEventListener('formdata', (event) => {
    for (const [key, value] of [...event.formData.entries()]) if (value === '') event.formData.delete(key);
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sale-filters]')) enhance(form);
