// Creating, editing, moving and deleting events: the event dialog, the conflict dialog (409) and,
// for an occurrence of a recurring series, the "This event / This and following / All events"
// question. Every change goes through the public API; conflicts are the server's to find.
// The event dialog stays open while it saves, so a problem is shown inside it, beside the fields.

import { ApiError, get, post, patch, del, query } from './api.js';
import { h, busy, openDialog, showError, showNotice, confirmAction, replace, brief } from './ui.js';
import { toWall, fromWall, formatRange, formatInstant, addMinutes, normalizeColor } from './time.js';
import { refreshCalendar } from './calendar.js';
import { sourceOf } from './providers.js';
import { fillRepeat, readRepeat, repeatChanged, showRepeatParts, followStart } from './repeat.js';

let settings = null;
// The scope the last change of an occurrence was made with ('this', 'following', 'all').
let lastScope = null;

export function useSettings(appSettings) {
	settings = appSettings;
}

const byId = (id) => document.getElementById(id);

let remindersLoading = null;
// reminders.js, and the dialog's Reminders section made with it.
let R = null;
let reminders = null;

/**
 * reminders.js, loaded when first needed (the app starts its stream once signed in). Offline
 * the service worker's copy of the app lacks it, and the app opens without it: nothing there
 * edits or streams reminders.
 */
export function loadReminders() {
	if (!remindersLoading) {
		remindersLoading = import('./reminders.js').then((module) => {
			R = module;
			return module;
		}, (error) => {
			remindersLoading = null;
			throw error;
		});
	}
	return remindersLoading;
}

/** reminders.js when it has loaded, else null. */
export const loadedReminders = () => R;

/** The event dialog's Reminders section, made once; null where reminders.js could not load. */
async function remindersSection() {
	if (!reminders) {
		const module = await loadReminders().catch(() => null);
		if (module && !reminders) {
			reminders = module.reminderEditor('event-reminders', { legend: 'Reminders', defaults: () => settings.default_reminders || [] });
			byId('event-dialog').querySelector('[data-reminders]').replaceChildren(reminders.element);
		}
	}
	return reminders;
}

/** The reminders a saved event fires: its own, or the user's defaults. */
function firing(event) {
	const own = event && event.reminders && event.reminders.use_default === false;
	return own ? event.reminders.overrides : (settings.default_reminders || []);
}

/** After a save: a first event that reminds by notification is the moment to offer browser notifications. */
function afterSave(event) {
	if (R && event && R.hasNotification(firing(event))) {
		R.offerNotifications();
	}
}

/**
 * Run `attempt(extra)` (a create, update or confirm); on a scheduling conflict, show the conflict
 * dialog and try again as the user chooses: the suggested time (kept `minutes` long; without a
 * length there is none to offer), or forced. Resolves to the result, or null when the user gave up.
 */
export async function withConflicts(attempt, minutes) {
	let extra = {};
	for (let round = 0; round < 5; round++) {
		try {
			return await attempt(extra);
		}
		catch (error) {
			if (!(error instanceof ApiError) || error.status !== 409 || error.type !== 'scheduling-conflict') {
				throw error;
			}
			const choice = await askAboutConflicts(error.problem, minutes);
			if (choice === 'suggested') {
				const start = toWall(error.problem.suggested_start, settings.timezone).slice(0, 16);
				extra = { start_time: start, end_time: addMinutes(start, minutes) };
			}
			else if (choice === 'force') {
				extra = { ...extra, force: true };
			}
			else {
				return null;
			}
		}
	}
	return null;
}

function sourceLabel(source) {
	const known = sourceOf(source);
	return known ? known.label : source;
}

