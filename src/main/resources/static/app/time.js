// Showing times in the user's time zone (the `timezone` setting, not the browser's). The calendar
// widget runs in UTC and is given each event's wall-clock time in the user's zone; what the user
// picks goes back to the API without an offset, which the API reads in the user's zone. All the
// time-zone rules stay on the server; this module only formats.

const wallFormats = new Map();

function wallFormat(zone) {
	let format = wallFormats.get(zone);
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
			hour: '2-digit', minute: '2-digit', second: '2-digit',
		});
		wallFormats.set(zone, format);
	}
	return format;
}

const offsets = new Map();

/** The zone's offset from UTC at an instant, in ms; zones change offset on the hour, so it is kept per hour. */
function offsetAt(ms, zone) {
	const key = `${zone}|${Math.floor(ms / 3600000)}`;
	let offset = offsets.get(key);
	if (offset === undefined) {
		const parts = {};
		for (const part of wallFormat(zone).formatToParts(new Date(ms))) {
			parts[part.type] = part.value;
		}
		const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
		offset = wall - Math.floor(ms / 1000) * 1000;
		if (offsets.size > 5000) {
			offsets.clear();
		}
		offsets.set(key, offset);
	}
	return offset;
}

/** '2030-03-04T13:30:00Z' in 'Europe/Berlin' → '2030-03-04T14:30:00' (wall clock, no offset). */
export function toWall(instant, zone) {
	const ms = Date.parse(instant);
	return new Date(ms + offsetAt(ms, zone)).toISOString().slice(0, 19);
}

/** A calendar Date (UTC-coerced wall time) → '2030-03-04T14:30' for the API. */
export function wallString(date) {
	return date.toISOString().slice(0, 16);
}

/** A calendar Date (UTC-coerced) → '2030-03-04'. */
export function dateString(date) {
	return date.toISOString().slice(0, 10);
}

/** Add minutes to a wall string ('2030-03-04T14:30'). */
export function addMinutes(wall, minutes) {
	return wallString(new Date(Date.parse(`${wall}Z`) + minutes * 60000));
}

const formats = new Map();

/** An Intl.DateTimeFormat, made once per locale and options: making one costs far more than using it. */
export function dateFormat(locale, options) {
	const key = `${locale}|${JSON.stringify(options)}`;
	let format = formats.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(locale, options);
		formats.set(key, format);
	}
	return format;
}

/** The locale whose numeric dates read in the user's date order (5/12 vs 12/5 vs 2030-12-05). */
export function localeFor(dateOrder) {
	return { dmy: 'en-GB', ymd: 'en-CA' }[dateOrder] || 'en-US';
}

/**
 * 'Tue, 3/4/2030, 2:30 PM – 3:30 PM' in the user's zone and date order; `brief` leaves out the
 * year and says the time range once ('Tue, 3/4, 2:30 – 3:30 PM'), for lists of sessions.
 */
export function formatRange(startInstant, endInstant, settings, allDay = false, brief = false) {
	const locale = localeFor(settings.date_order);
	const zone = allDay ? 'UTC' : settings.timezone;
	const day = dateFormat(locale, brief ? { timeZone: zone, weekday: 'short', month: 'numeric', day: 'numeric' }
		: { timeZone: zone, weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric' });
	if (allDay) {
		const lastDay = new Date(Date.parse(endInstant) - 86400000);
		const first = day.format(new Date(startInstant));
		const last = day.format(lastDay);
		return first === last ? `${first}, all day` : `${first} – ${last}`;
	}
	const time = dateFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
	const start = new Date(startInstant);
	const end = new Date(endInstant);
	const sameDay = day.format(start) === day.format(end);
	if (sameDay && brief) {
		return `${day.format(start)}, ${time.formatRange(start, end)}`;
	}
	return sameDay ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
		: `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
}

/** One instant as 'Tue, 3/4/2030, 14:30'. */
export function formatInstant(instant, settings) {
	const locale = localeFor(settings.date_order);
	return dateFormat(locale, { timeZone: settings.timezone, weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' })
		.format(new Date(instant));
}

/** Mix a #rrggbb colour with white: a calm background that keeps dark text readable. */
export function tint(color, amount = 0.22) {
	const hex = normalizeColor(color);
	const channel = (i) => Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * amount);
	return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

/** '#abc' → '#aabbcc'; anything unreadable → the app's blue. */
export function normalizeColor(color) {
	if (/^#[0-9a-f]{6}$/i.test(color || '')) {
		return color.toLowerCase();
	}
	if (/^#[0-9a-f]{3}$/i.test(color || '')) {
		return `#${color.slice(1).split('').map((c) => c + c).join('')}`.toLowerCase();
	}
	return '#4285f4';
}

/** A wall time in the user's zone ('2030-03-04T14:30') → an instant ('2030-03-04T13:30:00Z'), for display. */
export function fromWall(wall, zone) {
	const target = Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`);
	let guess = target;
	for (let i = 0; i < 2; i++) {
		const offset = Date.parse(`${toWall(new Date(guess).toISOString(), zone)}Z`) - guess;
		guess = target - offset;
	}
	return new Date(guess).toISOString().replace('.000Z', 'Z');
}

/** 'America/New_York' → 'New York'; 'UTC' stays. */
export function zoneName(zone) {
	return zone === 'UTC' || zone === 'Etc/UTC' ? 'UTC' : zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}

/** The zone's short name at an instant: 'EST', 'GMT+1'. */
export function zoneAbbreviation(zone, date = new Date()) {
	const part = dateFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName');
	return part ? part.value : zone;
}
