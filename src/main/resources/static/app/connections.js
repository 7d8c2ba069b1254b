// The Connections screen: Google and Microsoft through the OAuth redirect, Canvas with a token;
// each connection's status, last sync and error, "Sync now", "Re-authorize" and "Disconnect".

import { get, post, del } from './api.js';
import { h, busy, showNotice, showError, confirmAction } from './ui.js';
import { formatInstant } from './time.js';
import { refreshCalendar } from './calendar.js';

const NAMES = { google: 'Google', microsoft: 'Microsoft (Outlook)', canvas: 'Canvas' };
const WHAT = {
	google: 'Your Google Calendar events, and sending e-mail drafts with Gmail.',
	microsoft: 'Your Outlook calendar events, and sending e-mail drafts with Outlook.',
	canvas: 'Assignment due dates from your school’s Canvas, for deadlines and study plans.',
};

let settings = null;

/** Render the Connections screen into `screen`. */
export async function showConnections(screen, appSettings) {
	settings = appSettings;
	screen.replaceChildren(h('h1', {}, 'Connections'), h('p', { 'aria-busy': 'true' }, 'Loading…'));
	let answer;
	try {
		answer = await get('/api/connections');
	}
	catch (error) {
		showError(error, 'Could not load the connections');
		return;
	}
	screen.replaceChildren(h('h1', {}, 'Connections'),
		h('p', { class: 'lead' }, 'Kairos reads these into one calendar, so conflicts and free time take all of them into account.'),
		h('div', { class: 'connections' }, answer.connections.map((connection) => card(connection, screen))));
}

function status(connection) {
	switch (connection.status) {
		case 'connected': return ['Connected', 'ok'];
		case 'reauth_required': return ['Needs re-authorization', 'bad'];
		case 'unavailable': return ['Not set up on this server', 'off'];
		default: return ['Not connected', 'off'];
	}
}

function card(connection, screen) {
	const provider = connection.provider;
	const [label, tone] = status(connection);
	const headingId = `conn-${provider}`;
	const details = h('dl', { class: 'facts' },
		h('dt', {}, 'Status'), h('dd', {}, h('span', { class: `badge ${tone}` }, label)),
		connection.account && (connection.account.email || connection.account.name)
			? [h('dt', {}, 'Account'), h('dd', {}, connection.account.email || connection.account.name)] : null,
		connection.connected ? [h('dt', {}, 'Last sync'), h('dd', {}, connection.last_synced_at ? formatInstant(connection.last_synced_at, settings) : 'Not yet')] : null,
		connection.last_error ? [h('dt', {}, 'Last error'), h('dd', { class: 'error-text' }, connection.last_error)] : null);
	const actions = h('div', { class: 'actions', role: 'group' });
	const reload = () => showConnections(screen, settings);
	if (connection.status === 'unavailable') {
		actions.append(h('p', { class: 'muted' }, 'An administrator must configure its client first (docs/providers.md).'));
	}
	else if (provider === 'canvas' && connection.status !== 'connected') {
		actions.append(canvasForm(reload, connection.status === 'reauth_required'));
	}
	else if (connection.status === 'not_connected') {
		actions.append(h('button', { type: 'button', onclick: (event) => authorize(event.currentTarget, provider) }, `Connect ${NAMES[provider]}`));
	}
	else if (connection.status === 'reauth_required') {
		actions.append(h('button', { type: 'button', onclick: (event) => authorize(event.currentTarget, provider) }, 'Re-authorize'));
	}
	if (connection.status === 'connected') {
		actions.append(h('button', { type: 'button', onclick: (event) => syncNow(event.currentTarget, provider, reload) }, 'Sync now'));
	}
	if (connection.connected) {
		actions.append(h('button', { type: 'button', class: 'secondary outline', onclick: (event) => disconnect(event.currentTarget, provider, reload) }, 'Disconnect'));
	}
	return h('article', { class: 'card connection', 'aria-labelledby': headingId },
		h('h2', { id: headingId }, NAMES[provider] || provider),
		h('p', { class: 'muted' }, WHAT[provider] || ''), details, actions);
}

async function authorize(button, provider) {
	const answer = await busy(button, () => get(`/api/connections/${provider}/authorize`), `Could not connect ${NAMES[provider]}`);
	if (answer && answer.authorize_url) {
		window.location.assign(answer.authorize_url);
	}
}

function canvasForm(reload, again) {
	const form = h('form', { class: 'canvas-form' },
		h('label', { for: 'canvas-token' }, 'Canvas access token'),
		h('input', { id: 'canvas-token', name: 'access_token', type: 'password', autocomplete: 'off', required: true }),
		h('small', {}, 'In Canvas: Account → Settings → New access token.'),
		h('button', { type: 'submit' }, again ? 'Connect Canvas again' : 'Connect Canvas'));
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const done = await busy(form.querySelector('button'), () => post('/api/connections/canvas', { access_token: form.elements.access_token.value }), 'Could not connect Canvas');
		if (done !== undefined) {
			showNotice('Canvas connected.');
			reload();
		}
	});
	return form;
}

async function syncNow(button, provider, reload) {
	const result = await busy(button, () => post('/api/unified/sync', { provider }), `Could not sync ${NAMES[provider]}`);
	if (result) {
		showNotice(`${NAMES[provider]} synced: ${result.fetched} fetched, ${result.created} new, ${result.updated} changed, ${result.deleted} removed.`);
		refreshCalendar();
	}
	reload();
}

async function disconnect(button, provider, reload) {
	if (!(await confirmAction(`Disconnect ${NAMES[provider]}? Its events leave your Kairos calendar.`, 'Disconnect'))) {
		return;
	}
	const done = await busy(button, () => del(`/api/connections/${provider}`), `Could not disconnect ${NAMES[provider]}`);
	if (done !== undefined) {
		showNotice(`${NAMES[provider]} disconnected.`);
		refreshCalendar();
		reload();
	}
}
