// The Settings screen: GET and PATCH /api/settings, and the secret feed address with "Copy" and
// "Reset link" (POST /api/settings/feed-token).

import { get, patch, post } from './api.js';
import { h, busy, showNotice, showError, confirmAction, errorBox } from './ui.js';
import { SOURCES } from './providers.js';
import { formatInstant } from './time.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

function zones(current) {
	const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
	return [...new Set(['UTC', current, ...all])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

function field(id, label, input, hint) {
	input.id = id;
	return h('div', { class: 'field' }, h('label', { for: id }, label), input, hint ? h('small', {}, hint) : null);
}

function number(name, value, min, max) {
	return h('input', { type: 'number', name, value, min, max, step: 1, required: true, inputmode: 'numeric' });
}

function select(name, value, options) {
	return h('select', { name }, options.map(([option, label]) => h('option', { value: option, selected: option === value }, label)));
}

/** Render the Settings screen into `screen`; `onSaved(settings)` is told of every change. */
export async function showSettings(screen, onSaved) {
	screen.replaceChildren(h('h1', {}, 'Settings'), h('p', { 'aria-busy': 'true' }, 'Loading…'));
	let settings;
	// reminders.js is loaded when needed; offline (the service worker's copy lacks it) the
	// screen shows without its Reminders section.
	const [loaded, reminders] = await Promise.all([get('/api/settings').catch((error) => error), import('./reminders.js').catch(() => null)]);
	if (loaded instanceof Error) {
		showError(loaded, 'Could not load the settings');
		return;
	}
	settings = loaded;
	const editors = reminders ? {
		default_reminders: reminders.reminderEditor('set-default-reminders', { legend: 'Your events',
			hint: 'Every event set to “Use my defaults” reminds you like this.' }),
		assignment_reminders: reminders.reminderEditor('set-assignment-reminders', { legend: 'Assignments',
			hint: 'Before the due time of assignments synced from Canvas.' }),
	} : null;
	if (editors) {
		editors.default_reminders.set(settings.default_reminders || []);
		editors.assignment_reminders.set(settings.assignment_reminders || []);
	}
	const form = h('form', { class: 'settings-form', novalidate: false },
		h('section', {}, h('h2', {}, 'Calendar'),
			h('div', { class: 'grid-2' },
				field('set-timezone', 'Time zone', select('timezone', settings.timezone, zones(settings.timezone).map((z) => [z, z.replaceAll('_', ' ')])),
					deviceZoneHint(settings.timezone)),
				field('set-week-start', 'Week starts on', select('week_start', settings.week_start, DAYS.map((d) => [d, capital(d)]))),
				field('set-date-order', 'Date order', select('date_order', settings.date_order, [['mdy', 'Month first (12/5/2030)'], ['dmy', 'Day first (5/12/2030)'], ['ymd', 'Year first (2030-12-05)']]),
					'How dates are shown, and how the assistant reads 5/12.'),
				field('set-duration', 'Default event length (minutes)', number('default_event_duration_minutes', settings.default_event_duration_minutes, 5, 1440)),
				field('set-color', 'Default event colour', h('input', { type: 'color', name: 'default_event_color', value: settings.default_event_color.length === 4 ? `#${settings.default_event_color.slice(1).split('').map((c) => c + c).join('')}` : settings.default_event_color })))),
		h('section', {}, h('h2', {}, 'Working hours'),
			h('div', { class: 'grid-2' },
				field('set-work-start', 'Start', h('input', { type: 'time', name: 'work_start', value: settings.working_hours.start, required: true })),
				field('set-work-end', 'End', h('input', { type: 'time', name: 'work_end', value: settings.working_hours.end, required: true }))),
			h('fieldset', { class: 'days' }, h('legend', {}, 'Working days'),
				DAYS.map((day) => h('label', {}, h('input', { type: 'checkbox', name: 'work_days', value: day, checked: settings.working_hours.days.includes(day) }), capital(day))))),
		h('section', {}, h('h2', {}, 'Study plans'),
			h('div', { class: 'grid-3' },
				field('set-study-session', 'Session length (minutes)', number('study_session_minutes', settings.study_session_minutes, 5, 480)),
				field('set-study-break', 'Break between sessions (minutes)', number('study_break_minutes', settings.study_break_minutes, 0, 240)),
				field('set-study-max', 'Most study per day (minutes)', number('max_study_minutes_per_day', settings.max_study_minutes_per_day, 5, 1440)))),
		editors ? remindersSection(editors, reminders, settings) : null,
		h('section', {}, h('h2', {}, 'E-mail'),
			field('set-signature', 'Signature for e-mail drafts', h('textarea', { name: 'email_signature', rows: 3, maxlength: 2000 }, settings.email_signature || ''))),
		feedSection(settings),
		h('div', { 'data-problem': '' }),
		h('button', { type: 'submit' }, 'Save settings'));

	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const problem = form.querySelector('[data-problem]');
		problem.replaceChildren();
		for (const editor of Object.values(editors || {})) {
			const wrong = editor.check();
			if (wrong) {
				problem.replaceChildren(h('div', { class: 'message error inline', role: 'alert' }, h('p', {}, h('strong', {}, 'Not saved: '), `${wrong.input.labels[0].textContent}: ${wrong.text}`)));
				wrong.input.setAttribute('aria-invalid', 'true');
				wrong.input.focus();
				return;
			}
		}
		for (const input of form.querySelectorAll('.reminders [aria-invalid]')) {
			input.removeAttribute('aria-invalid');
		}
		const change = changes(form, settings, editors);
		if (Object.keys(change).length === 0) {
			showNotice('Nothing to save.');
			return;
		}
		// A problem shows beside the button, naming the fields at fault.
		const saved = await busy(form.querySelector('button[type="submit"]'), () => patch('/api/settings', change))
			.catch((error) => {
				problem.replaceChildren(errorBox(error, 'Not saved', false));
				return null;
			});
		if (saved) {
			settings = saved;
			showNotice('Settings saved.');
			onSaved(saved);
		}
	});
	screen.replaceChildren(h('h1', {}, 'Settings'), form);
}

