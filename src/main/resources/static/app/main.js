// The web app's entry: sign-in (OIDC when configured, an API key otherwise), the screens behind
// the header's links (#calendar, #settings, #connections, #import), and sign-out.

import { get, post, onSignedOut } from './api.js';
import { busy, showError, clearMessages, errorBox } from './ui.js';
import { mountCalendar, legend, refreshCalendar } from './calendar.js';
import { createEvent, openEntry, moveEntry, useSettings as eventSettings } from './events.js';
import { mountAssistant, resetAssistant, useSettings as assistantSettings } from './assistant.js';
import { showSettings } from './settings.js';
import { showConnections } from './connections.js';
import { showImport } from './import.js';
import { addMinutes, toWall } from './time.js';

const byId = (id) => document.getElementById(id);
const SCREENS = ['calendar', 'settings', 'connections', 'import'];

let settings = null;
let calendarMounted = false;

function useSettings(next) {
	settings = next;
	eventSettings(next);
	assistantSettings(next);
}

async function boot() {
	onSignedOut(() => showSignIn('Your session has ended. Sign in again.'));
	// Asked first because it always answers 200: a 401 would be a console error on every visit.
	let session;
	try {
		session = await get('/api/session');
	}
	catch (error) {
		showError(error, 'Kairos cannot start');
		return;
	}
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
	resetAssistant(byId('assistant'));
	byId('topbar').hidden = true;
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
	try {
		useSettings(await get('/api/settings'));
	}
	catch (error) {
		showError(error, 'Could not load your settings');
		return;
	}
	showApp();
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
	document.title = `${{ calendar: 'Calendar', settings: 'Settings', connections: 'Connections', import: 'Import' }[name]} · Kairos`;
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
	else {
		showImport(screen);
	}
}

function showCalendar() {
	if (calendarMounted) {
		refreshCalendar();
		return;
	}
	calendarMounted = true;
	byId('legend').replaceChildren();
	mountCalendar(byId('calendar'), settings, { onSelect: createEvent, onOpen: openEntry, onMove: moveEntry });
	byId('legend').replaceChildren(legend());
}

function newEvent() {
	const now = toWall(new Date().toISOString(), settings.timezone);
	const start = `${now.slice(0, 11)}${String((Number(now.slice(11, 13)) + 1) % 24).padStart(2, '0')}:00`;
	createEvent({ allDay: false, start, end: addMinutes(start, settings.default_event_duration_minutes) });
}

async function signOut(button) {
	const done = await busy(button, () => post('/api/logout'), 'Could not sign out');
	if (done !== undefined) {
		settings = null;
		history.replaceState(null, '', '/');
		showSignIn('You have signed out.');
	}
}

byId('sign-out').addEventListener('click', (event) => signOut(event.currentTarget));
byId('new-event').addEventListener('click', () => newEvent());
// Below the calendar on a narrow screen, the assistant is one press away.
byId('to-assistant').addEventListener('click', () => byId('assistant-input').focus());
window.addEventListener('hashchange', () => route());
mountAssistant(byId('assistant'));
boot();
