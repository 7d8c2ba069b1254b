// The public booking page (/book/{slug}) and a booking's manage page (/book/manage#<token>): no
// account, times in the booker's own zone, over the public API (docs/booking.md).

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const $ = (id) => document.getElementById(id);
const state = { slug: null, page: null, duration: null, weekStart: startOfToday(), chosen: null, token: null, booking: null };

function startOfToday() {
	const now = new Date();
	return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function xsrfHeader() {
	const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
	return match ? { 'X-XSRF-TOKEN': decodeURIComponent(match[1]) } : {};
}

async function call(method, path, body) {
	const init = { method, headers: { Accept: 'application/json', ...xsrfHeader() }, credentials: 'same-origin' };
	if (body !== undefined) {
		init.headers['Content-Type'] = 'application/json';
		init.body = JSON.stringify(body);
	}
	const response = await fetch(path, init);
	const text = await response.text();
	const json = text ? JSON.parse(text) : null;
	return { status: response.status, json };
}

function show(id) {
	for (const section of ['loading', 'not-found', 'page', 'form-screen', 'done', 'manage']) {
		$(section).hidden = section !== id;
	}
	window.scrollTo(0, 0);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: zone });
const fullFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric',
	hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short' });

function localDate(date) {
	// yyyy-mm-dd of the booker's calendar day.
	const y = date.getFullYear();
	const m = String(date.getMonth() + 1).padStart(2, '0');
	const d = String(date.getDate()).padStart(2, '0');
	return `${y}-${m}-${d}`;
}

