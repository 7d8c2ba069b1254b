// The calendar screen: FullCalendar (from its WebJar) over GET /api/unified/events, every source
// in its colour with a legend that filters, and a preview layer for study plans. Editing is
// events.js's; this module turns the widget's gestures into calls of the handlers it is given.

import { get, query } from './api.js';
import { h, showError } from './ui.js';
import { SOURCES } from './providers.js';
import { toWall, wallString, dateString, tint, normalizeColor, localeFor, formatRange, formatInstant, dateFormat, zoneName, zoneAbbreviation } from './time.js';

const PAGE = 500;

// Side by side at most (eventMaxStack): four in a crowded hour of a usual week.
const STACK = 4;
// A day with more timed events than this is overloaded: some 30 events a day in a column of a
// week (about 170 px) are slivers nobody reads ("Benc"), and 500 events in a week are some
// 3,000 elements to draw in one task that holds the page for a good part of a second.
const CROWDED = 30;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

let calendar = null;
let settings = null;
let handlers = {};
const hidden = new Set();
let cache = null;
let prefetched = null;
// The window asked for last: an answer for an earlier one comes too late to count.
let latestWindow = null;
let preview = [];
let firstViewMarked = false;
let loadingNow = false;
// Whether the events in view overload a day of a multi-day time grid (see CROWDED), and the
// timed events of each day of the window loaded.
let crowded = false;
let dayCounts = new Map();
// The providers this server can connect (GET /api/connections); null until known.
let available = null;

/** The colour a source is drawn in (local events keep their own colour when they have one). */
export function sourceColor(source) {
	const known = SOURCES.find((s) => s.id === source);
	return (known && known.color) || normalizeColor(settings ? settings.default_event_color : null);
}

