/**
 * "Perto de mim" (issue 54): shown where scripts run (CSS's `scripting` media feature, so it is there from the first
 * paint), and only a tap loads the geolocation code and asks the browser for the position, never the page's load.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-near-me]')) {
  button.addEventListener('click', () => {
    void import('./near-me.ts').then(({ searchAroundMe }) => searchAroundMe(button));
  });
}
