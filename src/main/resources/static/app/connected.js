// The page a provider's consent sends the browser back to (kairos.connections.success-redirect).
// A link can open it too, so on load it only reads: whether the provider is connected (GET
// /api/connections), and offers "Sync now", which runs the first sync on the user's click. Not
// connected (the service sends a browser here with `problem` and `request_id` rather than show
// it problem JSON): it says why, and what to do.

import { get, post } from './api.js';
import { h, busy, errorBox } from './ui.js';
import { syncSummary } from './connections.js';
import { eachSource } from './providers.js';

const NAMES = eachSource('name');
const PROBLEMS = {
	'authorization-denied': (name) => `${name} was not connected: access was not allowed on the consent screen. Nothing was stored.`,
	'authorization-refused': (name) => `${name} refused the authorization. Nothing was stored; try connecting again.`,
	'invalid-oauth-state': () => 'This connection link was already used or has expired. Start again from Connections.',
	'provider-unavailable': (name) => `${name} could not be reached. Try again in a moment.`,
};

const params = new URLSearchParams(location.search);
const provider = params.get('provider');
const name = NAMES[provider] || 'The provider';
const heading = document.querySelector('[data-heading]');
const status = document.querySelector('[data-status]');

if (params.has('problem')) {
	heading.textContent = `${name} not connected`;
	document.title = `${name} not connected · Kairos`;
	const explain = PROBLEMS[params.get('problem')] || ((n) => `Connecting ${n} failed (${params.get('problem')}).`);
	status.replaceWith(errorBox({ message: explain(name), requestId: params.get('request_id') }, 'Not connected', false));
}
else if (NAMES[provider]) {
	const answer = await busy(null, () => get('/api/connections'), 'Could not read your connections');
	const connection = answer ? answer.connections.find((c) => c.provider === provider) : null;
	if (connection && connection.connected) {
		heading.textContent = `${name} connected`;
		document.title = `${name} connected · Kairos`;
		status.textContent = `Kairos can now read your ${name} calendar. Sync now to bring its events in.`;
		const button = h('button', { type: 'button', onclick: () => sync(button) }, 'Sync now');
		document.querySelector('.actions').prepend(button, ' ');
	}
	else if (answer) {
		heading.textContent = `${name} not connected`;
		document.title = `${name} not connected · Kairos`;
		status.textContent = `${name} is not connected to Kairos. Connect it from Connections.`;
	}
	else {
		status.textContent = 'Connections shows whether it is connected.';
	}
}

async function sync(button) {
	status.setAttribute('aria-busy', 'true');
	status.textContent = `Reading your ${name} calendar…`;
	const result = await busy(button, () => post('/api/unified/sync', { provider }), 'The sync failed; “Sync now” tries again');
	status.removeAttribute('aria-busy');
	status.textContent = result ? syncSummary(name, result) : 'Connected, but not synced yet.';
}
