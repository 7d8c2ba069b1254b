// The page a provider's consent sends the browser back to (kairos.connections.success-redirect).
// Connected: it runs the first sync at once, so the new calendar's events are there when the user
// goes back. Not connected (the service sends a browser here with `problem` and `request_id`
// rather than show it problem JSON): it says why, and what to do.

import { post } from './api.js';
import { busy, errorBox } from './ui.js';
import { syncSummary } from './connections.js';

const NAMES = { google: 'Google', microsoft: 'Microsoft (Outlook)', canvas: 'Canvas' };
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
	heading.textContent = `${name} connected`;
	document.title = `${name} connected · Kairos`;
	status.setAttribute('aria-busy', 'true');
	status.textContent = `Reading your ${name} calendar…`;
	const result = await busy(null, () => post('/api/unified/sync', { provider }), 'The first sync failed; “Sync now” on Connections tries again');
	status.removeAttribute('aria-busy');
	status.textContent = result ? syncSummary(name, result) : 'Connected, but not synced yet.';
}
