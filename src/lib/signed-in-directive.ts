/** Client directive `client:signedin`: hydrate the island only when an access token cookie exists. */
import type { ClientDirective } from 'astro';

const directive: ClientDirective = (load) => {
  if (/(?:^|;\s*)access_token=[^;]/.test(document.cookie)) {
    void load().then((hydrate) => hydrate());
  }
};

export default directive;
