// The service worker (scope /): keeps the app shell and the last-seen week's answers, so that
// offline the app opens on that week, read-only. Online, everything comes from the network
// first (a new version shows at once, as without it); only when the network fails does an
// answer come from the caches, marked with the header Kairos-Offline. A sign-out, or a session
// found ended, empties the data cache, so nobody's events outlive their session here.
// It also shows the reminders the service pushes (Web Push, docs/reminders.md) as notifications,
// and a click on one opens the event in the app.

const SHELL = 'kairos-shell-v1';
const DATA = 'kairos-data-v1';
const SHELL_FILES = [
	'/',
	'/favicon.svg',
	'/manifest.webmanifest',
	'/icons/icon-192.png',
	'/webjars/picocss__pico/css/pico.min.css',
	'/webjars/fullcalendar/index.global.min.js',
	'/app/theme.css', '/app/layout.css', '/app/calendar.css',
	'/app/main.js', '/app/api.js', '/app/ui.js', '/app/time.js', '/app/calendar.js', '/app/events.js',
	'/app/repeat.js', '/app/assistant.js', '/app/settings.js', '/app/connections.js', '/app/import.js',
	'/app/offline.js', '/app/providers.js', '/app/booking.js', '/app/push.js',
];
/** The answers the calendar needs to open: who is signed in, their settings, the week. */
const SIGNED_IN = '/api/session';
const DATA_PATHS = ['/api/settings'];
const WINDOW_PATHS = ['/api/unified/events', '/api/events'];

self.addEventListener('install', (event) => {
	event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
	event.waitUntil(caches.keys()
		.then((names) => Promise.all(names.filter((name) => name !== SHELL && name !== DATA).map((name) => caches.delete(name))))
		.then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
	if (event.data === 'signed-out') {
		event.waitUntil(caches.delete(DATA));
	}
});

/**
 * A pushed reminder: {title, body, url, event_id, fire_time, tag}. The tag is the one the live
 * stream's message carries too (the reminder's delivery), so a reminder that comes both ways (pushed,
 * and shown by a hidden tab) is one notification; the link is `data.url` on both ways.
 */
self.addEventListener('push', (event) => {
	let message = {};
	try {
		message = event.data ? event.data.json() : {};
	}
	catch (error) {
		message = { body: event.data ? event.data.text() : '' };
	}
	const title = message.title || 'Kairos reminder';
	event.waitUntil(self.registration.showNotification(title, {
		body: message.body || '',
		tag: message.tag || (message.event_id ? `reminder:${message.event_id}:${message.fire_time || ''}` : undefined),
		icon: '/icons/icon-192.png',
		data: { url: message.url || '/' },
	}));
});

/** A click on a reminder: to an open Kairos window (at the event) or a new one. */
self.addEventListener('notificationclick', (event) => {
	event.notification.close();
	// Always this app's origin: the link's path, query and fragment only.
	const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
	const url = new URL(target.pathname + target.search + target.hash, self.location.origin).href;
	event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
		const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
		if (open) {
			return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(url) : client));
		}
		return self.clients.openWindow(url);
	}));
});

self.addEventListener('fetch', (event) => {
	const request = event.request;
	const url = new URL(request.url);
	if (url.origin !== self.location.origin) {
		return;
	}
	if (request.method === 'POST' && url.pathname === '/api/logout') {
		event.respondWith(fetch(request).then((response) => {
			event.waitUntil(caches.delete(DATA));
			return response;
		}));
		return;
	}
	if (request.method !== 'GET') {
		return;
	}
	if (request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html')) {
		event.respondWith(networkFirst(event, SHELL, '/'));
	}
	else if (SHELL_FILES.includes(url.pathname) && url.pathname !== '/') {
		event.respondWith(networkFirst(event, SHELL, url.pathname));
	}
	else if (url.pathname === SIGNED_IN) {
		event.respondWith(session(event));
	}
	else if (DATA_PATHS.includes(url.pathname)) {
		event.respondWith(networkFirst(event, DATA, url.pathname));
	}
	else if (WINDOW_PATHS.includes(url.pathname)) {
		event.respondWith(week(event, url));
	}
});

/**
 * From the network, kept under `key`; from the cache (marked) when the network fails. The
 * page gets the answer at once: keeping it happens after (waitUntil), never in its way.
 */
async function networkFirst(event, cacheName, key) {
	try {
		const response = await fetch(event.request);
		if (response.ok) {
			const copy = response.clone();
			event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
		}
		return response;
	}
	catch (error) {
		const kept = await caches.match(key, { cacheName });
		if (!kept) {
			throw error;
		}
		return offline(kept);
	}
}

/** The session: kept while signed in; an answer that nobody is signed in empties the data cache. */
async function session(event) {
	try {
		const response = await fetch(event.request);
		const copy = response.clone();
		event.waitUntil(copy.clone().json().catch(() => null).then((answer) => (answer && answer.signed_in
			? caches.open(DATA).then((cache) => cache.put(SIGNED_IN, copy))
			: caches.delete(DATA))));
		return response;
	}
	catch (error) {
		const kept = await caches.match(SIGNED_IN, { cacheName: DATA });
		if (!kept) {
			throw error;
		}
		return offline(kept);
	}
}

/**
 * A window's listing (every page of it): the latest window seen replaces the one before, so
 * the cache holds one week. Offline, the page asked for, or else the same page of the window
 * kept (the app opens on that window).
 */
async function week(event, url) {
	const request = event.request;
	const window = `${url.searchParams.get('start')}|${url.searchParams.get('end')}`;
	try {
		const response = await fetch(request);
		if (response.ok) {
			const copy = response.clone();
			event.waitUntil(keepWindow(request, copy, window));
		}
		return response;
	}
	catch (error) {
		const cache = await caches.open(DATA);
		let kept = await cache.match(request);
		if (!kept) {
			const page = url.searchParams.get('page_token');
			for (const old of await cache.keys()) {
				const oldUrl = new URL(old.url);
				if (oldUrl.pathname === url.pathname && oldUrl.searchParams.get('page_token') === page) {
					kept = await cache.match(old);
					break;
				}
			}
		}
		if (!kept) {
			throw error;
		}
		return offline(kept);
	}
}

/** Keep a window's page, and drop the pages of any other window. */
async function keepWindow(request, response, window) {
	const cache = await caches.open(DATA);
	for (const old of await cache.keys()) {
		const oldUrl = new URL(old.url);
		if (WINDOW_PATHS.includes(oldUrl.pathname) && `${oldUrl.searchParams.get('start')}|${oldUrl.searchParams.get('end')}` !== window) {
			await cache.delete(old);
		}
	}
	await cache.put(request, response);
}

/** A kept answer, marked as such for the app. */
async function offline(kept) {
	const headers = new Headers(kept.headers);
	headers.set('Kairos-Offline', 'true');
	return new Response(await kept.blob(), { status: kept.status, statusText: kept.statusText, headers });
}