function askAboutConflicts(problem, minutes) {
	const dialog = byId('conflict-dialog');
	replace(dialog.querySelector('[data-conflicts]'), (problem.conflicts || []).map((conflict) => h('li', {},
		h('strong', {}, conflict.title || '(busy)'), ' ',
		h('span', { class: 'muted' }, `${formatRange(conflict.start_time, conflict.end_time, settings)}${conflict.source && conflict.source !== 'local' ? `, ${sourceLabel(conflict.source)}` : ''}`))));
	const suggested = dialog.querySelector('[value="suggested"]');
	const hint = dialog.querySelector('[data-suggested]');
	if (problem.suggested_start && minutes > 0) {
		suggested.hidden = false;
		const end = new Date(Date.parse(problem.suggested_start) + minutes * 60000).toISOString();
		hint.textContent = `Suggested time: ${formatRange(problem.suggested_start, end, settings)}.`;
	}
	else {
		suggested.hidden = true;
		// A plan's conflict names no suggestion; a single event's null one means none was found.
		hint.textContent = problem.suggested_start === null ? 'There is no free time of this length in the next year.' : '';
	}
	return openDialog(dialog);
}

/** For an occurrence of a series: which events a change applies to ('this', 'following', 'all'). */
function askScope(verb, { onlyAll = false } = {}) {
	const dialog = byId('scope-dialog');
	dialog.querySelector('[data-verb]').textContent = verb;
	// A new repeat rule belongs to the series: one occurrence cannot have a rule of its own.
	dialog.querySelector('[data-this]').hidden = onlyAll;
	dialog.querySelector('[value="following"]').hidden = onlyAll;
	return openDialog(dialog);
}

function minutesBetween(startWall, endWall) {
	const parse = (wall) => Date.parse(`${wall.length === 10 ? `${wall}T00:00` : wall}Z`);
	return Math.round((parse(endWall) - parse(startWall)) / 60000);
}