/** Show the calendar in `element`, in the user's time zone and preferences. */
export function mountCalendar(element, appSettings, appHandlers) {
	settings = appSettings;
	handlers = appHandlers;
	if (calendar) {
		calendar.destroy();
	}
	cache = null;
	const wide = window.matchMedia('(min-width: 700px)').matches;
	// Offline, the calendar opens read-only on the window last seen (the one the service worker kept).
	const readOnly = Boolean(handlers.readOnly);
	if (!handlers.initialDate) {
		prefetchFirstWindow(wide);
	}
	const zone = settings.timezone;
	calendar = new window.FullCalendar.Calendar(element, {
		timeZone: 'UTC',
		// Which zone the times are in, always in sight; a click leads to Settings to change it.
		customButtons: {
			zone: {
				text: zone === 'UTC' ? 'UTC' : `${zoneName(zone)} · ${zoneAbbreviation(zone)}`,
				hint: `Times are in ${zoneName(zone)} time (${zone}). Change the time zone in Settings`,
				click: () => handlers.onZone && handlers.onZone(),
			},
		},
		now: () => toWall(new Date().toISOString(), settings.timezone),
		// Seven columns on a phone are slivers nobody can read: a phone opens on three days from
		// today, and offers the week as one choice among the others.
		initialView: wide ? 'timeGridWeek' : 'timeGridThreeDay',
		...(handlers.initialDate ? { initialDate: handlers.initialDate } : {}),
		views: { timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 }, buttonText: '3 days' } },
		headerToolbar: { left: 'prev,next today zone', center: 'title', right: wide ? 'timeGridDay,timeGridWeek,dayGridMonth' : 'timeGridDay,timeGridThreeDay,timeGridWeek,dayGridMonth' },
		buttonText: { today: 'Today', day: 'Day', week: 'Week', month: 'Month' },
		buttonHints: { prev: 'Previous $0', next: 'Next $0', today: 'Go to $0' },
		firstDay: Math.max(0, WEEKDAYS.indexOf(settings.week_start)),
		titleFormat: (info) => title(info),
		dayHeaderContent: (arg) => dayHeader(arg),
		// '7am' (month first) or '07': a function, since given format options the widget makes a
		// new Intl.DateTimeFormat for every hour's label each time it draws the grid.
		slotLabelFormat: (arg) => hourLabel(arg.date.marker),
		// A function, not format options: given options, the widget makes a new
		// Intl.DateTimeFormat for every event's time range.
		// Under an hour, the start alone: "9am" reads where "9am – 9:50…" is cut (the range is in
		// the event's label and tooltip).
		eventTimeFormat: (arg) => (arg.end && arg.end.marker - arg.start.marker >= 3600000 ? `${clock(arg.start.marker)} – ${clock(arg.end.marker)}` : clock(arg.start.marker)),
		businessHours: {
			daysOfWeek: settings.working_hours.days.map((day) => WEEKDAYS.indexOf(day)),
			startTime: settings.working_hours.start,
			endTime: settings.working_hours.end,
		},
		scrollTime: earlier(settings.working_hours.start),
		nowIndicator: true,
		// The screen's height less the header's (a fixed height: '100%' costs the widget a
		// second layout of every event); the assistant panel beside it matches it (layout.css).
		height: wide ? 'calc(100dvh - 4.7rem)' : '80dvh',
		expandRows: true,
		dayMaxEvents: true,
		// A crowded hour shows four events side by side and "+n more", not slivers nobody can read;
		// an overloaded week or three days, one event at a time and "+n" (fitStack, CROWDED). One
		// until the events arrive: fitStack() makes it four for a usual week in the rendering that
		// draws its events. A changed option renders the whole calendar again, which costs little
		// with a usual week's events and a good part of the drawing with an overloaded week's.
		eventMaxStack: 1,
		// "+n" of an overloaded day leads to that day, where every event is drawn; a crowded
		// hour's "+n more" opens its list.
		moreLinkClick: () => (crowded ? 'timeGridDay' : 'popover'),
		moreLinkHint: (count) => (crowded ? `${count} more events: show the whole day` : `Show ${count} more events`),
		// "+47" in sight; a screen reader hears what it leads to.
		moreLinkContent: (arg, create) => (crowded ? create(window.FullCalendar.Preact.Fragment, null, arg.shortText, create('span', { className: 'visually-hidden' }, " more events: show the whole day")) : true),
		selectable: !readOnly,
		selectMirror: true,
		editable: !readOnly,
		eventStartEditable: !readOnly,
		eventDurationEditable: !readOnly,
		eventInteractive: true,
		eventSources: [{ id: 'kairos', events: loadEvents }, { id: 'preview', events: (info, ok) => ok(preview) }],
		select: (info) => {
			calendar.unselect();
			handlers.onSelect(selection(info));
		},
		eventClick: (info) => {
			info.jsEvent.preventDefault();
			if (info.event.extendedProps.preview) {
				return;
			}
			handlers.onOpen(info.event.extendedProps.entry);
		},
		eventDrop: (info) => moved(info),
		eventResize: (info) => moved(info),
		eventClassNames: (arg) => lengthClasses(arg.event, arg.view),
		eventContent: (arg, create) => eventContent(arg, create),
		eventDidMount: (info) => describeEvent(info),
		eventsSet: () => {
			markFirstView();
			showStatus();
		},
		// A visible "Loading…" over the grid (never a blank week that looks empty), placed over
		// it so that nothing shifts; and, once loaded, a word when the view holds nothing.
		loading: (isLoading) => {
			loadingNow = isLoading;
			showStatus();
		},
		datesSet: () => showStatus(),
	});
	// A change of view or dates fits the limit in the same rendering (fitStack).
	for (const name of ['changeView', 'zoomTo', 'prev', 'next', 'today', 'gotoDate']) {
		const original = calendar[name].bind(calendar);
		calendar[name] = (...args) => calendar.batchRendering(() => {
			original(...args);
			fitStack();
		});
	}
	calendar.render();
	new MutationObserver(() => quietTableRoles(element)).observe(element, { childList: true, subtree: true });
	quietTableRoles(element);
	return calendar;
}

/** The words over the grid: loading, or nothing in view. */
function showStatus() {
	const status = document.getElementById('calendar-status');
	if (!status || !calendar) {
		return;
	}
	const view = calendar.view;
	let text = '';
	if (loadingNow) {
		text = 'Loading events…';
	}
	else if (cache && cache.entries && cache.key === `${view.activeStart.toISOString().slice(0, 16)}|${view.activeEnd.toISOString().slice(0, 16)}`) {
		const shown = calendar.getEvents().some((event) => event.start < view.activeEnd && (event.end || event.start) >= view.activeStart);
		if (!shown) {
			const span = { timeGridDay: 'on this day', timeGridThreeDay: 'in these three days', dayGridMonth: 'this month' }[view.type] || 'this week';
			text = `No events ${span}. Select a time to add one.`;
		}
	}
	status.textContent = text;
	status.hidden = text === '';
	status.classList.toggle('loading', loadingNow);
}

