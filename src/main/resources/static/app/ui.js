// Small DOM helpers shared by the screens: element building, messages, busy states, dialogs.

/**
 * Make an element: h('button', {class: 'x', onclick: f}, 'Label', child...). `style` is an object
 * of properties, set one by one: a style attribute is refused by the Content-Security-Policy.
 */
export function h(tag, attributes = {}, ...children) {
	const element = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes || {})) {
		if (value === null || value === undefined || value === false) {
			continue;
		}
		if (name.startsWith('on') && typeof value === 'function') {
			element.addEventListener(name.slice(2), value);
		}
		else if (name === 'style') {
			for (const [property, setting] of Object.entries(value)) {
				element.style.setProperty(property, setting);
			}
		}
		else if (name === 'dataset') {
			Object.assign(element.dataset, value);
		}
		else if (value === true) {
			element.setAttribute(name, '');
		}
		else {
			element.setAttribute(name, value);
		}
	}
	for (const child of children.flat()) {
		if (child !== null && child !== undefined && child !== false) {
			element.append(child instanceof Node ? child : document.createTextNode(String(child)));
		}
	}
	return element;
}

const messages = () => document.getElementById('messages');

/**
 * An error a person can read, with the request id to quote when reporting it: dismissible in
 * the corner, or `inline` beside what it is about.
 */
export function errorBox(error, context, dismissible = true) {
	const text = error && error.message ? error.message : String(error);
	return h('div', { class: dismissible ? 'message error' : 'message error inline', role: 'alert' },
		h('p', {}, h('strong', {}, context ? `${context}: ` : 'Something went wrong: '), text),
		error && error.requestId ? h('p', { class: 'request-id' }, 'Request id: ', h('code', {}, error.requestId)) : null,
		dismissible ? h('button', { type: 'button', class: 'close secondary outline', 'aria-label': 'Dismiss message', onclick: (event) => event.target.closest('.message').remove() }, '×') : null);
}

/**
 * Show an error. While a dialog is open the page behind it is inert, so the error goes into
 * the dialog (its [data-error] slot); otherwise it stays in the corner until dismissed.
 */
export function showError(error, context) {
	if (error && error.name === 'AbortError') {
		return null;
	}
	const slot = document.querySelector('dialog[open] [data-error]');
	if (slot) {
		const box = errorBox(error, context, false);
		slot.replaceChildren(box);
		box.scrollIntoView({ block: 'nearest' });
		return box;
	}
	const box = errorBox(error, context);
	messages().prepend(box);
	return box;
}

/** A title as a notice quotes it: one short line, whatever its length. */
export function brief(text, length = 60) {
	const said = String(text || '').replace(/\s+/g, ' ').trim();
	return said.length > length ? `${said.slice(0, length - 1)}…` : said;
}

let undoable = null;

/**
 * Show a short confirmation that fades on its own (after five seconds; ten with an action).
 * `action` ({label, run}) adds a button, such as Undo: the notice then takes clicks on it
 * (and Ctrl+Z or ⌘Z runs it), and goes when it is pressed.
 */
export function showNotice(text, action = null) {
	const box = h('div', { class: action ? 'message notice with-action' : 'message notice', role: 'status' }, h('p', {}, text));
	if (action) {
		const done = () => {
			box.remove();
			if (undoable && undoable.box === box) {
				undoable = null;
			}
		};
		const run = async () => {
			done();
			await action.run();
		};
		box.append(h('button', { type: 'button', class: 'secondary outline', onclick: run }, action.label));
		undoable = { box, run };
		setTimeout(done, 10000);
	}
	else {
		setTimeout(() => box.remove(), 5000);
	}
	messages().prepend(box);
	return box;
}

/** Run the action of the latest notice that still shows one (Ctrl+Z); false when there is none. */
export function runNoticeAction() {
	if (!undoable || !undoable.box.isConnected) {
		return false;
	}
	undoable.run();
	return true;
}

export function clearMessages() {
	messages().replaceChildren();
}

/**
 * Run long work with visible progress: the button is busy (aria-busy) and disabled until the
 * promise settles; errors are shown with their request id.
 */
export async function busy(button, work, context) {
	const wasDisabled = button ? button.disabled : false;
	if (button) {
		button.setAttribute('aria-busy', 'true');
		button.disabled = true;
	}
	try {
		return await work();
	}
	catch (error) {
		if (context !== undefined) {
			showError(error, context);
			return undefined;
		}
		throw error;
	}
	finally {
		if (button) {
			button.removeAttribute('aria-busy');
			button.disabled = wasDisabled;
		}
	}
}

/** Open a <dialog> and resolve with the value passed to close(value), or null on Escape. */
export function openDialog(dialog) {
	return new Promise((resolve) => {
		const done = () => {
			dialog.removeEventListener('close', done);
			resolve(dialog.returnValue || null);
		};
		dialog.returnValue = '';
		dialog.addEventListener('close', done);
		dialog.showModal();
	});
}

/** Ask a yes/no question in a dialog; resolves true when confirmed. */
export async function confirmAction(question, yesLabel) {
	const dialog = document.getElementById('confirm-dialog');
	dialog.querySelector('[data-question]').textContent = question;
	dialog.querySelector('[value="yes"]').textContent = yesLabel;
	return (await openDialog(dialog)) === 'yes';
}

const present = (children) => children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false);

/** element.replaceChildren, leaving out null, undefined and false (which the DOM would print). */
export function replace(element, ...children) {
	element.replaceChildren(...present(children));
}

/** element.append, leaving out null, undefined and false. */
export function add(element, ...children) {
	element.append(...present(children));
}
