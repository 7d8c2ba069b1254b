// Reminders in the web app: the editor of a list of reminders (the event dialog and Settings),
// the live stream of notification reminders (GET /api/reminders/stream), shown as notices in the
// page and, in a background tab, as browser notifications; and the question whether to allow
// browser notifications, asked only after a click, never on load (docs/reminders.md, "Web app").

import { h, brief } from './ui.js';
import { formatInstant } from './time.js';

export const MAX_REMINDERS = 5;
export const MAX_MINUTES = 40320;

const UNITS = [['minutes', 1, 'minutes'], ['hours', 60, 'hours'], ['days', 1440, 'days'], ['weeks', 10080, 'weeks']];
const METHODS = [['notification', 'Notification'], ['email', 'E-mail']];

/** Minutes as the largest whole unit: 120 → {amount: 2, unit: 60}. */
export function split(minutes) {
	for (const [, size] of [...UNITS].reverse()) {
		if (minutes > 0 && minutes % size === 0) {
			return { amount: minutes / size, unit: size };
		}
	}
	return { amount: minutes, unit: 1 };
}

function span(minutes) {
	if (minutes === 0) {
		return 'at the start';
	}
	const { amount, unit } = split(minutes);
	const name = { 1: 'min', 60: amount === 1 ? 'hour' : 'hours', 1440: amount === 1 ? 'day' : 'days', 10080: amount === 1 ? 'week' : 'weeks' }[unit];
	return `${amount} ${name} before`;
}

/** "10 min before, notification; 1 day before, e-mail", or "none". */
export function describeReminders(list) {
	if (!list || list.length === 0) {
		return 'none';
	}
	return list.map((reminder) => `${span(reminder.minutes_before)}, ${reminder.method === 'email' ? 'e-mail' : 'notification'}`).join('; ');
}

/** Whether any of these reminders is a notification. */
export function hasNotification(list) {
	return (list || []).some((reminder) => reminder.method === 'notification');
}

/**
 * An editor of up to five reminders: rows of method, amount and unit, "Add reminder" and a
 * remove button per row. With `defaults` (the event dialog) it starts with the choice "Use my
 * defaults (…)"; unticking it offers those defaults as rows to change. `prefix` names the
 * controls (`${prefix}_amount_0`), so that a problem can be said beside its row.
 */
