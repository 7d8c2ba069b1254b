// The Import screen: an .ics file to POST /api/calendar/import, with upload progress, the counts,
// and every event-level problem the service reports.

import { upload } from './api.js';
import { h, errorBox } from './ui.js';
import { refreshCalendar } from './calendar.js';

/** Render the Import screen into `screen`. */
export function showImport(screen) {
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
			result.replaceChildren(...report(file.name, outcome));
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

function report(name, outcome) {
	const counts = [['Imported', outcome.imported], ['Updated', outcome.updated], ['Unchanged', outcome.unchanged], ['Removed', outcome.removed], ['Skipped', outcome.skipped]];
	const problems = outcome.errors || [];
	return [
		h('h2', {}, `${name}: done`),
		h('dl', { class: 'counts' }, counts.map(([label, value]) => h('div', {}, h('dt', {}, label), h('dd', {}, String(value ?? 0))))),
		problems.length
			? h('section', { 'aria-labelledby': 'import-problems' }, h('h3', { id: 'import-problems' }, `${problems.length} problem${problems.length === 1 ? '' : 's'}`),
				h('ul', { class: 'problems' }, problems.map((problem) => h('li', {},
					problem.line ? h('strong', {}, `Line ${problem.line}: `) : null, problem.message,
					problem.uid ? h('span', { class: 'muted' }, ` (UID ${problem.uid})`) : null))))
			: h('p', {}, 'No problems.'),
	];
}
