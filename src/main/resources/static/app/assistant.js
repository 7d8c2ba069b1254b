// The assistant panel: a conversation with POST /api/assistant/schedule (the whole conversation is
// sent back as `history`), and the answers as cards: a proposed event to confirm or edit, a study
// plan previewed on the calendar and confirmed all at once, an e-mail draft to edit and send.

import { ApiError, get, post } from './api.js';
import { h, busy, showError, showNotice, replace, add, errorBox, brief } from './ui.js';
import { formatRange, localeFor } from './time.js';
import { describeRepeat } from './repeat.js';
import { withConflicts, editProposal } from './events.js';
import { refreshCalendar, showPreview, clearPreview, revealCalendar } from './calendar.js';
import { eachSource, mailAccounts } from './providers.js';

let settings = null;
const history = [];

export function useSettings(appSettings) {
	settings = appSettings;
}

/** A fresh Idempotency-Key for each attempt (crypto.randomUUID needs HTTPS; this does not). */
function idempotencyKey() {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function minutes(proposal) {
	return Math.round((Date.parse(proposal.end_time) - Date.parse(proposal.start_time)) / 60000);
}

/** Forget the conversation (on sign-out: the next user starts afresh). */
export function resetAssistant(panel) {
	history.length = 0;
	for (const turn of panel.querySelectorAll('[data-conversation] .turn:not(.hint)')) {
		turn.remove();
	}
	clearPreview();
}

export function mountAssistant(panel) {
	const form = panel.querySelector('form');
	const input = form.elements.message;
	const conversation = panel.querySelector('[data-conversation]');
	input.addEventListener('keydown', (event) => {
		if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
			event.preventDefault();
			form.requestSubmit();
		}
	});
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const message = input.value.trim();
		if (!message) {
			return;
		}
		const button = form.querySelector('button[type="submit"]');
		const mine = h('li', { class: 'turn from-user' }, h('p', {}, message));
		conversation.append(mine);
		input.value = '';
		const waiting = h('li', { class: 'turn from-assistant', 'aria-busy': 'true' }, 'Thinking…');
		conversation.append(waiting);
		waiting.scrollIntoView({ block: 'nearest' });
		try {
			const reply = await busy(button, () => post('/api/assistant/schedule', { message, history: history.slice(-40) }));
			history.push({ role: 'user', content: message });
			const turn = { role: 'assistant', content: reply.message };
			if (reply.proposed_event) {
				turn.proposed_event = reply.proposed_event;
			}
			if (reply.pending) {
				// The question it asked travels back, so the next message is read as its answer.
				turn.pending = reply.pending;
			}
			history.push(turn);
			waiting.replaceWith(answer(reply));
		}
		catch (error) {
			waiting.remove();
			input.value = message;
			showError(error, 'The assistant could not answer');
		}
		conversation.lastElementChild.scrollIntoView({ block: 'nearest' });
		input.focus();
	});
}

function answer(reply) {
	const turn = h('li', { class: 'turn from-assistant' }, h('p', {}, reply.message));
	if (reply.type === 'proposed_event') {
		turn.append(proposalCard(reply.proposed_event));
	}
	else if (reply.type === 'study_plan') {
		turn.append(planCard(reply.study_plan));
	}
	else if (reply.type === 'email_draft') {
		turn.append(draftCard(reply.email_draft));
	}
	return turn;
}

/** "Moved" when a change moves the event in time, "Changed" otherwise (the event as it is now is read to tell). */
async function changeVerb(proposal) {
	if (proposal.action !== 'update' || !proposal.event_id) {
		return null;
	}
	const event = await get(`/api/events/${encodeURIComponent(proposal.event_id)}`).catch(() => null);
	if (!event) {
		return null;
	}
	const moved = Date.parse(event.start_time) !== Date.parse(proposal.start_time) || Date.parse(event.end_time) !== Date.parse(proposal.end_time);
	return moved ? 'move' : 'change';
}

const KINDS = { create: ['New event', 'Added'], move: ['Move', 'Moved'], change: ['Change', 'Changed'], update: ['Change', 'Changed'], delete: ['Cancel', 'Cancelled'] };

/** An all-day proposal's bound (a local midnight) as the UTC midnight of that date, as all-day events are shown. */
function utcMidnight(instant) {
	const date = new Intl.DateTimeFormat('en-CA', { timeZone: settings.timezone, year: 'numeric', month: '2-digit', day: '2-digit' })
		.format(new Date(instant));
	return `${date}T00:00:00Z`;
}