export function reminderEditor(prefix, { legend, hint = null, defaults = null }) {
	const rows = h('ol', { class: 'reminder-rows' });
	const none = h('p', { class: 'muted reminder-none' }, 'No reminders.');
	const add = h('button', { type: 'button', class: 'secondary outline reminder-add', onclick: () => {
		addRow({ method: 'notification', minutes_before: 10 });
		rows.lastElementChild.querySelector('input').focus();
	} }, 'Add reminder');
	const useDefault = defaults ? h('input', { type: 'checkbox', name: `${prefix}_default`, id: `${prefix}-default` }) : null;
	const defaultLabel = defaults ? h('span', {}) : null;
	const box = h('fieldset', { class: 'reminders', id: prefix },
		h('legend', {}, legend),
		hint ? h('small', { class: 'reminders-hint' }, hint) : null,
		defaults ? h('label', { class: 'inline', for: useDefault.id }, useDefault, ' ', defaultLabel) : null,
		rows, none, add);

	function number(index) {
		return `${legend === 'Reminders' ? 'Reminder' : `${legend}, reminder`} ${index + 1}`;
	}

	/** Names, labels and limits follow each row's place; called after every change. */
	function renumber() {
		const list = [...rows.children];
		list.forEach((row, index) => {
			const [method, amount, unit] = row.querySelectorAll('select, input');
			const name = number(index);
			for (const [control, part, words] of [[method, 'method', 'how'], [amount, 'amount', 'how long before'], [unit, 'unit', 'unit']]) {
				control.name = `${prefix}_${part}_${index}`;
				control.id = `${prefix}-${part}-${index}`;
				const label = control.previousElementSibling;
				label.htmlFor = control.id;
				label.textContent = `${name}: ${words}`;
			}
			row.querySelector('.reminder-remove').setAttribute('aria-label', `Remove ${name.charAt(0).toLowerCase()}${name.slice(1)}`);
		});
		const off = useDefault && useDefault.checked;
		rows.hidden = off;
		none.hidden = off || list.length > 0;
		add.hidden = off;
		add.disabled = list.length >= MAX_REMINDERS;
		for (const control of rows.querySelectorAll('select, input, button')) {
			control.disabled = off;
		}
	}

	function addRow(reminder) {
		const { amount, unit } = split(reminder.minutes_before);
		const unitSelect = h('select', { class: 'reminder-unit' }, UNITS.map(([value, size, label]) => h('option', { value: String(size), selected: size === unit }, label)));
		const row = h('li', { class: 'reminder-row' },
			h('label', { class: 'visually-hidden' }),
			h('select', { class: 'reminder-method' }, METHODS.map(([value, label]) => h('option', { value, selected: value === reminder.method }, label))),
			h('label', { class: 'visually-hidden' }),
			h('input', { type: 'number', class: 'reminder-amount', min: 0, step: 1, required: true, inputmode: 'numeric', value: amount }),
			h('label', { class: 'visually-hidden' }),
			unitSelect,
			h('span', { class: 'reminder-before', 'aria-hidden': 'true' }, 'before'),
			h('button', { type: 'button', class: 'secondary outline reminder-remove', onclick: () => {
				const next = row.nextElementSibling || row.previousElementSibling;
				row.remove();
				renumber();
				(next ? next.querySelector('.reminder-remove') : add).focus();
			} }, '×'));
		unitSelect.addEventListener('change', renumber);
		rows.append(row);
		renumber();
	}

	function setRows(list) {
		rows.replaceChildren();
		for (const reminder of (list || []).slice(0, MAX_REMINDERS)) {
			addRow(reminder);
		}
		renumber();
	}

	function list() {
		return [...rows.children].map((row) => ({
			method: row.querySelector('.reminder-method').value,
			minutes_before: Number(row.querySelector('.reminder-amount').value) * Number(row.querySelector('.reminder-unit').value),
		}));
	}

	if (useDefault) {
		useDefault.addEventListener('change', () => {
			// Unticked: start from the defaults, to change from there.
			if (!useDefault.checked && rows.children.length === 0) {
				setRows(defaults());
			}
			renumber();
		});
	}

	return {
		element: box,
		/** Show these reminders: an event's {use_default, overrides}, or Settings' list. */
		set(value) {
			if (useDefault) {
				defaultLabel.textContent = `Use my defaults (${describeReminders(defaults())})`;
				const own = value && value.use_default === false;
				useDefault.checked = !own;
				setRows(own ? value.overrides : []);
			}
			else {
				setRows(value);
			}
		},
		/** As the API takes them: {use_default, overrides} with defaults, else the list. */
		read() {
			if (useDefault) {
				return useDefault.checked ? { use_default: true } : { use_default: false, overrides: list() };
			}
			return list();
		},
		/** The reminders that fire (the defaults when they are used). */
		effective() {
			return useDefault && useDefault.checked ? defaults() : list();
		},
		/** What can be told before asking the service: {input, text} of the first problem, or null. */
		check() {
			if (useDefault && useDefault.checked) {
				return null;
			}
			const seen = new Set();
			for (const row of rows.children) {
				const input = row.querySelector('.reminder-amount');
				const unit = Number(row.querySelector('.reminder-unit').value);
				const amount = input.value === '' ? NaN : Number(input.value);
				if (!Number.isInteger(amount) || amount < 0 || amount * unit > MAX_MINUTES) {
					return { input, text: `Enter a whole number from 0 to ${Math.floor(MAX_MINUTES / unit)} (at most four weeks before).` };
				}
				const key = `${row.querySelector('.reminder-method').value}|${amount * unit}`;
				if (seen.has(key)) {
					return { input, text: 'This reminder is there twice.' };
				}
				seen.add(key);
			}
			return null;
		},
		/** The control a problem of `overrides[index]` is said beside. */
		control(index) {
			const row = rows.children[index] || rows.firstElementChild;
			return row ? row.querySelector('.reminder-amount') : (useDefault || add);
		},
	};
}