/** The secret feed address in full, "Copy" and "Reset link", and which calendars it holds. */
function feedSection(settings) {
	const feedUrl = h('code', { class: 'feed-url', id: 'feed-url' }, settings.feed_url);
	return h('section', { 'aria-labelledby': 'feed-heading' },
		h('h2', { id: 'feed-heading' }, 'Calendar feed'),
		h('div', { class: 'feed' },
			h('p', {}, 'Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see your Kairos calendar there. Anyone who has it can read your calendar: keep it secret, and reset it if it leaks.'),
			h('p', {}, feedUrl),
			h('div', { class: 'actions' },
				h('button', { type: 'button', class: 'secondary', onclick: () => copy(feedUrl.textContent) }, 'Copy'),
				h('button', { type: 'button', class: 'secondary outline', onclick: (event) => resetLink(event.currentTarget, feedUrl) }, 'Reset link'))),
		h('fieldset', { class: 'days' }, h('legend', {}, 'The feed holds'),
			SOURCES.map(({ id, feed }) => h('label', {}, h('input', { type: 'checkbox', name: 'feed_sources', value: id, checked: settings.feed_sources.includes(id) }), feed))));
}

/** When this device is elsewhere than the setting says, offer its zone in one click. */
function deviceZoneHint(current) {
	const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
	if (!device || device === current || device === 'UTC' || device === 'Etc/UTC') {
		return null;
	}
	return h('span', {}, `This device is in ${device.replaceAll('_', ' ')}. `,
		h('button', { type: 'button', class: 'link', onclick: (event) => {
			const zone = event.currentTarget.closest('form').elements.timezone;
			zone.value = device;
			zone.focus();
		} }, 'Use it'));
}

/** Only what the user changed, so a PATCH never rewrites what it did not mean to. */
function changes(form, settings, editors) {
	const e = form.elements;
	const change = {};
	for (const [name, editor] of Object.entries(editors || {})) {
		const list = editor.read();
		if (JSON.stringify(list) !== JSON.stringify(settings[name] || [])) {
			change[name] = list;
		}
	}
	for (const name of ['timezone', 'week_start', 'date_order', 'default_event_color']) {
		if (e[name].value !== settings[name]) {
			change[name] = e[name].value;
		}
	}
	for (const name of ['default_event_duration_minutes', 'study_session_minutes', 'study_break_minutes', 'max_study_minutes_per_day']) {
		const value = Number(e[name].value);
		if (value !== settings[name]) {
			change[name] = e[name].value === '' ? null : value;
		}
	}
	const days = [...form.querySelectorAll('input[name="work_days"]:checked')].map((box) => box.value);
	const hours = { start: e.work_start.value, end: e.work_end.value, days };
	if (JSON.stringify(hours) !== JSON.stringify(settings.working_hours)) {
		change.working_hours = hours;
	}
	const sources = [...form.querySelectorAll('input[name="feed_sources"]:checked')].map((box) => box.value);
	if (JSON.stringify(sources) !== JSON.stringify(settings.feed_sources)) {
		change.feed_sources = sources;
	}
	const signature = e.email_signature.value.trim() || null;
	if (signature !== (settings.email_signature || null)) {
		change.email_signature = signature;
	}
	return change;
}

