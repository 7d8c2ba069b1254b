// The event dialog's "Repeat" choice as the RFC 5545 lines the API takes in `recurrence`
// (api-contract.md, "Recurring events"): does not repeat, every day, every week on chosen days,
// every month or every year; ending never, on a date or after a number of times. A rule this
// form cannot show (an interval, several rules) is offered as "Custom" and kept as it is; the
// RDATE and EXDATE lines of a series are kept whatever the user picks.

import { fromWall, toWall } from './time.js';

const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const SIMPLE = new Set(['FREQ', 'BYDAY', 'COUNT', 'UNTIL']);

function parse(line) {
	const rule = {};
	for (const part of line.slice('RRULE:'.length).split(';')) {
		const [key, value] = part.split('=');
		rule[key.toUpperCase()] = value;
	}
	return rule;
}

/** The weekday code ('WE') of a wall date or date-time ('2030-03-06T10:00'). */
export function weekday(wall) {
	return DAYS[(new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** Show only the parts that apply: the days for a weekly rule, the end's date or count. */
export function showRepeatParts(form) {
	const e = form.elements;
	const repeats = e.repeat.value !== '' && e.repeat.value !== 'custom';
	form.querySelector('[data-repeat-days]').hidden = e.repeat.value !== 'WEEKLY';
	form.querySelector('[data-repeat-end]').hidden = !repeats;
	form.querySelector('[data-repeat-until]').hidden = !repeats || e.repeat_end.value !== 'until';
	form.querySelector('[data-repeat-count]').hidden = !repeats || e.repeat_end.value !== 'count';
}

/** Set the controls from an event's `recurrence` (null for a one-off). */
export function fillRepeat(form, recurrence, startWall, zone) {
	const e = form.elements;
	const lines = recurrence || [];
	const rules = lines.filter((line) => /^RRULE:/i.test(line));
	const rule = rules.length === 1 ? parse(rules[0]) : null;
	const simple = rule !== null && ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(rule.FREQ)
		&& Object.keys(rule).every((key) => SIMPLE.has(key) || (key === 'INTERVAL' && rule.INTERVAL === '1'))
		&& (rule.FREQ === 'WEEKLY' || !rule.BYDAY);
	form.dataset.recurrence = JSON.stringify(lines);
	e.repeat.querySelector('[value="custom"]').hidden = rules.length === 0 || simple;
	e.repeat.value = rules.length === 0 ? '' : (simple ? rule.FREQ : 'custom');
	const days = simple && rule.BYDAY ? rule.BYDAY.split(',') : [weekday(startWall)];
	for (const box of form.querySelectorAll('[name="repeat_day"]')) {
		box.checked = days.includes(box.value);
	}
	// The days follow the start (a Monday start ticks Monday) until the user ticks days of their own.
	form.dataset.daysFollow = days.length === 1 && days[0] === weekday(startWall) ? 'yes' : '';
	form.querySelector('[data-repeat-days]').onchange = () => {
		form.dataset.daysFollow = '';
	};
	e.repeat_end.value = simple && rule.COUNT ? 'count' : (simple && rule.UNTIL ? 'until' : 'never');
	e.repeat_count.value = simple && rule.COUNT ? rule.COUNT : '10';
	e.repeat_until.value = simple && rule.UNTIL ? untilDate(rule.UNTIL, zone) : '';
	showRepeatParts(form);
	// What the controls say before the user touches them: a rule written in another order
	// reads back differently, and must not count as a change.
	form.dataset.repeatShown = JSON.stringify(readRepeat(form, zone));
}

/** '20301231T225959Z' (or '20301231') → '2030-12-31', the day it ends on in the user's zone. */
function untilDate(until, zone) {
	const date = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
	if (until.length === 8) {
		return date;
	}
	return toWall(`${date}T${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}Z`, zone).slice(0, 10);
}

/**
 * The `recurrence` the controls describe, or null when the event does not repeat. An end date
 * means up to the end of that day in the user's zone: UNTIL in UTC, as RFC 5545 asks of a
 * zoned start (a plain date for an all-day event).
 */
export function readRepeat(form, zone) {
	const e = form.elements;
	const kept = JSON.parse(form.dataset.recurrence || '[]');
	if (e.repeat.value === '') {
		return null;
	}
	if (e.repeat.value === 'custom') {
		return kept;
	}
	let rule = `RRULE:FREQ=${e.repeat.value}`;
	if (e.repeat.value === 'WEEKLY') {
		const days = [...form.querySelectorAll('[name="repeat_day"]:checked')].map((box) => box.value);
		rule += `;BYDAY=${(days.length ? days : [weekday(e.start.value)]).join(',')}`;
	}
	if (e.repeat_end.value === 'count') {
		rule += `;COUNT=${Math.max(1, Number(e.repeat_count.value) || 1)}`;
	}
	else if (e.repeat_end.value === 'until' && e.repeat_until.value) {
		rule += e.all_day.checked ? `;UNTIL=${e.repeat_until.value.replaceAll('-', '')}`
			: `;UNTIL=${fromWall(`${e.repeat_until.value}T23:59:59`, zone).replace(/[-:]/g, '')}`;
	}
	return [rule, ...kept.filter((line) => !/^RRULE:/i.test(line))];
}

/** The start moved: a weekly repeat's day moves with it, unless the user picked the days. */
export function followStart(form) {
	const start = form.elements.start.value;
	if (!start || form.dataset.daysFollow !== 'yes') {
		return;
	}
	const day = weekday(start);
	for (const box of form.querySelectorAll('[name="repeat_day"]')) {
		box.checked = box.value === day;
	}
}

/** Whether the user changed the repeat rule from what the event had. */
export function repeatChanged(form, zone) {
	return JSON.stringify(readRepeat(form, zone)) !== form.dataset.repeatShown;
}

const DAY_NAMES = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };

/**
 * A series' rule in words, for the assistant's card: "Repeats every Tuesday", "Repeats every
 * 2 weeks on Monday and Wednesday, 10 times", "Repeats every day until 5/2/2026". Null when
 * the lines hold no rule; a rule beyond these words is "Repeats (custom rule)".
 */
export function describeRepeat(lines, startInstant, zone, locale = 'en-US') {
	const rules = (lines || []).filter((line) => /^RRULE:/i.test(line));
	if (rules.length === 0) {
		return null;
	}
	const rule = parse(rules[0].toUpperCase());
	const interval = Number(rule.INTERVAL || 1);
	const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year', HOURLY: 'hour' }[rule.FREQ];
	if (!unit || rules.length > 1) {
		return 'Repeats (custom rule)';
	}
	let words = interval > 1 ? `Repeats every ${interval} ${unit}s` : `Repeats every ${unit}`;
	if (rule.FREQ === 'WEEKLY') {
		const days = (rule.BYDAY ? rule.BYDAY.split(',') : [weekday(toWall(startInstant, zone))])
			.map((day) => DAY_NAMES[day.replace(/^[+-]?\d+/, '')] || day);
		const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}` : days[0];
		words = interval > 1 ? `${words} on ${list}` : `Repeats every ${list}`;
	}
	if (rule.COUNT) {
		words += `, ${rule.COUNT} times`;
	}
	else if (rule.UNTIL) {
		const until = untilDate(rule.UNTIL, zone);
		words += ` until ${new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'numeric', day: 'numeric', year: 'numeric' }).format(new Date(`${until}T00:00:00Z`))}`;
	}
	return words;
}