// The live stream of notification reminders.

let source = null;
let retryTimer = null;
let delay = 1000;
let current = null;
const seen = new Set();
const SEEN_MAX = 500;
const SHOWN_MAX = 5;

// A page the browser keeps in its back-forward cache keeps its connections open, the
// stream's among them: a tab that has left the app a few times would hold the browser's six
// connections to the server in cached pages, and the next page of the app would wait for
// one (about 45 s in Chromium). So the stream closes when the page is hidden and opens again
// when a cached page comes back.
window.addEventListener('pagehide', () => {
	closeStream();
	document.documentElement.dataset.remindersStream = 'closed';
});
window.addEventListener('pageshow', (event) => {
	if (event.persisted && current && !source) {
		connect();
	}
});

/**
 * Open the stream while signed in: `settings()` gives the settings to show times in,
 * `openEvent(id)` opens an event. A stream that fails is opened again after 1 s, 2 s, 4 s …
 * (at most a minute), and at once after the first reminder's stream opens again.
 */
export function startReminders(settings, openEvent) {
	stopReminders();
	current = { settings, openEvent };
	connect();
}

export function stopReminders() {
	current = null;
	closeStream();
	for (const notice of document.querySelectorAll('.message.reminder')) {
		notice.remove();
	}
	const offer = document.getElementById('notify-banner');
	offer.hidden = true;
	offer.replaceChildren();
}

/** Close the stream and give up a pending retry; `current` stays, to open it again. */
function closeStream() {
	clearTimeout(retryTimer);
	retryTimer = null;
	if (source) {
		source.close();
		source = null;
	}
}

function connect() {
	if (!current || typeof EventSource !== 'function') {
		return;
	}
	const stream = new EventSource('/api/reminders/stream');
	source = stream;
	stream.addEventListener('open', () => {
		delay = 1000;
		document.documentElement.dataset.remindersStream = 'open';
	});
	stream.addEventListener('reminder', (message) => {
		try {
			received(JSON.parse(message.data));
		}
		catch (error) {
			console.warn('A reminder could not be read', error);
		}
	});
	stream.addEventListener('error', () => {
		// The browser would retry every few seconds for ever; back off instead, and stop
		// when signed out (the app's next call finds that out and closes this).
		stream.close();
		if (source !== stream || !current) {
			return;
		}
		source = null;
		document.documentElement.dataset.remindersStream = 'closed';
		retryTimer = setTimeout(connect, delay);
		delay = Math.min(delay * 2, 60000);
	});
}

/** One reminder: a notice in the page, once, and a browser notification when the tab is hidden. */
function received(reminder) {
	const key = `${reminder.event_id}|${reminder.occurrence_start}|${reminder.minutes_before}`;
	if (seen.has(key) || !current) {
		return;
	}
	seen.add(key);
	if (seen.size > SEEN_MAX) {
		seen.delete(seen.values().next().value);
	}
	const settings = current.settings();
	const when = formatInstant(reminder.occurrence_start, settings);
	const openEvent = current.openEvent;
	const notice = h('div', { class: 'message reminder', role: 'alert', 'data-reminder': key },
		h('p', {}, h('strong', {}, 'Reminder: '), h('span', { class: 'reminder-title' }, brief(reminder.title, 80))),
		h('p', { class: 'reminder-when' }, `Starts ${when}`),
		h('div', { class: 'actions' },
			h('button', { type: 'button', onclick: () => {
				notice.remove();
				openEvent(reminder.event_id);
			} }, 'Open event'),
			h('button', { type: 'button', class: 'secondary outline', onclick: () => notice.remove() }, 'Dismiss')));
	const messages = document.getElementById('messages');
	messages.prepend(notice);
	const shown = messages.querySelectorAll('.message.reminder');
	for (let i = SHOWN_MAX; i < shown.length; i++) {
		shown[i].remove();
	}
	if (permission() === 'granted' && document.visibilityState === 'hidden') {
		// The service's tag, the one its Web Push message carries too: a reminder that comes
		// both ways is one notification.
		systemNotification(reminder, when, reminder.tag || key, () => {
			notice.remove();
			openEvent(reminder.event_id);
		});
	}
}