async function copy(text) {
	try {
		await navigator.clipboard.writeText(text);
		showNotice('Copied the feed address.');
	}
	catch {
		// Without the clipboard API (plain HTTP on another host), select it for Ctrl+C.
		const range = document.createRange();
		range.selectNodeContents(document.getElementById('feed-url'));
		const selection = window.getSelection();
		selection.removeAllRanges();
		selection.addRange(range);
		showNotice('Selected the feed address: press Ctrl+C (or ⌘C) to copy it.');
	}
}

async function resetLink(button, feedUrl) {
	if (!(await confirmAction('Make a new feed address? The old one stops working at once, so calendars subscribed to it stop updating.', 'Reset link'))) {
		return;
	}
	const answer = await busy(button, () => post('/api/settings/feed-token'), 'Could not reset the feed address');
	if (answer) {
		feedUrl.textContent = answer.feed_url;
		showNotice('New feed address made; the old one no longer works.');
	}
}

/**
 * Reminders: the defaults of events and of assignments, whether this browser may show
 * notifications (asked only when "Enable browser notifications" is pressed), and what is
 * about to fire.
 */
function remindersSection(editors, reminders, settings) {
	const state = h('div', { class: 'notification-state', 'aria-live': 'polite' });
	const show = () => replaceState(state, reminders);
	show();
	const upcoming = h('div', { class: 'upcoming' }, h('p', { 'aria-busy': 'true' }, 'Loading…'));
	get('/api/reminders?limit=10').then((answer) => {
		const list = answer.reminders || [];
		upcoming.replaceChildren(list.length === 0 ? h('p', { class: 'muted' }, 'No reminders in the next 7 days.')
			: h('ul', {}, list.map((entry) => h('li', {},
				h('strong', {}, formatInstant(entry.fire_time, settings)), ' ', entry.title || '(no title)', ' ',
				h('span', { class: 'muted' }, `(${entry.method === 'email' ? 'e-mail' : 'notification'}, ${entry.status})`)))));
	}, () => upcoming.replaceChildren(h('p', { class: 'muted' }, 'The upcoming reminders could not be loaded.')));
	return h('section', { 'aria-labelledby': 'reminders-heading', class: 'reminders-settings' },
		h('h2', { id: 'reminders-heading' }, 'Reminders'),
		h('div', { class: 'reminder-editors' }, editors.default_reminders.element, editors.assignment_reminders.element),
		h('h3', {}, 'Browser notifications'),
		state,
		h('h3', {}, 'Upcoming reminders'),
		upcoming);

	function replaceState(box, module) {
		const permission = module.permission();
		const enable = h('button', { type: 'button', class: 'secondary', onclick: async (event) => {
			const answer = await busy(event.currentTarget, () => module.askPermission()).catch(() => null);
			show();
			if (answer === 'granted') {
				showNotice('Browser notifications are on.');
			}
		} }, 'Enable browser notifications');
		const said = {
			granted: [h('p', {}, h('strong', {}, 'On. '), 'Reminders show as browser notifications when Kairos is open in a background tab, and in the page while you look at it.')],
			denied: [h('p', {}, h('strong', {}, 'Blocked in this browser. '), 'Reminders show only inside the open page. To allow notifications, open the site information (the icon left of the address), set Notifications to Allow, and reload the page.')],
			default: [h('p', {}, h('strong', {}, 'Not asked yet. '), 'Reminders show inside the open page. Browser notifications show them also when Kairos is in a background tab.',
				module.saidNotNow() ? ' You chose “Not now” earlier.' : ''), enable],
			unsupported: [h('p', {}, 'This browser does not show notifications; reminders show inside the open page.')],
		}[permission] || [];
		box.dataset.permission = permission;
		box.replaceChildren(...said);
	}
}