/** Previous, next or today (the keyboard's j/k/t). */
export function navigate(where) {
	if (calendar) {
		calendar[where]();
	}
}

/** Change the view (d, w, m); a phone's "week" is its three days' neighbour, the real week. */
export function changeView(view) {
	if (calendar) {
		calendar.changeView(view);
	}
}

/** The first event in view takes the focus (the "Skip to events" link); the calendar does when there is none. */
export function focusFirstEvent() {
	const element = document.getElementById('calendar');
	const first = [...element.querySelectorAll('.fc-event')]
		.map((event) => ({ event, box: event.getBoundingClientRect() }))
		.filter(({ box }) => box.width > 0)
		.sort((a, b) => (a.box.left - b.box.left) || (a.box.top - b.box.top))[0];
	if (first) {
		first.event.focus();
	}
	else {
		const scroller = element.querySelector('.fc-scroller-liquid-absolute') || element;
		scroller.focus();
	}
}

/** The legend and Connections leave out providers this server cannot connect. */
export function useProviders(connections) {
	available = new Set(connections.filter((connection) => connection.status !== 'unavailable').map((connection) => connection.provider));
}

/**
 * FullCalendar marks its layout tables up as an ARIA grid whose rows hold only presentational
 * cells, which screen readers and axe-core find broken; its arrow icons are images without
 * names inside buttons that have one; its "+2 more" links are anchors without a role that claim
 * to expand (Enter opens their list, or an overloaded day, all the same: buttons); and the scrolling area of the hours cannot be reached by keyboard when it holds
 * no event. Read the calendar as plain content instead: day headings, times and events (each a
 * button with its own label), and let the hours be scrolled with the keyboard.
 */
function quietTableRoles(element) {
	for (const node of element.querySelectorAll('[role="grid"], [role="rowgroup"], [role="row"], [role="columnheader"], [role="gridcell"], [role="rowheader"]')) {
		node.setAttribute('role', 'presentation');
		node.removeAttribute('aria-labelledby');
	}
	for (const icon of element.querySelectorAll('.fc-icon[role="img"]')) {
		icon.removeAttribute('role');
		icon.setAttribute('aria-hidden', 'true');
	}
	for (const link of element.querySelectorAll('.fc-more-link[aria-expanded]')) {
		link.removeAttribute('aria-expanded');
		link.removeAttribute('aria-controls');
	}
	for (const link of element.querySelectorAll('.fc-more-link:not([role])')) {
		link.setAttribute('role', 'button');
	}
	for (const scroller of element.querySelectorAll('.fc-scroller-liquid-absolute:not([tabindex])')) {
		scroller.setAttribute('tabindex', '0');
	}
}

/**
 * "November 2026", "Wednesday, November 25, 2026" or "Nov 23 – 29, 2026", told apart by the
 * span shown (the widget asks for the title before its view type changes). The end it gives
 * is the last day shown.
 */
function title(info) {
	const locale = localeFor(settings.date_order);
	const start = new Date(Date.UTC(info.start.year, info.start.month, info.start.day));
	const end = info.end ? new Date(Date.UTC(info.end.year, info.end.month, info.end.day)) : start;
	const days = Math.round((end - start) / 86400000) + 1;
	if (days >= 28) {
		return dateFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(start);
	}
	if (days === 1) {
		return dateFormat(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(start);
	}
	return dateFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).formatRange(start, end);
}

function dayHeader(arg) {
	const locale = localeFor(settings.date_order);
	if (arg.view.type === 'dayGridMonth') {
		return dateFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(arg.date);
	}
	return dateFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'numeric' }).format(arg.date);
}

/** An hour's label: '9am' (month first) or '09'. */
function hourLabel(date) {
	const hours = date.getUTCHours();
	if (date.getUTCMinutes() !== 0) {
		return clock(date);
	}
	return settings.date_order === 'mdy' ? `${hours % 12 || 12}${hours < 12 ? 'am' : 'pm'}` : String(hours).padStart(2, '0');
}