/**
 * A browser notification, made as the service worker makes a pushed one (sw.js): the same
 * tag, and the link as `data.url`, which the worker's click handler opens.
 */
function systemNotification(reminder, when, tag, open) {
	const title = `Reminder: ${brief(reminder.title, 80)}`;
	const options = { body: `Starts ${when}`, tag, icon: '/icons/icon-192.png', data: { url: reminder.url || '/' } };
	try {
		const shown = new Notification(title, options);
		shown.onclick = () => {
			window.focus();
			shown.close();
			open();
		};
	}
	catch {
		// Chrome on Android shows notifications only through a service worker.
		if (navigator.serviceWorker) {
			navigator.serviceWorker.ready.then((registration) => registration.showNotification(title, options))
				.catch(() => {});
		}
	}
}

// Browser notifications: allowed only after a click, never asked on load.

const NOT_NOW = 'kairos.notifications-not-now';
let offered = false;

/** 'granted', 'denied', 'default' (not asked) or 'unsupported'. */
export function permission() {
	return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

export function saidNotNow() {
	try {
		return localStorage.getItem(NOT_NOW) === 'yes';
	}
	catch {
		return false;
	}
}

function rememberNotNow() {
	try {
		localStorage.setItem(NOT_NOW, 'yes');
	}
	catch {
		// Without storage the offer may come once more on the next visit.
	}
}

/**
 * Ask the browser (call it from a click): the answer, and when granted, a Web Push
 * subscription through push.js (or window.kairosPush where it is loaded already).
 */
export async function askPermission() {
	if (permission() !== 'default') {
		return permission();
	}
	const answer = await Notification.requestPermission();
	if (answer === 'granted') {
		try {
			// push.js subscribes this browser to Web Push (window.kairosPush once loaded).
			const push = window.kairosPush ?? (await import('./push.js').catch(() => null));
			await push?.subscribePush?.();
		}
		catch (error) {
			console.warn('Could not subscribe to push messages', error);
		}
	}
	else if (answer === 'denied') {
		rememberNotNow();
	}
	return answer;
}

/**
 * After an event with a notification reminder is saved: offer browser notifications once,
 * unless they were allowed or refused already, or "Not now" was said on this device.
 */
export function offerNotifications() {
	if (offered || permission() !== 'default' || saidNotNow()) {
		return;
	}
	offered = true;
	// Above the calendar, in the page's flow: it covers nothing while it waits for an answer.
	const offer = document.getElementById('notify-banner');
	const close = () => {
		offer.hidden = true;
		offer.replaceChildren();
	};
	offer.replaceChildren(
		h('p', {}, 'Reminders show here while Kairos is open. Show them as browser notifications too, when this tab is in the background?'),
		h('div', { class: 'actions' },
			h('button', { type: 'button', onclick: async () => {
				const answer = await askPermission();
				close();
				if (answer === 'granted') {
					const done = h('div', { class: 'message notice', role: 'status' }, h('p', {}, 'Browser notifications are on.'));
					document.getElementById('messages').prepend(done);
					setTimeout(() => done.remove(), 5000);
				}
			} }, 'Turn on notifications'),
			h('button', { type: 'button', class: 'secondary outline', onclick: () => {
				rememberNotNow();
				close();
			} }, 'Not now')));
	offer.hidden = false;
}
