// Web Push of notification reminders (docs/reminders.md, "Web Push"): subscribe this browser to
// the service's pushes, through the service worker (/sw.js), which shows them even when no Kairos
// tab is open. Nothing here asks for the notification permission: the UI asks at a moment the
// person understands, then calls subscribePush() (also reachable as window.kairosPush).

import { del, get, post, query } from './api.js';

/** Whether this browser can receive pushes and the person allowed notifications. */
function permitted() {
	return typeof window !== 'undefined' && 'Notification' in window && Notification.permission === 'granted'
		&& 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The server's public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url) {
	const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
	return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(buffer, bytes) {
	const have = new Uint8Array(buffer);
	return have.length === bytes.length && have.every((byte, i) => byte === bytes[i]);
}

/**
 * Subscribe this browser to the user's notification reminders and register it with the
 * service. Does nothing (resolves to null) unless notifications are permitted and push is
 * supported; a subscription made for another server key (the keys were rotated) is replaced.
 * Resolves to the registered subscription ({id, endpoint, created_at}); rejects with ApiError
 * when the service refuses it.
 */
export async function subscribePush() {
	if (!permitted()) {
		return null;
	}
	const registration = await navigator.serviceWorker.ready;
	const { public_key: publicKey } = await get('/api/web-push/vapid-public-key');
	const key = keyBytes(publicKey);
	let subscription = await registration.pushManager.getSubscription();
	// A subscription made for another server key (the keys were rotated) cannot be used. A
	// browser that does not tell the key (no options.applicationServerKey) keeps its own.
	const madeFor = subscription && subscription.options ? subscription.options.applicationServerKey : null;
	if (subscription && madeFor && !sameKey(madeFor, key)) {
		await subscription.unsubscribe().catch(() => false);
		subscription = null;
	}
	if (!subscription) {
		subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
	}
	const { endpoint, keys } = subscription.toJSON();
	return post('/api/web-push/subscriptions', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/**
 * Stop pushes to this browser: unregister its subscription at the service and end it at the
 * push service (on sign-out too, so that the next person at this browser never sees the
 * previous one's reminders). The browser's side ends even when the service cannot be
 * reached; that failure is then thrown. Resolves to whether there was one.
 */
export async function unsubscribePush() {
	if (!('serviceWorker' in navigator) || !('PushManager' in window)) {
		return false;
	}
	const registration = await navigator.serviceWorker.getRegistration('/');
	const subscription = registration ? await registration.pushManager.getSubscription() : null;
	if (!subscription) {
		return false;
	}
	let failure = null;
	try {
		await del(`/api/web-push/subscriptions${query({ endpoint: subscription.endpoint })}`, { quietUnauthenticated: true });
	}
	catch (error) {
		// 404: the service had forgotten it already (another account took it, or a push
		// service called it gone). Anything else is told after the browser's side ends: an
		// ended subscription is one the push service refuses, and the service then drops it.
		if (error.status !== 404) {
			failure = error;
		}
	}
	await subscription.unsubscribe();
	if (failure) {
		throw failure;
	}
	return true;
}

if (typeof window !== 'undefined') {
	window.kairosPush = { subscribePush, unsubscribePush };
}