/** The fields of the event dialog's form, as the API takes them. */
function readForm(form) {
	const allDay = form.elements.all_day.checked;
	let start = form.elements.start.value;
	let end = form.elements.end.value;
	if (allDay) {
		start = start.slice(0, 10);
		// The form shows the last day; the API's all-day end is the day after it.
		end = new Date(Date.parse(`${end.slice(0, 10)}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
	}
	return {
		title: form.elements.title.value,
		start_time: start,
		end_time: end,
		all_day: allDay,
		location: form.elements.location.value || null,
		description: form.elements.description.value || null,
		// An event left in the default colour keeps following the default (null), as the API intends.
		color: form.elements.color.value === form.dataset.defaultColor && !form.dataset.ownColor ? null : form.elements.color.value,
	};
}

function fillForm(form, values) {
	form.reset();
	form.elements.title.value = values.title || '';
	form.elements.all_day.checked = Boolean(values.allDay);
	setAllDay(form, Boolean(values.allDay));
	form.elements.start.value = values.start;
	form.elements.end.value = values.end;
	form.elements.location.value = values.location || '';
	form.elements.description.value = values.description || '';
	form.elements.color.value = normalizeColor(values.color || settings.default_event_color);
	form.dataset.defaultColor = normalizeColor(settings.default_event_color);
	form.dataset.ownColor = values.color ? 'yes' : '';
	fillRepeat(form, values.recurrence || null, values.start, settings.timezone);
	if (reminders) {
		reminders.set(values.reminders || null);
	}
}

function setAllDay(form, allDay) {
	for (const name of ['start', 'end']) {
		const input = form.elements[name];
		const value = input.value;
		input.type = allDay ? 'date' : 'datetime-local';
		input.value = allDay ? value.slice(0, 10) : (value.length === 10 ? `${value}T09:00` : value);
	}
	form.querySelector('[data-start-label]').textContent = allDay ? 'First day' : 'Start';
	form.querySelector('[data-end-label]').textContent = allDay ? 'Last day' : 'End';
}

/** The form's labels for the API's fields, so that a problem speaks of what the user sees. */
function labels(form) {
	const allDay = form.elements.all_day.checked;
	return {
		title: 'Title', start_time: allDay ? 'First day' : 'Start', end_time: allDay ? 'Last day' : 'End', all_day: 'All day',
		location: 'Where', description: 'Notes', color: 'Colour', recurrence: 'Repeat', timezone: 'Time zone',
		reminders: 'Reminders', 'reminders.overrides': 'Reminders', 'reminders.use_default': 'Reminders',
		...Object.fromEntries([0, 1, 2, 3, 4].flatMap((i) => [[`reminders.overrides[${i}].minutes_before`, `Reminder ${i + 1}`],
			[`reminders.overrides[${i}].method`, `Reminder ${i + 1}`], [`reminders.overrides[${i}]`, `Reminder ${i + 1}`]])),
	};
}

const INPUTS = { title: 'title', start_time: 'start', end_time: 'end', location: 'location', description: 'description', color: 'color', recurrence: 'repeat' };

/** A problem with one field, said under it (and the field marked invalid for screen readers). */
function markField(form, name, text) {
	markInput(form.elements[name], text);
}

function markInput(input, text) {
	if (!input) {
		return;
	}
	const note = h('small', { class: 'field-error', id: `${input.id}-error` }, text);
	input.setAttribute('aria-invalid', 'true');
	input.setAttribute('aria-describedby', note.id);
	input.after(note);
}

function clearFields(form) {
	for (const note of form.querySelectorAll('.field-error')) {
		note.remove();
	}
	for (const input of form.querySelectorAll('[aria-invalid]')) {
		input.removeAttribute('aria-invalid');
		input.removeAttribute('aria-describedby');
	}
}

/** What can be told before asking the service: an end before its start. */
function checkTimes(form) {
	const e = form.elements;
	if (!e.start.value || !e.end.value) {
		return null;
	}
	if (e.all_day.checked ? e.end.value < e.start.value : e.end.value <= e.start.value) {
		return e.all_day.checked ? 'The last day cannot be before the first day.' : 'End must be after Start.';
	}
	return null;
}

/** Moving the start keeps the event's length: the end moves by as much (Google Calendar does the same). */
function keepLength(form, previousStart) {
	const e = form.elements;
	const start = e.start.value;
	if (!start || !previousStart || !e.end.value) {
		return;
	}
	const at = (wall) => Date.parse(wall.length === 10 ? `${wall}T00:00:00Z` : `${wall}Z`);
	const shift = at(start) - at(previousStart);
	const end = new Date(at(e.end.value) + shift).toISOString();
	e.end.value = e.all_day.checked ? end.slice(0, 10) : end.slice(0, 16);
}

const TITLE_MAX = 500;

/** The title's limit, said when it is reached (a longer paste is cut by the field). */
function titleLimit(form) {
	const input = form.elements.title;
	const note = form.querySelector('[data-title-limit]');
	const full = input.value.length >= TITLE_MAX;
	note.hidden = !full;
	note.textContent = full ? `A title is at most ${TITLE_MAX} characters; the rest was left out.` : '';
}

/**
 * The dialog tells that the session ended, keeps what was typed, and signs in again in place
 * (with the key here, or the organisation's sign-in in a new tab), then saves.
 */
async function signInAgain(dialog, save) {
	const slot = dialog.querySelector('[data-error]');
	const problem = h('div');
	const key = h('input', { id: 'resume-key', type: 'password', autocomplete: 'current-password', spellcheck: 'false', placeholder: 'kairos_…' });
	const signIn = async (button) => {
		problem.replaceChildren();
		const done = await busy(button, () => post('/api/session', { api_key: key.value.trim() }, { quietUnauthenticated: true }))
			.then(() => true, (error) => {
				problem.replaceChildren(h('p', { class: 'error-text' }, error.status === 401 ? 'That key is not valid.' : error.message));
				return false;
			});
		if (done) {
			slot.replaceChildren();
			save();
		}
	};
	key.addEventListener('keydown', (event) => {
		if (event.key === 'Enter') {
			event.preventDefault();
			signIn(key.nextElementSibling);
		}
	});
	const box = h('div', { class: 'message error inline resume', role: 'alert' },
		h('p', {}, h('strong', {}, 'Your session has ended. '), 'What you typed is kept: sign in again and it is saved.'),
		h('div', { 'data-oidc': '' }),
		h('label', { for: 'resume-key' }, 'API key'),
		h('div', { class: 'resume-row' }, key, h('button', { type: 'button', onclick: (event) => signIn(event.currentTarget) }, 'Sign in and save')),
		problem);
	slot.replaceChildren(box);
	box.scrollIntoView({ block: 'nearest' });
	key.focus();
	const session = await get('/api/session').catch(() => null);
	if (session && session.oidc_sign_in_url) {
		box.querySelector('[data-oidc]').replaceChildren(h('p', {},
			h('a', { href: session.oidc_sign_in_url, target: '_blank', rel: 'noopener' }, 'Sign in with your organisation'),
			' (opens a new tab), then ', h('button', { type: 'button', class: 'link', onclick: () => save() }, 'save'), '. Or with a key:'));
	}
}

/**
 * The event dialog (`timedOnly`: without "All day" and "Repeat"). `save(fields, form)` runs
 * while the dialog stays open: its problems show inside it, and resolving to null keeps it
 * open, as when the user backs out of a conflict. Resolves to {choice: 'saved', result},
 * {choice: 'delete'} or {choice: null}.
 */
async function eventDialog(heading, values, { deletable, timedOnly = false, save, shown = null }) {
	const dialog = byId('event-dialog');
	const form = dialog.querySelector('form');
	await remindersSection();
	dialog.querySelector('[data-heading]').textContent = heading;
	dialog.querySelector('[data-delete]').hidden = !deletable;
	dialog.querySelector('[data-error]').replaceChildren();
	clearFields(form);
	fillForm(form, values);
	titleLimit(form);
	if (shown) {
		shown();
	}
	form.elements.all_day.closest('label').hidden = timedOnly;
	form.elements.repeat.closest('.repeat-row').hidden = timedOnly;
	// A proposal keeps the reminders the assistant gave it.
	if (reminders) {
		reminders.element.hidden = timedOnly;
	}
	let shownStart = form.elements.start.value;
	form.elements.all_day.onchange = () => {
		setAllDay(form, form.elements.all_day.checked);
		shownStart = form.elements.start.value;
	};
	form.elements.start.oninput = () => {
		keepLength(form, shownStart);
		shownStart = form.elements.start.value || shownStart;
		followStart(form);
	};
	form.elements.title.oninput = () => titleLimit(form);
	form.elements.repeat.onchange = () => {
		followStart(form);
		showRepeatParts(form);
	};
	form.elements.repeat_end.onchange = () => showRepeatParts(form);
	let result = null;
	const saveButton = form.querySelector('button[value="save"]');
	form.onsubmit = async (event) => {
		if (!event.submitter || event.submitter.value !== 'save') {
			return;
		}
		event.preventDefault();
		dialog.querySelector('[data-error]').replaceChildren();
		clearFields(form);
		const wrong = checkTimes(form);
		if (wrong) {
			markField(form, 'end', wrong);
			form.elements.end.focus();
			return;
		}
		const wrongReminder = timedOnly || !reminders ? null : reminders.check();
		if (wrongReminder) {
			markInput(wrongReminder.input, wrongReminder.text);
			wrongReminder.input.focus();
			return;
		}
		let ended = false;
		const saved = await busy(event.submitter, () => save(readForm(form), form)).catch((error) => {
			if (error instanceof ApiError && error.status === 401) {
				ended = true;
				return null;
			}
			if (error instanceof ApiError) {
				error.relabel(labels(form));
				for (const { field, text } of error.fieldErrors(labels(form))) {
					if (field && field.startsWith('reminders') && reminders) {
						const index = /\[(\d+)\]/.exec(field);
						markInput(reminders.control(index ? Number(index[1]) : 0), text);
					}
					else {
						markField(form, INPUTS[field], text);
					}
				}
			}
			showError(error, 'Could not save');
			return null;
		});
		if (ended) {
			signInAgain(dialog, () => form.requestSubmit(saveButton));
		}
		else if (saved) {
			result = saved;
			dialog.close('saved');
		}
	};
	const choice = await openDialog(dialog);
	form.onsubmit = null;
	return { choice, result };
}

/** Create an event for a selected time (or the "New event" button). */
export async function createEvent(selection) {
	const { choice, result } = await eventDialog('New event', { ...selection, title: '' }, {
		deletable: false,
		save: (fields, form) => {
			const recurrence = readRepeat(form, settings.timezone);
			const withReminders = reminders ? { ...fields, reminders: reminders.read() } : fields;
			const body = recurrence ? { ...withReminders, recurrence } : withReminders;
			return withConflicts((extra) => post('/api/events/create', { ...body, ...extra }),
				fields.all_day ? 0 : minutesBetween(fields.start_time, fields.end_time));
		},
	});
	if (choice !== 'saved') {
		return null;
	}
	showNotice(`Created “${brief(result.title)}”.`);
	refreshCalendar();
	afterSave(result);
	return result;
}

/** Open an event: local ones in the editor, synced ones and deadlines read-only. */
export async function openEntry(entry) {
	if (entry.source !== 'local') {
		return showDetails(entry);
	}
	const zone = settings.timezone;
	const values = entry.all_day
		? { allDay: true, start: entry.start_time.slice(0, 10), end: new Date(Date.parse(entry.end_time) - 86400000).toISOString().slice(0, 10) }
		: { allDay: false, start: toWall(entry.start_time, zone).slice(0, 16), end: toWall(entry.end_time, zone).slice(0, 16) };
	let recurrence = entry.recurrence || null;
	// The calendar's listing carries no reminders: the event (or occurrence) itself has them.
	const [own, series] = await Promise.all([
		entry.reminders ? entry : get(`/api/events/${encodeURIComponent(entry.id)}`).catch(() => null),
		// An occurrence carries no rule of its own: its series has it.
		entry.recurring_event_id ? get(`/api/events/${encodeURIComponent(entry.recurring_event_id)}`).catch(() => null) : null,
	]);
	if (entry.recurring_event_id) {
		recurrence = series ? series.recurrence || null : null;
	}
	let shownReminders = null;
	const { choice, result } = await eventDialog(entry.recurring_event_id ? 'Edit recurring event' : 'Edit event',
		{ ...values, title: entry.title, location: entry.location, description: entry.description, color: entry.color, recurrence,
			reminders: own ? own.reminders : null },
		{
			deletable: true,
			save: (fields, form) => {
				const timesChanged = fields.start_time !== values.start || formEnd(fields) !== values.end || fields.all_day !== values.allDay;
				const repeat = repeatChanged(form, zone) ? { recurrence: readRepeat(form, zone) } : null;
				// Sent only when changed: a PATCH without them keeps them.
				const chosen = reminders ? reminders.read() : null;
				const change = chosen && JSON.stringify(chosen) !== shownReminders ? { ...fields, reminders: chosen } : fields;
				return saveChange(entry, change, timesChanged, 'Change', repeat);
			},
			shown: () => {
				shownReminders = reminders ? JSON.stringify(reminders.read()) : null;
			},
		});
	if (choice === 'delete') {
		return deleteEntry(entry);
	}
	if (choice === 'saved') {
		showNotice(`Saved “${brief(result.title)}”.`);
		refreshCalendar();
		afterSave(result);
	}
	return result;
}

/** Open a local event by its id: a reminder's "Open event", or the link of a reminder e-mail. */
export async function openEventById(id) {
	let event;
	try {
		event = await get(`/api/events/${encodeURIComponent(id)}`);
	}
	catch (error) {
		showError(error, 'Could not open the event');
		return null;
	}
	return openEntry({ ...event, source: 'local' });
}

/** The end as the dialog shows it: the last day of an all-day event, not the day after. */
function formEnd(fields) {
	return fields.all_day
		? new Date(Date.parse(`${fields.end_time}T00:00:00Z`) - 86400000).toISOString().slice(0, 10)
		: fields.end_time;
}

/** A drag or resize: the new times, or undo when the user cancels or the change fails. */
export async function moveEntry(entry, change, revert) {
	const fields = { start_time: change.start, end_time: change.end, all_day: change.allDay };
	let result = null;
	try {
		result = await saveChange(entry, fields, true, 'Move', null);
	}
	catch (error) {
		showError(error, 'Could not move the event');
	}
	if (result) {
		// Undo puts one event (or one occurrence) back where it was; a move of "this and
		// following" or "all events" reshaped the series, and is undone by moving it back.
		const undoable = !entry.recurring_event_id || lastScope === 'this';
		showNotice(`Moved “${brief(result.title)}”.`, undoable ? { label: 'Undo', run: () => moveBack(entry) } : null);
		refreshCalendar();
	}
	else {
		revert();
	}
}

/** The times an entry had, as the API takes them back (all-day events as dates). */
function timesOf(entry) {
	return entry.all_day
		? { start_time: entry.start_time.slice(0, 10), end_time: entry.end_time.slice(0, 10), all_day: true }
		: { start_time: entry.start_time, end_time: entry.end_time, all_day: false };
}

async function moveBack(entry) {
	try {
		const { all_day: allDay, ...times } = timesOf(entry);
		// An occurrence keeps its series' all_day, and may not be sent one.
		await patch('/api/events', { id: entry.id, ...times, ...(entry.recurring_event_id ? {} : { all_day: allDay }), force: true });
		showNotice(`Moved “${brief(entry.title)}” back.`);
	}
	catch (error) {
		showError(error, 'Could not undo the move');
	}
	refreshCalendar();
}

/**
 * PATCH an event, or the right events of a series; conflicts go through the dialog. Resolves
 * to the saved event, or null when the user backed out; rejects with the API's problem.
 */
async function saveChange(entry, fields, timesChanged, verb, repeat) {
	let target = { id: entry.id };
	let body = { ...fields };
	if (!timesChanged) {
		delete body.start_time;
		delete body.end_time;
		delete body.all_day;
	}
	lastScope = null;
	if (entry.recurring_event_id) {
		const scope = await askScope(verb, { onlyAll: repeat !== null });
		if (!scope) {
			return null;
		}
		lastScope = scope;
		if (scope === 'following') {
			target = { id: entry.id, scope: 'following' };
		}
		else if (scope === 'all') {
			target = { id: entry.recurring_event_id };
			if (timesChanged && !fields.all_day) {
				body = { ...body, ...(await shiftSeries(entry, fields)) };
			}
		}
	}
	if (repeat) {
		body = { ...body, ...repeat };
	}
	const minutes = body.start_time && !fields.all_day ? minutesBetween(body.start_time, body.end_time) : 0;
	return withConflicts((extra) => patch('/api/events', { ...target, ...body, ...extra }), minutes);
}

/** Moving every occurrence: move the series' own start by as much as this occurrence moved. */
async function shiftSeries(entry, fields) {
	const series = await get(`/api/events/${encodeURIComponent(entry.recurring_event_id)}`);
	const zone = settings.timezone;
	const oldStart = toWall(entry.start_time, zone).slice(0, 16);
	const shift = minutesBetween(oldStart, fields.start_time);
	const start = addMinutes(toWall(series.start_time, zone).slice(0, 16), shift);
	return { start_time: start, end_time: addMinutes(start, minutesBetween(fields.start_time, fields.end_time)) };
}

async function deleteEntry(entry) {
	let path = `/api/events${query({ id: entry.id })}`;
	let scope = null;
	let series = null;
	if (entry.recurring_event_id) {
		scope = await askScope('Delete');
		if (!scope) {
			return null;
		}
		if (scope === 'following') {
			path = `/api/events${query({ id: entry.id, scope: 'following' })}`;
		}
		else if (scope === 'all') {
			path = `/api/events${query({ id: entry.recurring_event_id })}`;
		}
		// What Undo needs to put the series back as it was.
		series = await get(`/api/events/${encodeURIComponent(entry.recurring_event_id)}`).catch(() => null);
	}
	else if (!(await confirmAction(`Delete “${brief(entry.title)}”?`, 'Delete'))) {
		return null;
	}
	try {
		await del(path);
		const undo = !entry.recurring_event_id || series ? { label: 'Undo', run: () => restore(entry, series, scope) } : null;
		showNotice(`Deleted “${brief(entry.title)}”.`, undo);
		refreshCalendar();
		return true;
	}
	catch (error) {
		showError(error, 'Could not delete the event');
		return null;
	}
}

/** Whether an occurrence differs from its series (a changed occurrence). */
function ownChange(entry, series) {
	const length = (event) => Date.parse(event.end_time) - Date.parse(event.start_time);
	return entry.start_time !== (entry.original_start_time || entry.start_time) || length(entry) !== length(series)
		|| ['title', 'location', 'description', 'color'].some((name) => (entry[name] || null) !== (series[name] || null));
}

/** The fields that make an event again (POST /api/events/create). */
function fieldsOf(event) {
	return { title: event.title, ...timesOf(event), location: event.location || null, description: event.description || null, color: event.color || null };
}

/**
 * Undo a delete: a one-off event is made again (with a new id); a series gets back the rule it
 * had (which brings back a cancelled occurrence, or the occurrences after "this and following"),
 * or is made again when it is gone (all events, or its last occurrence). Changed occurrences
 * that went with a series are not brought back (docs/web.md, "Undo").
 */
async function restore(entry, series, scope) {
	try {
		if (!series) {
			await post('/api/events/create', { ...fieldsOf(entry), force: true });
		}
		else {
			const again = () => post('/api/events/create', { ...fieldsOf(series), recurrence: series.recurrence, timezone: series.timezone, force: true });
			if (scope === 'all') {
				await again();
			}
			else {
				const kept = await patch('/api/events', { id: series.id, recurrence: series.recurrence, force: true })
					.then(() => true, (error) => {
						if (error instanceof ApiError && error.status === 404) {
							return false;
						}
						throw error;
					});
				if (!kept) {
					await again();
				}
				else if (scope === 'this' && ownChange(entry, series)) {
					// The occurrence comes back as the series has it; a change of its own is put back too.
					const { all_day: ignored, ...fields } = fieldsOf(entry);
					await patch('/api/events', { id: entry.id, ...fields, force: true });
				}
			}
		}
		showNotice(`Restored “${brief(entry.title)}”.`);
	}
	catch (error) {
		showError(error, 'Could not undo the delete');
	}
	refreshCalendar();
}

export function showDetails(entry) {
	const dialog = byId('details-dialog');
	const known = sourceOf(entry.source);
	const origin = known ? known.origin || known.label : entry.source;
	const deadline = entry.source_type === 'assignment';
	dialog.querySelector('[data-heading]').textContent = deadline ? `Due: ${entry.title}` : entry.title;
	const when = deadline ? formatInstant(entry.start_time, settings) : formatRange(entry.start_time, entry.end_time, settings, entry.all_day);
	replace(dialog.querySelector('[data-body]'), h('dl', {},
		h('dt', {}, deadline ? 'Due' : 'When'), h('dd', {}, when),
		entry.course ? [h('dt', {}, 'Course'), h('dd', {}, entry.course)] : null,
		entry.location ? [h('dt', {}, 'Where'), h('dd', {}, entry.location)] : null,
		entry.description ? [h('dt', {}, 'Notes'), h('dd', { class: 'notes' }, entry.description)] : null,
		h('dt', {}, 'From'), h('dd', {}, `${origin} (read-only here)`)),
		entry.url && /^https?:/.test(entry.url) ? h('p', {}, h('a', { href: entry.url, target: '_blank', rel: 'noopener noreferrer' }, `Open in ${origin}`)) : null);
	return openDialog(dialog);
}

/** Edit an assistant's proposal in the event dialog; resolves to the edited fields or null. */
export async function editProposal(proposal) {
	const zone = settings.timezone;
	const { choice, result } = await eventDialog('Edit proposal', {
		allDay: false, start: toWall(proposal.start_time, zone).slice(0, 16), end: toWall(proposal.end_time, zone).slice(0, 16),
		title: proposal.title, location: proposal.location, description: proposal.description, color: proposal.color,
	}, {
		deletable: false,
		// A proposal is a timed event; the assistant proposes a series itself ("every Monday").
		timedOnly: true,
		// The proposal keeps its own shape: times back as instants the card can show and confirm.
		save: async (fields) => ({
			title: fields.title, location: fields.location, description: fields.description, color: fields.color,
			start_time: fromWall(fields.start_time, zone), end_time: fromWall(fields.end_time, zone),
		}),
	});
	return choice === 'saved' ? result : null;
}
