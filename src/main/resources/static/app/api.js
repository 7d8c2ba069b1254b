// The one way the app talks to the service: the public JSON API, with the session cookie (sent by
// the browser) and the XSRF header on every write. Problem answers (RFC 9457) become ApiError,
// whose message a person can read and quote.

const SAFE = new Set(['GET', 'HEAD']);

/** A problem answer of the API, or a network failure (status 0). */
export class ApiError extends Error {
	constructor(status, problem) {
		super(describe(status, problem));
		this.name = 'ApiError';
		this.status = status;
		this.problem = problem || {};
		this.requestId = this.problem.request_id || null;
	}

	get type() {
		return (this.problem.type || '').replace('https://kairos.dev/problems/', '');
	}

	/**
	 * Say it again in a form's words: `labels` maps the API's field names to the labels beside
	 * the fields ({end_time: 'End'}), in the field's name and inside its message ("must be after
	 * start_time" → "must be after Start").
	 */
	relabel(labels) {
		this.message = describe(this.status, this.problem, labels);
		return this;
	}

	/** The problem's field errors as {field, text}, the text in the form's words. */
	fieldErrors(labels = {}) {
		return (this.problem.errors || []).map((error) => ({ field: error.field, text: plain(words(error.message, labels)) }));
	}
}

function describe(status, problem, labels = {}) {
	if (!problem) {
		return status === 0 ? 'The service cannot be reached. Check your connection and try again.' : `Unexpected answer (HTTP ${status}).`;
	}
	const detail = plain(problem.detail || problem.title || `HTTP ${status}`);
	const errors = problem.errors || [];
	const fields = errors.map((error) => `${labels[error.field] || human(error.field)}: ${plain(words(error.message, labels))}.`.replace(/\.\.$/, '.'));
	// The detail often is the field errors already, in the API's words: say each thing once.
	if (errors.some((error) => detail.includes(`${error.field}: ${error.message}`))) {
		return fields.join(' ');
	}
	return [words(detail, labels), ...fields].join(' ');
}

/** The API's field names inside a message ("must be after start_time"), as the form calls them. */
function words(text, labels) {
	let said = String(text || '');
	// Only names no sentence has (start_time): "the recurrence yields…" stays English.
	for (const [field, label] of Object.entries(labels).filter(([name]) => /[._]/.test(name))) {
		said = said.replace(new RegExp(`\\b${field}\\b`, 'g'), label);
	}
	return said;
}

/**
 * A message fit to show: no control characters or binary bytes (a problem may quote a line of a
 * file that was not text), and never longer than a few lines.
 */
export function plain(text) {
	const printable = String(text || '').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd]+/g, '…').replace(/(…\s*){2,}/g, '…');
	return printable.length > 300 ? `${printable.slice(0, 297)}…` : printable;
}

/** 'working_hours.start' → 'Working hours start': the API's field names, as a person reads them. */
function human(field) {
	const words = String(field || '').replace(/[._]+/g, ' ').trim();
	return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An ended session, said as such (the problem's detail is meant for API clients: "Send 'Authorization: …'"). */
function sessionEnded(error) {
	error.message = 'Your session has ended. Sign in again.';
	return error;
}

function csrfToken() {
	const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
	return match ? decodeURIComponent(match[1]) : null;
}

/** Listeners told when any call answers 401 (the session ended). */
const signedOutListeners = [];
export function onSignedOut(listener) {
	signedOutListeners.push(listener);
}

/** Listeners told when an answer came from the service worker's cache, not the service. */
const offlineListeners = [];
export function onOffline(listener) {
	offlineListeners.push(listener);
}

/**
 * Call the API. `body` is sent as JSON unless it is FormData; `headers` adds to the defaults.
 * Resolves to the parsed JSON (or null for 204); rejects with ApiError.
 */
export async function api(method, path, { body, headers = {}, signal, quietUnauthenticated = false } = {}) {
	const init = { method, headers: { Accept: 'application/json', ...headers }, credentials: 'same-origin', signal };
	if (!SAFE.has(method)) {
		const token = csrfToken();
		if (token) {
			init.headers['X-XSRF-TOKEN'] = token;
		}
	}
	if (body instanceof FormData) {
		init.body = body;
	}
	else if (body !== undefined) {
		init.headers['Content-Type'] = 'application/json';
		init.body = JSON.stringify(body);
	}
	let response;
	try {
		response = await fetch(path, init);
	}
	catch (error) {
		if (error.name === 'AbortError') {
			throw error;
		}
		throw new ApiError(0, null);
	}
	if (response.headers.get('Kairos-Offline')) {
		// The service worker answered from its cache: the network is gone (offline.js).
		offlineListeners.forEach((listener) => listener());
	}
	const type = response.headers.get('Content-Type') || '';
	const json = type.includes('json') ? await response.json().catch(() => null) : null;
	if (!response.ok) {
		const error = new ApiError(response.status, json);
		if (response.status === 401 && !quietUnauthenticated) {
			sessionEnded(error);
			signedOutListeners.forEach((listener) => listener(error));
		}
		throw error;
	}
	return response.status === 204 ? null : json;
}

export const get = (path, options) => api('GET', path, options);
export const post = (path, body, options = {}) => api('POST', path, { ...options, body });
export const patch = (path, body, options = {}) => api('PATCH', path, { ...options, body });
export const del = (path, options) => api('DELETE', path, options);

/** Build a query string from an object, leaving out null and undefined values. */
export function query(params) {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value !== null && value !== undefined) {
			search.set(key, value);
		}
	}
	const text = search.toString();
	return text ? `?${text}` : '';
}

/**
 * Upload a form with progress: fetch cannot report upload progress, XMLHttpRequest can.
 * `onProgress` receives a fraction from 0 to 1.
 */
export function upload(path, form, onProgress) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open('POST', path);
		request.setRequestHeader('Accept', 'application/json');
		const token = csrfToken();
		if (token) {
			request.setRequestHeader('X-XSRF-TOKEN', token);
		}
		request.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable) {
				onProgress(event.loaded / event.total);
			}
		});
		request.addEventListener('load', () => {
			let json = null;
			try {
				json = JSON.parse(request.responseText);
			}
			catch {
				json = null;
			}
			if (request.status >= 200 && request.status < 300) {
				resolve(json);
			}
			else {
				const error = new ApiError(request.status, json);
				if (request.status === 401) {
					sessionEnded(error);
					signedOutListeners.forEach((listener) => listener(error));
				}
				reject(error);
			}
		});
		request.addEventListener('error', () => reject(new ApiError(0, null)));
		request.send(form);
	});
}