function proposalCard(proposal) {
	let current = proposal;
	let kind = proposal.action || 'create';
	const card = h('article', { class: 'card proposal' });
	const render = () => {
		const conflicts = current.conflicts || [];
		const repeats = describeRepeat(current.recurrence, current.start_time, current.timezone || settings.timezone, localeFor(settings.date_order));
		replace(card,
			h('h3', {}, h('span', { class: 'kind' }, `${(KINDS[kind] || KINDS.create)[0]}: `), current.title),
			h('p', {}, current.all_day ? formatRange(utcMidnight(current.start_time), utcMidnight(current.end_time), settings, true)
				: formatRange(current.start_time, current.end_time, settings)),
			repeats ? h('p', { class: 'repeats' }, repeats) : null,
			current.location ? h('p', { class: 'muted' }, current.location) : null,
			conflicts.length ? h('div', { class: 'conflicts' }, h('p', {}, `Overlaps ${conflicts.length === 1 ? 'an event' : `${conflicts.length} events`}:`),
				h('ul', {}, conflicts.map((c) => h('li', {}, `${c.title || '(busy)'}, ${formatRange(c.start_time, c.end_time, settings)}`)))) : null,
			h('div', { class: 'actions' },
				h('button', { type: 'button', onclick: (event) => confirm(event.currentTarget) }, 'Confirm'),
				proposal.action === 'delete' ? null : h('button', { type: 'button', class: 'secondary outline', onclick: () => edit() }, 'Edit')));
	};
	const confirm = async (button) => {
		const done = await busy(button, () => withConflicts((extra) => post('/api/assistant/confirm', { ...current, ...extra },
			{ headers: { 'Idempotency-Key': idempotencyKey() } }), minutes(current)), 'Could not confirm');
		if (done !== undefined && done !== null || (done === null && current.action === 'delete')) {
			// Say what happened: added, moved, changed or cancelled; and that it repeats.
			const verb = (KINDS[kind] || KINDS.create)[1];
			const repeats = current.action === 'delete' ? null : describeRepeat(current.recurrence, current.start_time, current.timezone || settings.timezone, localeFor(settings.date_order));
			const when = current.action === 'delete' ? '' : `, ${formatRange(current.start_time, current.end_time, settings)}`;
			card.replaceChildren(h('p', { class: 'done' }, `✓ ${verb}: ${current.title}${when}${repeats ? `. ${repeats}` : ''}`));
			showNotice(`${verb} “${brief(current.title)}”.`);
			refreshCalendar();
		}
	};
	const edit = async () => {
		const edited = await editProposal(current);
		if (edited) {
			current = { ...current, ...edited, conflicts: [] };
			render();
		}
	};
	render();
	changeVerb(proposal).then((verb) => {
		if (verb && card.querySelector('.actions')) {
			kind = verb;
			render();
		}
	});
	return card;
}

function planCard(plan) {
	const card = h('article', { class: 'card plan' });
	showPreview(plan.sessions);
	const total = plan.sessions.reduce((sum, s) => sum + minutes(s), 0);
	add(card,
		h('h3', {}, /^study plan/i.test(plan.title) ? plan.title : [h('span', { class: 'kind' }, 'Study plan: '), plan.title]),
		plan.assignments.length ? h('p', { class: 'muted' }, 'For ', plan.assignments.map((a) => `${a.title}${a.course ? ` (${a.course})` : ''}`).join(', ')) : null,
		h('p', {}, `${plan.sessions.length} session${plan.sessions.length === 1 ? '' : 's'}, ${Math.round(total / 6) / 10} hours, shown dashed on the calendar.`),
		h('ol', { class: 'sessions' }, plan.sessions.map((s) => h('li', {}, formatRange(s.start_time, s.end_time, settings, false, true)))),
		plan.unplaced_minutes > 0 ? h('p', { class: 'warning' }, `${plan.unplaced_minutes} minutes found no free time before the due date.`) : null);
	const actions = h('div', { class: 'actions' },
		h('button', { type: 'button', disabled: plan.sessions.length === 0, onclick: (event) => confirmAll(event.currentTarget) }, 'Confirm all'),
		h('button', { type: 'button', class: 'secondary outline', onclick: () => {
			showPreview(plan.sessions);
			revealCalendar();
		} }, 'Preview'),
		h('button', { type: 'button', class: 'secondary outline', onclick: () => { clearPreview(); card.replaceChildren(h('p', { class: 'muted' }, 'Plan discarded.')); } }, 'Discard'));
	card.append(actions);
	const confirmAll = async (button) => {
		const body = { events: plan.sessions };
		const done = await busy(button, () => withConflicts((extra) => post('/api/assistant/confirm', { ...body, ...(extra.force ? { force: true } : {}) },
			{ headers: { 'Idempotency-Key': idempotencyKey() } }), 0), 'Could not confirm the plan');
		if (done) {
			clearPreview();
			card.replaceChildren(h('p', { class: 'done' }, `✓ ${done.events.length} study sessions added to your calendar.`));
			showNotice(`Added ${done.events.length} study sessions.`);
			refreshCalendar();
		}
	};
	return card;
}

