// What the web app says about each source, in one place: its names on each screen, its colour, and
// for a provider what connecting it brings and how a server sets it up. Which providers exist, and
// which this server can connect, come from GET /api/connections; a provider missing here is shown
// by its wire value. Adding a provider adds its entry here (docs/architecture.md, "Add a provider").

export const SOURCES = [
	{
		id: 'local',
		label: 'Kairos',
		feed: 'Kairos events',
	},
	{
		id: 'google',
		// The legend, event titles and the feed's choices.
		label: 'Google Calendar',
		feed: 'Google Calendar',
		color: '#137333',
		// Connections.
		name: 'Google',
		what: 'Your Google Calendar events; and, if you allow it, sending the assistant’s e-mail drafts with Gmail.',
		setup: 'KAIROS_PROVIDERS_GOOGLE_CLIENT_ID and KAIROS_PROVIDERS_GOOGLE_CLIENT_SECRET (an OAuth client of Google Cloud, with this server’s /api/connections/google/callback as its redirect)',
		// Mail: the account to connect, the name to send with, and the scopes that let
		// Kairos send (docs/mail.md).
		account: 'Google',
		mail: 'Gmail',
		sendsMail: /gmail\.(send|compose|modify)$|^https:\/\/mail\.google\.com\/$/,
	},
	{
		id: 'microsoft',
		label: 'Outlook',
		feed: 'Outlook',
		color: '#7b1fa2',
		name: 'Microsoft (Outlook)',
		what: 'Your Outlook calendar events; and, if you allow it, sending the assistant’s e-mail drafts with Outlook.',
		setup: 'KAIROS_PROVIDERS_MICROSOFT_CLIENT_ID and KAIROS_PROVIDERS_MICROSOFT_CLIENT_SECRET (an app registration in Microsoft Entra, redirect /api/connections/microsoft/callback)',
		account: 'Microsoft',
		mail: 'Outlook',
		sendsMail: /(^|\/)mail\.send$/i,
	},
	{
		id: 'canvas',
		label: 'Canvas deadlines',
		// An entry's details name where it comes from.
		origin: 'Canvas',
		feed: 'Canvas deadlines',
		color: '#b3261e',
		name: 'Canvas',
		what: 'Assignment due dates from your school’s Canvas, as deadlines and for study plans.',
		setup: 'KAIROS_PROVIDERS_CANVAS_BASE_URL (the school’s Canvas address)',
	},
];

/** The entry of a source or provider by its wire value, or null. */
export function sourceOf(id) {
	return SOURCES.find((source) => source.id === id) || null;
}

/** One field of every source that has it, by wire value: `eachSource('mail')` is `{ google: 'Gmail', … }`. */
export function eachSource(field) {
	return Object.fromEntries(SOURCES.filter((source) => source[field] !== undefined).map((source) => [source.id, source[field]]));
}

/** "Google or Microsoft": the accounts mail can be sent from. */
export function mailAccounts() {
	const names = SOURCES.filter((source) => source.mail).map((source) => source.account);
	return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
}
