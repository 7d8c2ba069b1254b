// The Connections screen: Google and Microsoft through the OAuth redirect, Canvas with a token;
// each connection's status, account, last sync and error, whether it may send e-mail, and
// "Sync now", "Re-authorize" and "Disconnect".

import { get, post, del, query } from './api.js';
import { h, busy, showNotice, showError, confirmAction, errorBox } from './ui.js';
import { formatInstant } from './time.js';
import { refreshCalendar } from './calendar.js';
import { eachSource } from './providers.js';

const NAMES = eachSource('name');
const MAIL = eachSource('mail');
const WHAT = eachSource('what');
// The scopes that let Kairos send mail (docs/mail.md).
const SENDS_MAIL = eachSource('sendsMail');

let settings = null;
// A failed action's problem, shown in its provider's card (beside the button that failed, not
// over the page) until the next action there.
const problems = new Map();

/** Render the Connections screen into `screen`. */
export function showConnections(screen, appSettings) {
	settings = appSettings;
	problems.clear();
	return render(screen);
}

async function render(screen) {
	if (!screen.querySelector('.connections')) {
		screen.replaceChildren(h('h1', {}, 'Connections'), h('p', { 'aria-busy': 'true' }, 'Loading…'));
	}
	let answer;
	try {
		answer = await get('/api/connections');
	}
	catch (error) {
		showError(error, 'Could not load the connections');
		return;
	}
	// A provider this server cannot connect (no client configured) is left out, named once below.
	const usable = answer.connections.filter((connection) => connection.status !== 'unavailable');
	const missing = answer.connections.filter((connection) => connection.status === 'unavailable').map((connection) => NAMES[connection.provider] || connection.provider);
	screen.replaceChildren(h('h1', {}, 'Connections'),
		h('p', { class: 'lead' }, usable.length
			? 'Kairos reads these into one calendar, so conflicts and free time take all of them into account.'
			: 'This server cannot connect other calendars yet.'),
		h('div', { class: 'connections' }, usable.map((connection) => card(connection, () => render(screen)))),
		missing.length ? notSetUp(answer.connections.filter((connection) => connection.status === 'unavailable').map((connection) => connection.provider), missing) : null);
}

// What whoever runs the server sets to make a provider connectable (docs/providers.md, "Configuration").
const SETUP = eachSource('setup');

/** The providers this server cannot connect, named once, with how to set them up (there is no docs site to link to). */
function notSetUp(providers, names) {
	return h('div', { class: 'not-set-up' },
		h('p', { class: 'muted' }, `Not set up on this server: ${names.join(', ')}.`),
		h('details', {}, h('summary', {}, 'How to set them up'),
			h('p', {}, 'Whoever runs this Kairos server sets, for each, then restarts it:'),
			h('ul', {}, providers.map((provider) => h('li', {}, h('strong', {}, `${NAMES[provider] || provider}: `), SETUP[provider] || 'see the Kairos documentation'))),
			h('p', { class: 'muted' }, 'All the settings are in the Kairos source, docs/providers.md, “Configuration”.')));
}

function status(connection) {
	switch (connection.status) {
		case 'connected': return ['Connected', 'ok'];
		case 'reauth_required': return ['Needs re-authorization', 'bad'];
		case 'unavailable': return ['Not set up on this server', 'off'];
		default: return ['Not connected', 'off'];
	}
}

function sendsMail(connection) {
	const scope = SENDS_MAIL[connection.provider];
	return Boolean(scope) && connection.scopes.some((granted) => scope.test(granted));
}