/** A wall time (UTC-coerced Date) as '9am', '9:30am' (month first) or '09:30'. */
function clock(date) {
	const hours = date.getUTCHours();
	const minutes = String(date.getUTCMinutes()).padStart(2, '0');
	if (settings.date_order !== 'mdy') {
		return `${String(hours).padStart(2, '0')}:${minutes}`;
	}
	return `${hours % 12 || 12}${minutes === '00' ? '' : `:${minutes}`}${hours < 12 ? 'am' : 'pm'}`;
}

function earlier(hhmm) {
	const hour = Math.max(0, parseInt(hhmm.slice(0, 2), 10) - 1);
	return `${String(hour).padStart(2, '0')}:00:00`;
}

/** A selection as wall times; a single clicked slot becomes the default duration. */
function selection(info) {
	if (info.allDay) {
		// The dialog shows the last day; the widget's end is the day after it.
		return { allDay: true, start: dateString(info.start), end: dateString(new Date(info.end.getTime() - 86400000)) };
	}
	const minutes = (info.end - info.start) / 60000;
	const duration = minutes <= 30 ? settings.default_event_duration_minutes : minutes;
	return { allDay: false, start: wallString(info.start), end: wallString(new Date(info.start.getTime() + duration * 60000)) };
}

function moved(info) {
	const event = info.event;
	const end = event.end || new Date(event.start.getTime() + 3600000);
	const change = event.allDay
		? { allDay: true, start: dateString(event.start), end: dateString(end) }
		: { allDay: false, start: wallString(event.start), end: wallString(end) };
	handlers.onMove(event.extendedProps.entry, change, () => info.revert());
}

/**
 * A timed event in the day and week views is drawn with fewer elements than the widget's own
 * (five wrappers deep): its title, then its time, small, when it lasts 40 minutes or more
 * (under 40 minutes the title alone: the time is in its label and tooltip). 500 events in a
 * week are some 4,000 elements to style and lay out in the one task that draws them.
 * Elsewhere (all-day, the month) the widget's own.
 */
function eventContent(arg, create) {
	const event = arg.event;
	if (event.allDay || !event.end || !arg.view.type.startsWith('timeGrid')) {
		return true;
	}
	const minutes = (event.end - event.start) / 60000;
	// A long event's title stays in sight while its hours scroll past (the widget's fc-sticky).
	const title = create('div', { className: minutes >= 60 ? 'fc-event-title fc-sticky' : 'fc-event-title' }, event.title || '\u00a0');
	if (minutes < 40 || !arg.timeText) {
		return title;
	}
	return create(window.FullCalendar.Preact.Fragment, null, title, create('div', { className: 'fc-event-time' }, arg.timeText));
}

/** Under an hour there is room for one line of title and a small time, under 40 minutes for the title alone (calendar.css). */
function lengthClasses(event, view) {
	if (event.allDay || !event.end || !view.type.startsWith('timeGrid')) {
		return [];
	}
	const minutes = (event.end - event.start) / 60000;
	return minutes < 40 ? ['brief', 'tiny'] : minutes < 60 ? ['brief'] : [];
}

// Each entry's label, made once: the widget mounts an event again on every change of view or data.
const labels = new WeakMap();

/** Screen readers hear what, when and from where, not just the title. */
function describeEvent(info) {
	const element = info.el;
	if (info.event.extendedProps.preview) {
		element.setAttribute('aria-label', `Proposed study session: ${info.event.title}`);
		return;
	}
	const entry = info.event.extendedProps.entry;
	if (entry) {
		let label = labels.get(entry);
		if (label === undefined) {
			label = eventLabel(entry);
			labels.set(entry, label);
		}
		element.setAttribute('aria-label', label);
		element.setAttribute('title', label);
	}
}

function eventLabel(entry) {
	const source = SOURCES.find((s) => s.id === entry.source);
	const deadline = entry.source_type === 'assignment';
	const when = deadline ? formatInstant(entry.start_time, settings) : formatRange(entry.start_time, entry.end_time, settings, entry.all_day);
	return `${deadline ? `Due: ${entry.title}` : entry.title}, ${when}, ${source ? source.label : entry.source}`;
}

