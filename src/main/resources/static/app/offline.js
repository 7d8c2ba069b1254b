// Installable and usable offline: registers the service worker (/sw.js), which keeps the app
// shell and the last-seen week's answers. When an answer comes from its cache (the header
// Kairos-Offline, seen by api.js), the app is offline: it shows that week read-only and says
// so. Signing out, or a session found ended, forgets the week: the worker's data cache and the
// date of the last-seen window.

import { onOffline } from './api.js';

const DATA_CACHE = 'kairos-data-v1';
const LAST_SEEN = 'kairos.last-seen';

let offline = false;
onOffline(() => {
	offline = true;
});

/** Whether the answers so far came from the service worker's cache. */
export const isOffline = () => offline;

/** Install the service worker (online only: offline its update check could only fail). */
export function registerWorker() {
	if ('serviceWorker' in navigator && navigator.onLine && !offline) {
		navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
	}
}

/** The first day of the window last loaded online ('2030-03-04T00:00'), to open on offline. */
export function lastSeen() {
	try {
		return localStorage.getItem(LAST_SEEN);
	}
	catch {
		return null;
	}
}

export function rememberWindow(start) {
	if (offline) {
		return;
	}
	try {
		localStorage.setItem(LAST_SEEN, start);
	}
	catch {
		// Without storage, offline opens on today's week (empty if that is not the one kept).
	}
}

/** Sign-out: nothing of this user's calendar stays in this browser. */
export async function forget() {
	try {
		localStorage.removeItem(LAST_SEEN);
	}
	catch {
		// Nothing was kept.
	}
	if (navigator.serviceWorker && navigator.serviceWorker.controller) {
		navigator.serviceWorker.controller.postMessage('signed-out');
	}
	if (window.caches) {
		await caches.delete(DATA_CACHE).catch(() => false);
	}
}

/** Back online after opening offline: start again from the service. */
window.addEventListener('online', () => {
	if (offline) {
		location.reload();
	}
});
