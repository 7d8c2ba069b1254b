// Creating, editing, moving and deleting events: the event dialog, the conflict dialog (409) and,
// for an occurrence of a recurring series, the "This event / This and following / All events"
// question. Every change goes through the public API; conflicts are the server's to find.
// The event dialog stays open while it saves, so a problem is shown inside it, beside the fields.

import { ApiError, get, post, patch, del, query } from './api.js';
import { h, busy, openDialog, showError, showNotice, confirmAction, replace } from './ui.js';
import { toWall, fromWall, formatRange, formatInstant, addMinutes, normalizeColor } from './time.js';
import { refreshCalendar, SOURCES } from './calendar.js';
import { fillRepeat, readRepeat, repeatChanged, showRepeatParts } from './repeat.js';

let settings = null;

export function useSettings(appSettings) {
	settings = appSettings;
}

const byId = (id) => document.getElementById(id);

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
	const known = SOURCES.find((s) => s.id === source);
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

/**
 * The event dialog (`timedOnly`: without "All day" and "Repeat"). `save(fields, form)` runs
 * while the dialog stays open: its problems show inside it, and resolving to null keeps it
 * open, as when the user backs out of a conflict. Resolves to {choice: 'saved', result},
 * {choice: 'delete'} or {choice: null}.
 */
async function eventDialog(heading, values, { deletable, timedOnly = false, save }) {
	const dialog = byId('event-dialog');
	const form = dialog.querySelector('form');
	dialog.querySelector('[data-heading]').textContent = heading;
	dialog.querySelector('[data-delete]').hidden = !deletable;
	dialog.querySelector('[data-error]').replaceChildren();
	fillForm(form, values);
	form.elements.all_day.closest('label').hidden = timedOnly;
	form.elements.repeat.closest('.repeat-row').hidden = timedOnly;
	form.elements.all_day.onchange = () => setAllDay(form, form.elements.all_day.checked);
	form.elements.repeat.onchange = () => showRepeatParts(form);
	form.elements.repeat_end.onchange = () => showRepeatParts(form);
	let result = null;
	form.onsubmit = async (event) => {
		if (!event.submitter || event.submitter.value !== 'save') {
			return;
		}
		event.preventDefault();
		dialog.querySelector('[data-error]').replaceChildren();
		const saved = await busy(event.submitter, () => save(readForm(form), form), 'Could not save');
		if (saved) {
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
			const body = recurrence ? { ...fields, recurrence } : fields;
			return withConflicts((extra) => post('/api/events/create', { ...body, ...extra }),
				fields.all_day ? 0 : minutesBetween(fields.start_time, fields.end_time));
		},
	});
	if (choice !== 'saved') {
		return null;
	}
	showNotice(`Created “${result.title}”.`);
	refreshCalendar();
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
	if (entry.recurring_event_id) {
		// An occurrence carries no rule of its own: its series has it.
		recurrence = await get(`/api/events/${encodeURIComponent(entry.recurring_event_id)}`)
			.then((series) => series.recurrence || null, () => null);
	}
	const { choice, result } = await eventDialog(entry.recurring_event_id ? 'Edit recurring event' : 'Edit event',
		{ ...values, title: entry.title, location: entry.location, description: entry.description, color: entry.color, recurrence },
		{
			deletable: true,
			save: (fields, form) => {
				const timesChanged = fields.start_time !== values.start || formEnd(fields) !== values.end || fields.all_day !== values.allDay;
				const repeat = repeatChanged(form, zone) ? { recurrence: readRepeat(form, zone) } : null;
				return saveChange(entry, fields, timesChanged, 'Change', repeat);
			},
		});
	if (choice === 'delete') {
		return deleteEntry(entry);
	}
	if (choice === 'saved') {
		showNotice(`Saved “${result.title}”.`);
		refreshCalendar();
	}
	return result;
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
		showNotice(`Moved “${result.title}”.`);
		refreshCalendar();
	}
	else {
		revert();
	}
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
	if (entry.recurring_event_id) {
		const scope = await askScope(verb, { onlyAll: repeat !== null });
		if (!scope) {
			return null;
		}
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
	if (entry.recurring_event_id) {
		const scope = await askScope('Delete');
		if (!scope) {
			return null;
		}
		if (scope === 'following') {
			path = `/api/events${query({ id: entry.id, scope: 'following' })}`;
		}
		else if (scope === 'all') {
			path = `/api/events${query({ id: entry.recurring_event_id })}`;
		}
	}
	else if (!(await confirmAction(`Delete “${entry.title}”?`, 'Delete'))) {
		return null;
	}
	try {
		await del(path);
		showNotice(`Deleted “${entry.title}”.`);
		refreshCalendar();
		return true;
	}
	catch (error) {
		showError(error, 'Could not delete the event');
		return null;
	}
}

function showDetails(entry) {
	const dialog = byId('details-dialog');
	const labels = { google: 'Google Calendar', microsoft: 'Outlook', canvas: 'Canvas' };
	const deadline = entry.source_type === 'assignment';
	dialog.querySelector('[data-heading]').textContent = deadline ? `Due: ${entry.title}` : entry.title;
	const when = deadline ? formatInstant(entry.start_time, settings) : formatRange(entry.start_time, entry.end_time, settings, entry.all_day);
	replace(dialog.querySelector('[data-body]'), h('dl', {},
		h('dt', {}, deadline ? 'Due' : 'When'), h('dd', {}, when),
		entry.course ? [h('dt', {}, 'Course'), h('dd', {}, entry.course)] : null,
		entry.location ? [h('dt', {}, 'Where'), h('dd', {}, entry.location)] : null,
		entry.description ? [h('dt', {}, 'Notes'), h('dd', { class: 'notes' }, entry.description)] : null,
		h('dt', {}, 'From'), h('dd', {}, `${labels[entry.source] || entry.source} (read-only here)`)),
		entry.url && /^https?:/.test(entry.url) ? h('p', {}, h('a', { href: entry.url, target: '_blank', rel: 'noopener noreferrer' }, `Open in ${labels[entry.source] || entry.source}`)) : null);
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