function markFirstView() {
	if (!firstViewMarked && cache && cache.entries) {
		firstViewMarked = true;
		requestAnimationFrame(() => performance.mark('kairos:first-view'));
	}
}

async function loadEvents(info, success, failure) {
	// Wall times without an offset: the API reads them in the user's zone.
	const start = info.startStr.slice(0, 16);
	const end = info.endStr.slice(0, 16);
	const key = `${start}|${end}`;
	latestWindow = key;
	try {
		if (!cache || cache.key !== key) {
			const early = prefetched && prefetched.key === key ? prefetched.entries : null;
			prefetched = null;
			cache = { key, entries: await (early || fetchWindow(start, end)) };
			if (handlers.onWindow) {
				// After the drawing, not in its task: a page's first localStorage write can wait on the disk.
				setTimeout(() => handlers.onWindow(start), 0);
			}
		}
		if (!firstViewMarked) {
			performance.mark('kairos:first-data');
		}
		const events = cache.entries.filter((entry) => !hidden.has(entry.source)).map(toCalendarEvent);
		if (latestWindow !== key) {
			// A late answer for a week no longer shown (Next clicked twice): FullCalendar drops it, and
			// the shown week's counts and limit stay as they are.
			success(events);
			return;
		}
		// In the same rendering as the events, so the week is drawn once with its limit.
		calendar.batchRendering(() => {
			countDays(events);
			success(events);
			fitStack();
		});
	}
	catch (error) {
		showError(error, 'Could not load the calendar');
		failure(error);
	}
}

/** How many timed events each day (a wall date, '2026-11-23') of the window holds. */
function countDays(events) {
	dayCounts = new Map();
	for (const event of events) {
		if (!event.allDay) {
			const day = event.start.slice(0, 10);
			dayCounts.set(day, (dayCounts.get(day) || 0) + 1);
		}
	}
}

/**
 * An overloaded week or three days (a day in view with more than CROWDED timed events) draws
 * one event at a time, with "+n" beside them for the overlapping rest, which leads to that day,
 * where every event is drawn four side by side; a usual week keeps four side by side. Called
 * within the rendering that shows new events or a new view, so the view is drawn once, with
 * its limit (setOption alone would draw the week again).
 */
function fitStack() {
	const view = calendar.view;
	let most = 0;
	if (view.type.startsWith('timeGrid') && view.type !== 'timeGridDay') {
		// Bounded: a time grid spans at most a week.
		for (let day = view.activeStart.getTime(), n = 0; day < view.activeEnd.getTime() && n < 7; day += 86400000, n++) {
			most = Math.max(most, dayCounts.get(new Date(day).toISOString().slice(0, 10)) || 0);
		}
	}
	crowded = most > CROWDED;
	const stack = crowded ? 1 : STACK;
	if (calendar.getOption('eventMaxStack') !== stack) {
		calendar.setOption('eventMaxStack', stack);
	}
}

/** The window's entries from every source, local ones with their own colour (GET /api/events). */
async function fetchWindow(start, end) {
	const [entries, local] = await Promise.all([all('/api/unified/events', { start, end }), all('/api/events', { start, end })]);
	const localById = new Map(local.map((event) => [event.id, event]));
	return entries.map((entry) => (entry.source === 'local' ? { ...entry, ...localById.get(entry.id) } : entry));
}

/**
 * Ask for the first view's events before the widget has drawn its empty grid, which it does
 * before it asks (100-200 ms on a busy machine): the week (or a phone's three days) holding
 * today in the user's zone, from the `week_start` day.
 */
function prefetchFirstWindow(wide) {
	const today = toWall(new Date().toISOString(), settings.timezone).slice(0, 10);
	const day = Date.parse(`${today}T00:00:00Z`);
	const back = wide ? (new Date(day).getUTCDay() - Math.max(0, WEEKDAYS.indexOf(settings.week_start)) + 7) % 7 : 0;
	const start = new Date(day - back * 86400000).toISOString().slice(0, 16);
	const end = new Date(day + ((wide ? 7 : 3) - back) * 86400000).toISOString().slice(0, 16);
	const entries = fetchWindow(start, end);
	// Handled where it is used; never an unhandled rejection if the widget asks for another window.
	entries.catch(() => {});
	prefetched = { key: `${start}|${end}`, entries };
}

