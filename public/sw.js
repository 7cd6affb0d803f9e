// The site's service worker (issue 42, decision 189): plain JavaScript, no framework. It keeps the offline page with
// every file that page names (its stylesheet, icons and manifest; the page has no script and the site no web fonts),
// answers a page the network cannot bring with that page, and serves those few files from its cache when the network
// cannot. Everything else (the API, /ws, images, scripts) goes to the network untouched.
// What it keeps it fetched itself without credentials: never an answer a person read signed in (decision 195).
// It also shows the site's pushes (decision 190) and opens their page when one is tapped.
const CACHE = 'patinhas-shell';
const OFFLINE = '/offline';
/** The offline page is fetched again (with what it links to) once it is this old, so a new deploy reaches it. */
const REFRESH_MS = 24 * 60 * 60 * 1000;
/** The site's own files the offline page names besides /_astro/ (BaseLayout's head): served from the cache offline. */
const SHELL_FILES = /^\/(?:favicon\.svg|manifest\.webmanifest|icons\/[\w.-]+)$/;

/** The files of this site a page names in its <link>, <script>, <img> and <source> tags (not the pages it links to). */
function filesNamedBy(html) {
  const tags = html.match(/<(?:link|script|img|source)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => [...tag.matchAll(/\b(?:href|src)="(\/(?!\/)[^"#?]+)"/g)].map((m) => m[1]));
  return [...new Set(files)];
}

/** Caches the offline page and every file it names; drops what an earlier version named. */
async function refreshShell() {
  const page = await fetch(OFFLINE, { cache: 'no-store', credentials: 'omit' });
  if (!page.ok) return;
  const html = await page.clone().text();
  const assets = filesNamedBy(html);
  const cache = await caches.open(CACHE);
  const fetched = await Promise.all(assets.map((url) => fetch(url, { credentials: 'omit' }).then((res) => [url, res])));
  for (const [url, res] of fetched) if (res.ok) await cache.put(url, res);
  await cache.put(OFFLINE, page);
  const keep = new Set([OFFLINE, ...assets].map((url) => new URL(url, self.location.origin).href));
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}

/** Refreshes the shell when the kept offline page is a day old (its Date header says when it was fetched). */
async function refreshWhenOld() {
  const kept = await caches.match(OFFLINE);
  if (!(Date.now() - Date.parse(kept?.headers.get('date') ?? '') < REFRESH_MS)) await refreshShell();
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (response) => {
          event.waitUntil(refreshWhenOld().catch(() => {}));
          return response;
        },
        async () => (await caches.match(OFFLINE)) ?? Response.error(),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/_astro/')) {
    // Named by their content's hash: what is kept never changes.
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
    return;
  }
  // The offline page's other files (the icons, the manifest) change under one name: the network first, then what is
  // kept. Every other address (the API, images, other files) is left to the browser.
  if (SHELL_FILES.test(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
  }
});

/** A path of this site from a push, or the home page: a push never opens another site. */
function pageOf(url) {
  const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return page.origin === self.location.origin ? page.href : self.location.origin + '/';
}

self.addEventListener('push', (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = {};
  }
  const tag = typeof push.tag === 'string' ? push.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(typeof push.title === 'string' ? push.title : 'Patinhas', {
      body: typeof push.body === 'string' ? push.body : '',
      icon: '/icons/icon-192.png',
      lang: 'pt-PT',
      tag,
      renotify: tag !== undefined,
      data: { url: pageOf(push.url) },
    }),
  );
});

// The tapped push's page: the tab already showing it comes forward, else a new one opens.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
