// The web app's entry: sign-in (OIDC when configured, an API key otherwise), the screens behind
// the header's links (#calendar, #settings, #connections, #import), and sign-out.

import { get, post, patch, onSignedOut } from './api.js';
import { h, busy, showError, showNotice, clearMessages, errorBox, openDialog, runNoticeAction } from './ui.js';
import { mountCalendar, legend, refreshCalendar, goTo, navigate, changeView, focusFirstEvent, useProviders } from './calendar.js';
import { createEvent, openEntry, moveEntry, showDetails, openEventById, loadReminders, loadedReminders, useSettings as eventSettings } from './events.js';
import { mountAssistant, resetAssistant, useSettings as assistantSettings } from './assistant.js';
import { showSettings } from './settings.js';
import { showConnections } from './connections.js';
import { showImport } from './import.js';
import { showBooking } from './booking.js';
import { addMinutes, toWall, zoneName } from './time.js';
import { isOffline, registerWorker, lastSeen, rememberWindow, forget } from './offline.js';

const byId = (id) => document.getElementById(id);
const SCREENS = ['calendar', 'settings', 'connections', 'import', 'booking'];

let settings = null;
let calendarMounted = false;

function useSettings(next) {
	settings = next;
	eventSettings(next);
	assistantSettings(next);
}

async function boot() {
	onSignedOut(() => {
		// With the event dialog open, the dialog signs in again in place and keeps the draft
		// (events.js); the app goes to the sign-in page only if it is closed without that.
		const editing = byId('event-dialog');
		if (editing.open) {
			editing.addEventListener('close', async () => {
				const session = await get('/api/session').catch(() => null);
				if (!session || !session.signed_in) {
					showSignIn('Your session has ended. Sign in again.');
				}
			}, { once: true });
			return;
		}
		showSignIn('Your session has ended. Sign in again.');
	});
	// Asked first because it always answers 200: a 401 would be a console error on every visit.
	let session;
	try {
		session = await get('/api/session');
	}
	catch (error) {
		showError(error, 'Kairos cannot start');
		return;
	}
	registerWorker();
	if (!session.signed_in) {
		showSignIn(null, session.oidc_sign_in_url);
		return;
	}
	await startApp();
}

let oidcUrl = null;

function showSignIn(reason, oidc) {
	if (oidc !== undefined) {
		oidcUrl = oidc;
	}
	calendarMounted = false;
	stopStream();
	// Whoever signs in next sees nothing of this calendar offline.
	forget();
	resetAssistant(byId('assistant'));
	byId('topbar').hidden = true;
	byId('skip-to-events').hidden = true;
	byId('zone-banner').hidden = true;
	for (const name of SCREENS) {
		byId(`${name}-screen`).hidden = true;
	}
	const screen = byId('sign-in-screen');
	screen.hidden = false;
	const keyForm = byId('sign-in-form');
	const oidcBox = byId('oidc-sign-in');
	oidcBox.hidden = !oidcUrl;
	if (oidcUrl) {
		oidcBox.querySelector('a').href = oidcUrl;
	}
	byId('sign-in-reason').textContent = reason || '';
	const problem = screen.querySelector('[data-sign-in-error]');
	problem.replaceChildren();
	keyForm.onsubmit = async (event) => {
		event.preventDefault();
		clearMessages();
		problem.replaceChildren();
		byId('sign-in-reason').textContent = '';
		const key = keyForm.elements.api_key.value.trim();
		// A wrong key is a 401 like an ended session: it must not say the session ended.
		const done = await busy(keyForm.querySelector('button'), () => post('/api/session', { api_key: key }, { quietUnauthenticated: true }))
			.then(() => true, (error) => {
				problem.replaceChildren(errorBox(error, 'Not signed in', false));
				return false;
			});
		if (done) {
			keyForm.reset();
			await startApp();
		}
		else {
			keyForm.elements.api_key.select();
		}
	};
	document.title = 'Sign in · Kairos';
	keyForm.elements.api_key.focus();
}

async function startApp() {
	let adoptedFrom = null;
	try {
		let loaded = await get('/api/settings');
		const device = deviceZone();
		// A new account's UTC is a default, not a choice: on first use the calendar takes this
		// device's zone (and says so, with a way back). Events are instants: none moves.
		if (!loaded.timezone_chosen && device && device !== loaded.timezone && !isOffline()) {
			const adopted = await patch('/api/settings', { timezone: device }).catch(() => null);
			if (adopted) {
				adoptedFrom = loaded.timezone;
				loaded = adopted;
			}
		}
		useSettings(loaded);
	}
	catch (error) {
		showError(error, 'Could not load your settings');
		return;
	}
	if (isOffline()) {
		showOffline();
		showApp();
		return;
	}
	// Which providers this server can connect (the legend leaves out the others); never in the way of the calendar.
	get('/api/connections').then((answer) => {
		useProviders(answer.connections);
		if (calendarMounted) {
			byId('legend').replaceChildren(legend());
		}
	}, () => {});
	showApp();
	zoneBanner(adoptedFrom);
	startStream();
	openLinkedEvent();
}