async function all(path, params) {
	const events = [];
	let token = null;
	// Bounded: a week of more than 20 pages of 500 is shown as far as it goes.
	for (let page = 0; page < 20; page++) {
		const answer = await get(path + query({ ...params, limit: PAGE, page_token: token }));
		events.push(...answer.events);
		token = answer.next_page_token;
		if (!token) {
			break;
		}
	}
	return events;
}

function toCalendarEvent(entry) {
	const color = entry.source === 'local' && entry.color ? normalizeColor(entry.color) : sourceColor(entry.source);
	const deadline = entry.source_type === 'assignment';
	const zone = settings.timezone;
	const base = {
		id: entry.id,
		title: deadline ? `Due: ${entry.title}` : entry.title,
		backgroundColor: tint(color),
		borderColor: color,
		textColor: '#1b1f24',
		editable: entry.source === 'local' && !handlers.readOnly,
		classNames: [`source-${entry.source}`, deadline ? 'deadline' : 'event'],
		extendedProps: { entry },
	};
	if (entry.all_day) {
		return { ...base, allDay: true, start: entry.start_time.slice(0, 10), end: entry.end_time.slice(0, 10) };
	}
	if (deadline) {
		// Deadlines sit at the top of their day, where they are seen without scrolling to
		// 11:59 PM (most are due then), and never spill into the next day.
		const time = dateFormat(localeFor(settings.date_order), { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(entry.start_time));
		return { ...base, title: `${entry.title} · due ${time}`, allDay: true, start: toWall(entry.start_time, zone).slice(0, 10) };
	}
	return { ...base, start: toWall(entry.start_time, zone), end: toWall(entry.end_time, zone) };
}

/** Show or hide a source; the legend calls this. */
export function setSourceVisible(source, visible) {
	if (visible) {
		hidden.delete(source);
	}
	else {
		hidden.add(source);
	}
	calendar.getEventSourceById('kairos').refetch();
}

/** Load the events again (after a change). */
export function refreshCalendar() {
	cache = null;
	if (calendar) {
		calendar.getEventSourceById('kairos').refetch();
	}
}

/** Show proposed sessions (a study plan) over the calendar until cleared, and go to the first. */
export function showPreview(sessions) {
	preview = sessions.map((session, index) => ({
		id: `preview-${index}`,
		title: session.title,
		start: toWall(session.start_time, settings.timezone),
		end: toWall(session.end_time, settings.timezone),
		classNames: ['preview'],
		backgroundColor: '#ffffff',
		borderColor: '#5b6b7f',
		textColor: '#1b1f24',
		editable: false,
		extendedProps: { preview: true },
	}));
	calendar.getEventSourceById('preview').refetch();
	if (preview.length > 0) {
		calendar.gotoDate(preview[0].start.slice(0, 10));
	}
}

/** On a phone the calendar is above the assistant: bring it into view (a plan's "Preview"). */
export function revealCalendar() {
	const main = document.querySelector('.calendar-main');
	const box = main.getBoundingClientRect();
	if (box.top < 0 || box.top > window.innerHeight * 0.5) {
		main.scrollIntoView({ block: 'start' });
	}
}

export function clearPreview() {
	preview = [];
	if (calendar) {
		calendar.getEventSourceById('preview').refetch();
	}
}

/** Jump to a date ('2030-03-04') in the current view. */
export function goTo(date) {
	calendar.gotoDate(date);
}

/** The legend: one checkbox per source, in its colour. */
export function legend() {
	return h('fieldset', { class: 'legend' }, h('legend', {}, 'Calendars'),
		SOURCES.filter((source) => source.id === 'local' || (available && available.has(source.id))).map((source) => h('label', { class: 'legend-item' },
			h('input', {
				type: 'checkbox', checked: !hidden.has(source.id), name: `source-${source.id}`,
				onchange: (event) => setSourceVisible(source.id, event.target.checked),
			}),
			h('span', { class: 'swatch', style: { '--swatch': sourceColor(source.id) }, 'aria-hidden': 'true' }),
			source.label)));
}
