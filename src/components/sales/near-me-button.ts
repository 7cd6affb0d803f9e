/**
 * "Perto de mim" (issue 54): the button shows once scripts run, and only a tap loads the geolocation code and asks the
 * browser for the position, never the page's load.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-near-me]')) {
  button.hidden = false;
  button.addEventListener('click', () => {
    void import('./near-me.ts').then(({ searchAroundMe }) => searchAroundMe(button));
  });
}
