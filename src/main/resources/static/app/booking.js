// The Booking pages screen: the owner's pages (public link, on/off, delete) and a form for a new
// one, over /api/booking-pages (docs/booking.md).

import { get, post, patch, del } from './api.js';
import { h, errorBox, busy } from './ui.js';

function numberOrNull(value) {
	return value === '' ? null : Number(value);
}

function pageRow(page, reload) {
	const toggle = h('button', { type: 'button', class: 'secondary outline' }, page.enabled ? 'Turn off' : 'Turn on');
	toggle.addEventListener('click', () => busy(toggle,
		() => patch(`/api/booking-pages/${page.id}`, { enabled: !page.enabled }).then(reload), 'Could not change the page'));
	const remove = h('button', { type: 'button', class: 'secondary outline danger' }, 'Delete');
	remove.addEventListener('click', () => busy(remove,
		() => del(`/api/booking-pages/${page.id}`).then(reload), 'Could not delete the page'));
	const hours = page.follows_working_hours ? 'your working hours'
		: page.availability.map((w) => `${w.day.slice(0, 3)} ${w.start}-${w.end}`).join(', ');
	return h('article', { class: 'booking-page' },
		h('header', {}, h('strong', {}, page.title), ' ', h('span', { class: 'muted' }, page.enabled ? '' : '(off)')),
		h('p', {}, h('a', { href: page.url, target: '_blank', rel: 'noopener' }, page.url)),
		h('p', { class: 'muted' }, `${page.durations_minutes.join(' or ')} minutes, ${hours}`
			+ (page.max_per_day ? `, at most ${page.max_per_day} a day` : '')
			+ (page.buffer_before_minutes || page.buffer_after_minutes
				? `, buffers ${page.buffer_before_minutes}/${page.buffer_after_minutes} min` : '')),
		h('div', { class: 'actions' }, toggle, remove));
}

/** Render the Booking pages screen into `screen`. */
export async function showBooking(screen) {
	const list = h('div', { class: 'booking-pages', 'aria-live': 'polite' });
	const result = h('div', { 'aria-live': 'polite' });
	const field = (label, attributes) => h('label', {}, label, h('input', attributes));
	const form = h('form', { class: 'booking-form' },
		h('h2', {}, 'New booking page'),
		field('Link name (/book/…)', { name: 'slug', required: true, pattern: '[a-z0-9][a-z0-9\\-]{1,62}[a-z0-9]', placeholder: 'office-hours' }),
		field('Title', { name: 'title', required: true, maxlength: 200, placeholder: 'Office hours' }),
		field('Lengths in minutes', { name: 'durations', value: '30', placeholder: '30, 60' }),
		h('div', { class: 'grid' },
			field('Buffer before (min)', { name: 'before', type: 'number', min: 0, max: 720, value: 0 }),
			field('Buffer after (min)', { name: 'after', type: 'number', min: 0, max: 720, value: 0 })),
		h('div', { class: 'grid' },
			field('Minimum notice (min)', { name: 'notice', type: 'number', min: 0, value: 0 }),
			field('Days ahead', { name: 'horizon', type: 'number', min: 1, max: 365, value: 60 }),
			field('Most a day', { name: 'perDay', type: 'number', min: 1, max: 100 })),
		field('Location', { name: 'location', maxlength: 1000 }),
		h('label', {}, 'Description', h('textarea', { name: 'description', rows: 2, maxlength: 5000 })),
		h('small', {}, 'Bookers see the free times inside your working hours (Settings), in their own time zone.'),
		h('button', { type: 'submit' }, 'Create page'));
	async function reload() {
		const answer = await get('/api/booking-pages');
		list.replaceChildren(...(answer.pages.length ? answer.pages.map((page) => pageRow(page, reload))
			: [h('p', { class: 'muted' }, 'No booking pages yet.')]));
	}
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const f = form.elements;
		const body = {
			slug: f.slug.value.trim(), title: f.title.value,
			durations_minutes: f.durations.value.split(/[ ,]+/).filter(Boolean).map(Number),
			buffer_before_minutes: Number(f.before.value || 0), buffer_after_minutes: Number(f.after.value || 0),
			minimum_notice_minutes: Number(f.notice.value || 0), horizon_days: Number(f.horizon.value || 60),
			max_per_day: numberOrNull(f.perDay.value), location: f.location.value || null,
			description: f.description.value || null,
		};
		result.replaceChildren();
		try {
			await busy(form.querySelector('button[type=submit]'), () => post('/api/booking-pages', body));
			form.reset();
			await reload();
		}
		catch (error) {
			result.replaceChildren(errorBox(error, 'Could not create the page', false));
		}
	});
	screen.replaceChildren(h('h1', {}, 'Booking pages'),
		h('p', { class: 'muted' }, 'Share a page’s link; anyone can book a free time with you, no account needed. Bookings land in your calendar.'),
		list, form, result);
	await reload().catch((error) => list.replaceChildren(errorBox(error, 'Could not load your booking pages', false)));
}