/** While signed in, reminders arrive over a stream and show as notices (reminders.js). */
function startStream() {
	loadReminders().then((reminders) => {
		if (settings) {
			reminders.startReminders(() => settings, openEventById);
		}
	}, () => {});
}

function stopStream() {
	const reminders = loadedReminders();
	if (reminders) {
		reminders.stopReminders();
	}
}

/** A reminder e-mail links to /?event=<id>#calendar: open that event, once. */
function openLinkedEvent() {
	const url = new URL(location.href);
	const id = url.searchParams.get('event');
	if (!id) {
		return;
	}
	url.searchParams.delete('event');
	history.replaceState(null, '', url.pathname + url.search + url.hash);
	openEventById(id);
}

/**
 * Opened offline from the service worker's cache: the week as last seen, read-only, and said
 * so. Creating, moving, the assistant and saving need the service, so they are off.
 */
function showOffline() {
	const notice = byId('offline-banner');
	notice.textContent = 'Offline: showing the week as last seen; changes are off.';
	notice.hidden = false;
	byId('new-event').disabled = true;
	for (const control of byId('assistant').querySelectorAll('textarea, button')) {
		control.disabled = true;
	}
}

/** The browser's IANA zone, or null when it does not say. */
function deviceZone() {
	const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
	if (['Etc/UTC', 'Etc/GMT', 'Etc/Universal', 'Etc/Zulu', 'GMT', 'UTC', 'Universal', 'Zulu'].includes(zone)) {
		return 'UTC';
	}
	return zone && zone !== 'Etc/Unknown' ? zone : null;
}

const KEEP_ZONE = 'kairos.keep-zone';

/** This device's memory (localStorage), where a browser allows it; otherwise nothing is kept. */
function remembered(name) {
	try {
		return localStorage.getItem(name);
	}
	catch {
		return null;
	}
}

function remember(name, value) {
	try {
		localStorage.setItem(name, value);
	}
	catch {
		// Without storage the question comes again on the next visit.
	}
}

/**
 * Above the calendar: the zone just taken from this device, with a one-click way back; or,
 * when this device is in another zone than the chosen one, the question whether to use it
 * ("Keep" is remembered on this device for that pair of zones).
 */
function zoneBanner(adoptedFrom) {
	const banner = byId('zone-banner');
	const device = deviceZone();
	const close = () => {
		banner.hidden = true;
		banner.replaceChildren();
	};
	const use = async (button, zone, text) => {
		const saved = await busy(button, () => patch('/api/settings', { timezone: zone }), 'Could not change the time zone');
		if (saved) {
			close();
			useSettings(saved);
			calendarMounted = false;
			route();
			showNotice(text);
		}
	};
	if (adoptedFrom) {
		banner.replaceChildren(h('p', {}, `Times are shown in ${zoneName(settings.timezone)} time, this device’s time zone. `),
			h('div', { class: 'actions' },
				h('button', { type: 'button', class: 'secondary outline', onclick: (event) => use(event.currentTarget, adoptedFrom, `Times are shown in ${zoneName(adoptedFrom)} time.`) },
					`Use ${zoneName(adoptedFrom)} instead`),
				h('button', { type: 'button', class: 'secondary', onclick: close }, 'OK')));
		banner.hidden = false;
		return;
	}
	const pair = `${settings.timezone}|${device}`;
	if (!device || device === settings.timezone || remembered(KEEP_ZONE) === pair) {
		close();
		return;
	}
	banner.replaceChildren(h('p', {}, `This device is in ${zoneName(device)} time; your calendar shows ${zoneName(settings.timezone)} time. Events stay at the same moment either way.`),
		h('div', { class: 'actions' },
			h('button', { type: 'button', onclick: (event) => use(event.currentTarget, device, `Times are shown in ${zoneName(device)} time.`) }, `Use ${zoneName(device)}`),
			h('button', { type: 'button', class: 'secondary outline', onclick: () => {
				remember(KEEP_ZONE, pair);
				close();
			} }, `Keep ${zoneName(settings.timezone)}`)));
	banner.hidden = false;
}

function showApp() {
	byId('sign-in-screen').hidden = true;
	byId('topbar').hidden = false;
	route();
}

