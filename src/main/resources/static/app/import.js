// The Import screen: an .ics file to POST /api/calendar/import, with upload progress, the counts,
// and every event-level problem the service reports.

import { upload } from './api.js';
import { h, errorBox } from './ui.js';
import { refreshCalendar } from './calendar.js';
import { dateFormat } from './time.js';

const SIGNATURES = [
	[[0xff, 0xd8, 0xff], 'a JPEG image'], [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'], [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
	[[0x25, 0x50, 0x44, 0x46], 'a PDF document'], [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive (or an Office document)'],
];

/**
 * Why a file is not a calendar, told before it is sent, or null when it may be one: a calendar
 * is text, so a file with binary bytes is refused here in plain words (never its bytes quoted).
 */
async function notACalendar(file) {
	const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
	const known = SIGNATURES.find(([bytes]) => bytes.every((byte, i) => head[i] === byte));
	const binary = head.some((byte) => byte === 0 || (byte < 9) || (byte > 13 && byte < 32 && byte !== 27));
	if (!known && !binary) {
		return null;
	}
	return `${file.name} is ${known ? known[1] : 'not a text file'}, not a calendar. Choose an .ics file: calendars export one (in Google Calendar, Settings → Import & export → Export).`;
}

/** The first and last day the file's events start on (their DTSTART), read from the file itself. */
async function span(file) {
	const text = await file.text().catch(() => '');
	const days = [...text.matchAll(/^DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/gm)].map((m) => `${m[1]}-${m[2]}-${m[3]}`).sort();
	return days.length ? { first: days[0], last: days[days.length - 1], days } : null;
}

/** Render the Import screen into `screen`; `showDate(day)` opens the calendar on a day. */
export function showImport(screen, showDate) {
	const progress = h('progress', { value: 0, max: 1, hidden: true, 'aria-label': 'Upload progress' });
	const result = h('div', { class: 'import-result', 'aria-live': 'polite' });
	const form = h('form', { class: 'import-form' },
		h('label', { for: 'import-file' }, 'Calendar file (.ics)'),
		h('input', { id: 'import-file', name: 'file', type: 'file', accept: '.ics,text/calendar', required: true }),
		h('small', {}, 'Exported from Google Calendar, Outlook, Apple Calendar or Canvas. Importing the same file again updates what it imported before instead of making copies.'),
		h('button', { type: 'submit' }, 'Import'),
		progress);
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const file = form.elements.file.files[0];
		if (!file) {
			return;
		}
		const button = form.querySelector('button');
		const refused = await notACalendar(file);
		if (refused) {
			result.replaceChildren(h('div', { class: 'message error inline', role: 'alert' }, h('p', {}, h('strong', {}, 'Not imported: '), refused)));
			return;
		}
		button.disabled = true;
		button.setAttribute('aria-busy', 'true');
		progress.hidden = false;
		progress.value = 0;
		result.replaceChildren(h('p', {}, `Importing ${file.name}…`));
		const body = new FormData();
		body.append('file', file);
		try {
			const outcome = await upload('/api/calendar/import', body, (fraction) => {
				progress.value = fraction;
			});
			progress.removeAttribute('value');
			result.replaceChildren(...report(file.name, outcome, await span(file), showDate));
			refreshCalendar();
		}
		catch (error) {
			// Beside the form, where the user is looking: what was wrong, and nothing was imported.
			result.replaceChildren(errorBox(error, `Could not import ${file.name}`, false));
		}
		finally {
			progress.hidden = true;
			button.disabled = false;
			button.removeAttribute('aria-busy');
		}
	});
	screen.replaceChildren(h('h1', {}, 'Import'), h('p', { class: 'lead' }, 'Bring events from another calendar into Kairos.'), form, result);
}

/** Where the events went: their span, and a button to the calendar on the next of their days (or the first). */
function landed(outcome, days, showDate) {
	const kept = (outcome.imported || 0) + (outcome.updated || 0) + (outcome.unchanged || 0);
	if (!days || kept === 0) {
		return null;
	}
	const format = dateFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
	const say = (day) => format.format(new Date(`${day}T00:00:00Z`));
	const today = new Date().toISOString().slice(0, 10);
	const target = days.days.find((day) => day >= today) || days.first;
	return h('div', { class: 'landed' },
		h('p', {}, days.first === days.last ? `Its events are on ${say(days.first)}.` : `Its events run from ${say(days.first)} to ${say(days.last)}.`),
		h('button', { type: 'button', onclick: () => showDate(target) }, `Show in calendar (${say(target)})`));
}

function report(name, outcome, days, showDate) {
	const counts = [['Imported', outcome.imported], ['Updated', outcome.updated], ['Unchanged', outcome.unchanged], ['Removed', outcome.removed], ['Skipped', outcome.skipped]];
	const problems = outcome.errors || [];
	return [
		h('h2', {}, `${name}: done`),
		h('dl', { class: 'counts' }, counts.map(([label, value]) => h('div', {}, h('dt', {}, label), h('dd', {}, String(value ?? 0))))),
		landed(outcome, days, showDate),
		problems.length
			? h('section', { 'aria-labelledby': 'import-problems' }, h('h3', { id: 'import-problems' }, `${problems.length} problem${problems.length === 1 ? '' : 's'}`),
				h('ul', { class: 'problems' }, problems.map((problem) => h('li', {},
					problem.line ? h('strong', {}, `Line ${problem.line}: `) : null, problem.message,
					problem.uid ? h('span', { class: 'muted' }, ` (UID ${problem.uid})`) : null))))
			: h('p', {}, 'No problems.'),
	];
}