/** A draft with no mail connection: copy it, or open it in the device's mail app (mailto). */
function withoutConnection() {
	const mailto = h('a', { role: 'button', class: 'secondary', href: '#', 'data-mailto': '' }, 'Open in mail app');
	const copy = h('button', { type: 'button', class: 'secondary outline', 'data-copy': '' }, 'Copy');
	return h('div', { class: 'no-mail' },
		h('div', { class: 'actions' }, mailto, copy),
		h('p', { class: 'muted' }, `To send it from Kairos, connect ${mailAccounts()} in `, h('a', { href: '#connections' }, 'Connections'), '.'));
}

function draftText(form) {
	return `To: ${form.elements.to.value}\nSubject: ${form.elements.subject.value}\n\n${form.elements.body.value}`;
}

function mailtoOf(form) {
	const to = form.elements.to.value.split(/[,;\s]+/).filter(Boolean).map((address) => encodeURIComponent(address).replace(/%40/g, '@')).join(',');
	return `mailto:${to}?subject=${encodeURIComponent(form.elements.subject.value)}&body=${encodeURIComponent(form.elements.body.value)}`;
}

function draftCard(draft) {
	const id = `draft-${Math.random().toString(36).slice(2)}`;
	const providers = eachSource('mail');
	const problem = h('div', { 'aria-live': 'polite' });
	const form = h('form', { class: 'card draft' },
		h('h3', {}, h('span', { class: 'kind' }, 'E-mail draft')),
		h('label', { for: `${id}-to` }, 'To'),
		h('input', { id: `${id}-to`, name: 'to', type: 'text', value: draft.to.join(', '), autocomplete: 'off' }),
		h('label', { for: `${id}-subject` }, 'Subject'),
		h('input', { id: `${id}-subject`, name: 'subject', type: 'text', value: draft.subject }),
		h('label', { for: `${id}-body` }, 'Message'),
		h('textarea', { id: `${id}-body`, name: 'body', rows: 6 }, draft.body),
		draft.provider
			? h('button', { type: 'submit' }, `Send with ${providers[draft.provider] || draft.provider}`)
			: withoutConnection(),
		problem);
	const mailto = form.querySelector('[data-mailto]');
	if (mailto) {
		// The link follows the edits: it opens the draft as it reads now.
		const follow = () => {
			mailto.href = mailtoOf(form);
		};
		follow();
		form.addEventListener('input', follow);
		form.querySelector('[data-copy]').addEventListener('click', async () => {
			try {
				await navigator.clipboard.writeText(draftText(form));
				showNotice('Copied the draft.');
			}
			catch {
				form.elements.body.select();
				showNotice('Selected the draft’s message: press Ctrl+C (or ⌘C) to copy it.');
			}
		});
	}
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const button = form.querySelector('button[type="submit"]');
		if (!button) {
			return;
		}
		const to = form.elements.to.value.split(/[,;\s]+/).filter(Boolean);
		problem.replaceChildren();
		const sent = await busy(button, () => post('/api/mail/send', { to, subject: form.elements.subject.value, body: form.elements.body.value, provider: draft.provider },
			{ headers: { 'Idempotency-Key': idempotencyKey() } })).catch((error) => {
			problem.replaceChildren(...mailProblem(error, providers[draft.provider] || draft.provider));
			return null;
		});
		if (sent) {
			form.replaceChildren(h('p', { class: 'done' }, `✓ Sent to ${to.join(', ')}.`));
		}
	});
	return form;
}

/**
 * Why a draft was not sent, beside it; when the account lacks the permission to send or must
 * be connected again, a link that asks for it in a new tab, so the draft stays here to send.
 */
function mailProblem(error, via) {
	const box = errorBox(error, 'Not sent', false);
	const url = error instanceof ApiError ? error.problem.connect_url : null;
	if (url && url.startsWith('/')) {
		const label = error.type === 'missing-scope' ? `Allow Kairos to send with ${via}` : `Connect ${via} again`;
		return [box, h('p', {}, h('a', { href: url, target: '_blank', rel: 'noopener' }, label), ' (opens a new tab; then press Send again).')];
	}
	return [box];
}