function route() {
	if (!settings) {
		return;
	}
	const name = SCREENS.includes(location.hash.slice(1)) ? location.hash.slice(1) : 'calendar';
	for (const other of SCREENS) {
		byId(`${other}-screen`).hidden = other !== name;
	}
	for (const link of document.querySelectorAll('#topbar nav a')) {
		if (link.getAttribute('href') === `#${name}`) {
			link.setAttribute('aria-current', 'page');
		}
		else {
			link.removeAttribute('aria-current');
		}
	}
	const screen = byId(`${name}-screen`);
	byId('skip-to-events').hidden = name !== 'calendar';
	document.title = `${{ calendar: 'Calendar', settings: 'Settings', connections: 'Connections', import: 'Import', booking: 'Booking pages' }[name]} · Kairos`;
	if (name === 'calendar') {
		showCalendar();
	}
	else if (name === 'settings') {
		showSettings(screen, (saved) => {
			useSettings(saved);
			calendarMounted = false;
		});
	}
	else if (name === 'connections') {
		showConnections(screen, settings);
	}
	else if (name === 'booking') {
		showBooking(screen);
	}
	else {
		showImport(screen, showDate);
	}
}

let pendingDate = null;

function showCalendar() {
	byId('skip-to-events').hidden = false;
	if (calendarMounted) {
		refreshCalendar();
	}
	else {
		calendarMounted = true;
		byId('legend').replaceChildren();
		const offline = isOffline();
		mountCalendar(byId('calendar'), settings, {
			onSelect: createEvent,
			onOpen: offline ? showDetails : openEntry,
			onMove: moveEntry,
			onZone: () => {
				location.hash = '#settings';
			},
			onWindow: rememberWindow,
			readOnly: offline,
			initialDate: offline && lastSeen() ? lastSeen().slice(0, 10) : null,
		});
		byId('legend').replaceChildren(legend());
	}
	if (pendingDate) {
		goTo(pendingDate);
		pendingDate = null;
	}
}

/** Open the calendar on a day ('2030-03-04'): an import's "Show in calendar". */
function showDate(date) {
	pendingDate = date;
	if (location.hash === '#calendar') {
		route();
	}
	else {
		location.hash = '#calendar';
	}
}

function newEvent() {
	if (isOffline()) {
		return;
	}
	const now = toWall(new Date().toISOString(), settings.timezone);
	const start = `${now.slice(0, 11)}${String((Number(now.slice(11, 13)) + 1) % 24).padStart(2, '0')}:00`;
	createEvent({ allDay: false, start, end: addMinutes(start, settings.default_event_duration_minutes) });
}

async function signOut(button) {
	// This browser's push subscription ends first, while the session can still delete it at
	// the service: the next person here must not get this one's reminders.
	try {
		const { unsubscribePush } = await import('./push.js');
		await unsubscribePush();
	}
	catch (error) {
		console.warn('Could not end push messages', error);
	}
	// The offline copy goes even when the sign-out cannot reach the service (offline).
	await forget();
	const done = await busy(button, () => post('/api/logout'), 'Could not sign out');
	if (done !== undefined) {
		settings = null;
		history.replaceState(null, '', '/');
		showSignIn('You have signed out.');
	}
}

/**
 * Google Calendar's keys, on the calendar screen and not while typing or in a dialog: c new
 * event, t today, j/n next, k/p previous, d/w/m views, / the assistant, ? the list;
 * Ctrl+Z (or ⌘Z) undoes the last delete or move while its notice shows.
 */
function shortcut(event) {
	const target = event.target;
	const typing = target.closest && target.closest('input, textarea, select, [contenteditable="true"]');
	if (typing || document.querySelector('dialog[open]') || byId('calendar-screen').hidden || !calendarMounted) {
		return;
	}
	if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z') {
		if (runNoticeAction()) {
			event.preventDefault();
		}
		return;
	}
	if (event.ctrlKey || event.metaKey || event.altKey) {
		return;
	}
	const actions = {
		c: () => newEvent(),
		t: () => navigate('today'),
		j: () => navigate('next'),
		n: () => navigate('next'),
		k: () => navigate('prev'),
		p: () => navigate('prev'),
		d: () => changeView('timeGridDay'),
		w: () => changeView('timeGridWeek'),
		m: () => changeView('dayGridMonth'),
		'/': () => byId('assistant-input').focus(),
		'?': () => openDialog(byId('shortcuts-dialog')),
	};
	const action = actions[event.key];
	if (action) {
		event.preventDefault();
		action();
	}
}

document.addEventListener('keydown', shortcut);
byId('skip-to-events').addEventListener('click', (event) => {
	event.preventDefault();
	focusFirstEvent();
});
byId('sign-out').addEventListener('click', (event) => signOut(event.currentTarget));
byId('new-event').addEventListener('click', () => newEvent());
// Below the calendar on a narrow screen, the assistant is one press away.
byId('to-assistant').addEventListener('click', () => byId('assistant-input').focus());
window.addEventListener('hashchange', () => route());
mountAssistant(byId('assistant'));
boot();
