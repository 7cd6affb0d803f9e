/**
 * Asks the browser where the person is and searches around that position (issue 54): loaded by near-me-button.ts on
 * the tap only. A refusal or a browser without a position is said plainly beside the button, and the municipality
 * list takes the focus so the person picks one instead.
 */

/** Three decimals (about 100 m): near enough for a radius of 10 km, and no street address in a shared link. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

function setPosition(form: HTMLFormElement, name: 'lat' | 'lon', value: number): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.dataset['nearPosition'] = '';
    form.append(input);
  }
  input.value = String(round(value));
}

export function searchAroundMe(button: HTMLButtonElement): void {
  const form = button.form;
  const fieldset = button.closest('[data-near]');
  const status = fieldset?.querySelector<HTMLElement>('[data-near-status]');
  const place = fieldset?.querySelector<HTMLSelectElement>('[data-near-place]');
  if (!form || !status || !place) return;
  const refuse = (text: string) => {
    button.disabled = false;
    status.textContent = text;
    place.focus();
  };
  if (!('geolocation' in navigator)) return refuse(button.dataset['unavailable'] ?? '');
  button.disabled = true;
  status.textContent = button.dataset['locating'] ?? '';
  navigator.geolocation.getCurrentPosition(
    (found) => {
      setPosition(form, 'lat', found.coords.latitude);
      setPosition(form, 'lon', found.coords.longitude);
      // The position replaces any municipality chosen.
      place.value = '';
      form.requestSubmit();
    },
    (error) =>
      refuse((error.code === error.PERMISSION_DENIED ? button.dataset['denied'] : button.dataset['unavailable']) ?? ''),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
  );
}