function card(connection, reload) {
	const provider = connection.provider;
	const [label, tone] = status(connection);
	const headingId = `conn-${provider}`;
	const mail = MAIL[provider];
	const details = h('dl', { class: 'facts' },
		h('dt', {}, 'Status'), h('dd', {}, h('span', { class: `badge ${tone}` }, label)),
		connection.account && (connection.account.email || connection.account.name)
			? [h('dt', {}, 'Account'), h('dd', {}, connection.account.email || connection.account.name)] : null,
		connection.connected ? [h('dt', {}, 'Last sync'), h('dd', {}, connection.last_synced_at ? formatInstant(connection.last_synced_at, settings) : 'Not yet')] : null,
		connection.connected && mail ? [h('dt', {}, 'E-mail'), h('dd', {}, sendsMail(connection) ? `Drafts can be sent with ${mail}` : `Not allowed to send with ${mail}`)] : null,
		connection.last_error ? [h('dt', {}, 'Last error'), h('dd', { class: 'error-text' }, connection.last_error)] : null);
	const actions = h('div', { class: 'actions' });
	if (connection.status === 'unavailable') {
		actions.append(h('p', { class: 'muted' }, 'An administrator must configure its client first (docs/providers.md).'));
	}
	else if (provider === 'canvas' && connection.status !== 'connected') {
		actions.append(canvasForm(reload, connection.status === 'reauth_required'));
	}
	else if (connection.status === 'not_connected') {
		const box = h('input', { type: 'checkbox', name: `${provider}-mail`, id: `${provider}-mail` });
		actions.append(h('div', {},
			mail ? h('label', { class: 'mail-choice', for: `${provider}-mail` }, box, `Also allow sending e-mail drafts with ${mail}`) : null,
			h('button', { type: 'button', onclick: (event) => authorize(event.currentTarget, provider, box.checked) }, `Connect ${NAMES[provider]}`)));
	}
	else if (connection.status === 'reauth_required') {
		actions.append(h('button', { type: 'button', onclick: (event) => authorize(event.currentTarget, provider, sendsMail(connection)) }, 'Re-authorize'));
	}
	if (connection.status === 'connected') {
		actions.append(h('button', { type: 'button', onclick: (event) => syncNow(event.currentTarget, provider, reload) }, 'Sync now'));
		if (mail && !sendsMail(connection)) {
			actions.append(h('button', { type: 'button', class: 'secondary', onclick: (event) => authorize(event.currentTarget, provider, true) }, `Allow sending with ${mail}`));
		}
	}
	if (connection.connected) {
		actions.append(h('button', { type: 'button', class: 'secondary outline', onclick: (event) => disconnect(event.currentTarget, provider, reload) }, 'Disconnect'));
	}
	return h('article', { class: 'card connection', 'aria-labelledby': headingId },
		h('h2', { id: headingId }, NAMES[provider] || provider),
		h('p', { class: 'muted' }, WHAT[provider] || ''), details, problems.get(provider) || null, actions);
}

/** Run a card's action: its problem, if any, goes into that card. */
async function act(button, provider, work, context) {
	problems.delete(provider);
	button.closest('.connection').querySelector('.message')?.remove();
	try {
		return await busy(button, work);
	}
	catch (error) {
		if (error && error.name === 'AbortError') {
			return undefined;
		}
		problems.set(provider, errorBox(error, context, false));
		button.closest('.connection').querySelector('.actions').before(problems.get(provider));
		return undefined;
	}
}

/** The OAuth redirect: the service gives the provider's consent address, the browser goes there. */
async function authorize(button, provider, withMail) {
	const path = `/api/connections/${provider}/authorize${query({ scopes: withMail ? 'calendar,mail' : null })}`;
	const answer = await act(button, provider, () => get(path), `Could not connect ${NAMES[provider]}`);
	if (answer && answer.authorize_url) {
		window.location.assign(answer.authorize_url);
	}
}

function canvasForm(reload, again) {
	const form = h('form', { class: 'canvas-form' },
		h('label', { for: 'canvas-token' }, 'Canvas access token'),
		h('input', { id: 'canvas-token', name: 'access_token', type: 'password', autocomplete: 'off', required: true, 'aria-describedby': 'canvas-token-help' }),
		h('small', { id: 'canvas-token-help' }, 'In Canvas: Account → Settings → “+ New access token”; paste it here.'),
		h('button', { type: 'submit' }, again ? 'Connect Canvas again' : 'Connect Canvas'));
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const button = form.querySelector('button');
		const done = await act(button, 'canvas', () => post('/api/connections/canvas', { access_token: form.elements.access_token.value }), 'Could not connect Canvas');
		if (done !== undefined) {
			showNotice('Canvas connected; reading your assignments…');
			await syncNow(button, 'canvas', reload);
		}
	});
	return form;
}

/** Sync one provider now; the button is busy until the provider has answered. */
export async function syncNow(button, provider, reload) {
	const result = await act(button, provider, () => post('/api/unified/sync', { provider }), `Could not sync ${NAMES[provider]}`);
	if (result) {
		showNotice(syncSummary(NAMES[provider], result));
		refreshCalendar();
	}
	reload();
}

/** "Google synced: 3 fetched, 3 new, 0 changed, 0 removed." */
export function syncSummary(name, result) {
	return `${name} synced: ${result.fetched} fetched, ${result.created} new, ${result.updated} changed, ${result.deleted} removed.`;
}

async function disconnect(button, provider, reload) {
	if (!(await confirmAction(`Disconnect ${NAMES[provider]}? Its events leave your Kairos calendar.`, 'Disconnect'))) {
		return;
	}
	const done = await act(button, provider, () => del(`/api/connections/${provider}`), `Could not disconnect ${NAMES[provider]}`);
	if (done !== undefined) {
		showNotice(`${NAMES[provider]} disconnected.`);
		refreshCalendar();
		reload();
	}
}