function addDays(date, days) {
	return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function describe(start, minutes) {
	return `${fullFormat.format(new Date(start))}, ${minutes} minutes`;
}

async function loadSlots(slug, duration, from, container, onPick) {
	const to = addDays(from, 7);
	$('week-label').textContent = `${dayFormat.format(from)} – ${dayFormat.format(addDays(to, -1))}`;
	container.replaceChildren();
	const query = new URLSearchParams({ start: `${localDate(from)}T00:00:00`, end: `${localDate(to)}T00:00:00`,
		duration_minutes: String(duration), timezone: zone });
	const answer = await call('GET', `/api/public/booking-pages/${encodeURIComponent(slug)}/slots?${query}`);
	if (answer.status !== 200) {
		container.append(paragraph('The free times could not be read. Try again in a moment.', 'empty'));
		return;
	}
	const byDay = new Map();
	for (const slot of answer.json.slots) {
		const key = dayFormat.format(new Date(slot.start_time));
		if (!byDay.has(key)) {
			byDay.set(key, []);
		}
		byDay.get(key).push(slot);
	}
	if (byDay.size === 0) {
		container.append(paragraph('No free times this week.', 'empty'));
		return;
	}
	for (const [day, slots] of byDay) {
		const section = document.createElement('section');
		section.className = 'day';
		const heading = document.createElement('h2');
		heading.textContent = day;
		const list = document.createElement('div');
		list.className = 'slots';
		for (const slot of slots) {
			const button = document.createElement('button');
			button.type = 'button';
			button.className = 'outline slot';
			button.textContent = timeFormat.format(new Date(slot.start_time));
			button.setAttribute('aria-label', `${day} ${button.textContent}`);
			button.addEventListener('click', () => onPick(slot.start_time));
			list.append(button);
		}
		section.append(heading, list);
		container.append(section);
	}
}

function paragraph(text, className) {
	const p = document.createElement('p');
	p.textContent = text;
	p.className = className;
	return p;
}

function renderDurations() {
	const durations = state.page.durations_minutes;
	$('durations').hidden = durations.length < 2;
	const choices = $('duration-choices');
	choices.replaceChildren();
	for (const minutes of durations) {
		const button = document.createElement('button');
		button.type = 'button';
		button.setAttribute('role', 'radio');
		button.setAttribute('aria-checked', String(minutes === state.duration));
		button.textContent = `${minutes} min`;
		button.addEventListener('click', () => {
			state.duration = minutes;
			renderDurations();
			refresh();
		});
		choices.append(button);
	}
}

function refresh() {
	$('previous-week').disabled = state.weekStart <= startOfToday();
	return loadSlots(state.slug, state.duration, state.weekStart, $('days'), pick);
}

function pick(start) {
	state.chosen = start;
	$('chosen').textContent = `${state.page.title}: ${describe(start, state.duration)}`;
	$('form-error').hidden = true;
	$('next-slots').replaceChildren();
	show('form-screen');
	$('name').focus();
}

async function book(event) {
	event.preventDefault();
	const error = $('form-error');
	error.hidden = true;
	$('confirm').disabled = true;
	try {
		const answer = await call('POST', `/api/public/booking-pages/${encodeURIComponent(state.slug)}/bookings`, {
			start_time: state.chosen, duration_minutes: state.duration, name: $('name').value,
			email: $('email').value, note: $('note').value || null, timezone: zone });
		if (answer.status === 201) {
			$('done-when').textContent = `${state.page.title}: ${describe(answer.json.start_time, state.duration)}`;
			$('manage-link').href = answer.json.manage_url;
			show('done');
			return;
		}
		error.hidden = false;
		if (answer.status === 400) {
			error.textContent = (answer.json.errors || []).map((e) => `${e.field}: ${e.message}`).join('; ');
		}
		else if (answer.status === 409) {
			error.textContent = 'That time was just taken.' + (answer.json.next_slots.length
				? ' These are free:' : ' Nothing else is free soon.');
			offerNext(answer.json.next_slots);
		}
		else if (answer.status === 429) {
			error.textContent = 'Too many tries from your network. Wait a minute and try again.';
		}
		else {
			error.textContent = 'The booking could not be made. Try again in a moment.';
		}
	}
	finally {
		$('confirm').disabled = false;
	}
}

function offerNext(starts) {
	const next = $('next-slots');
	next.replaceChildren();
	for (const start of starts) {
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'outline';
		button.textContent = fullFormat.format(new Date(start));
		button.addEventListener('click', () => {
			state.chosen = start;
			$('chosen').textContent = `${state.page.title}: ${describe(start, state.duration)}`;
			next.replaceChildren();
			$('form-error').hidden = true;
		});
		next.append(button);
	}
}

async function openPage(slug) {
	state.slug = slug;
	const answer = await call('GET', `/api/public/booking-pages/${encodeURIComponent(slug)}`);
	if (answer.status !== 200) {
		show('not-found');
		return;
	}
	state.page = answer.json;
	state.duration = state.page.durations_minutes[0];
	document.title = `${state.page.title} · Book a time`;
	$('page-title').textContent = state.page.title;
	$('owner').textContent = state.page.owner_name ? `With ${state.page.owner_name}` : '';
	$('page-location').hidden = !state.page.location;
	$('page-location').textContent = state.page.location ? `Where: ${state.page.location}` : '';
	$('page-description').textContent = state.page.description || '';
	$('zone').textContent = zone;
	renderDurations();
	show('page');
	$('previous-week').addEventListener('click', () => {
		state.weekStart = addDays(state.weekStart, -7);
		refresh();
	});
	$('next-week').addEventListener('click', () => {
		state.weekStart = addDays(state.weekStart, 7);
		refresh();
	});
	$('back').addEventListener('click', () => show('page'));
	$('booking-form').addEventListener('submit', book);
	await refresh();
}

async function openManage(token) {
	state.token = token;
	const answer = await call('GET', `/api/public/bookings/${encodeURIComponent(token)}`);
	if (answer.status !== 200) {
		show('not-found');
		return;
	}
	renderBooking(answer.json);
	show('manage');
	$('cancel-booking').addEventListener('click', cancelBooking);
	$('move').addEventListener('click', () => {
		const days = $('move-days');
		days.hidden = false;
		loadSlots(state.booking.slug, state.booking.duration_minutes, startOfToday(), days, moveTo);
	});
}

function renderBooking(booking) {
	state.booking = booking;
	$('manage-what').textContent = booking.title ? `${booking.title} (${booking.name})` : booking.name;
	$('manage-when').textContent = describe(booking.start_time, booking.duration_minutes);
	$('manage-state').textContent = booking.cancelled ? 'This booking is cancelled.' : `Confirmed for ${booking.email}.`;
	$('manage-actions').hidden = booking.cancelled;
	$('move').hidden = !booking.slug;
	$('move-days').hidden = true;
}

async function cancelBooking() {
	const answer = await call('DELETE', `/api/public/bookings/${encodeURIComponent(state.token)}`);
	if (answer.status === 204) {
		renderBooking({ ...state.booking, cancelled: true });
	}
	else {
		$('manage-error').hidden = false;
		$('manage-error').textContent = 'The booking could not be cancelled. Try again in a moment.';
	}
}

async function moveTo(start) {
	const answer = await call('PATCH', `/api/public/bookings/${encodeURIComponent(state.token)}`,
		{ start_time: start, timezone: zone });
	if (answer.status === 200) {
		$('manage-error').hidden = true;
		renderBooking(answer.json);
	}
	else {
		$('manage-error').hidden = false;
		$('manage-error').textContent = answer.status === 409 ? 'That time is no longer free; pick another.'
			: 'The booking could not be moved. Try again in a moment.';
	}
}

const path = window.location.pathname.replace(/\/+$/, '');
if (path === '/book/manage') {
	openManage(window.location.hash.slice(1));
}
else {
	openPage(decodeURIComponent(path.slice('/book/'.length)));
}
