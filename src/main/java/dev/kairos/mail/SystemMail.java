package dev.kairos.mail;

import dev.kairos.security.KairosUser;

/**
 * Mail the service sends on its own (reminders; later booking confirmations) to one
 * address: through the server's SMTP relay when {@code spring.mail.host} is set, else
 * through the connected Google or Microsoft account of the user it is sent for, else not
 * at all, and then the answer says why. It never throws for a message that could not be
 * delivered: the caller records what the answer says.
 */
public interface SystemMail {

	/**
	 * Send a plain-text message.
	 * @param onBehalfOf the user the message is for (whose connected account may carry
	 * it)
	 * @param to a plain e-mail address
	 * @param subject one line
	 * @param body plain text
	 * @return what happened
	 */
	Outcome send(KairosUser onBehalfOf, String to, String subject, String body);

	/**
	 * What became of a message.
	 *
	 * @param status {@link Status#SENT} or why not
	 * @param route how it went (or would have gone): {@code smtp}, {@code google},
	 * {@code microsoft}, or {@code none}
	 * @param detail a sentence for people, never a secret
	 */
	record Outcome(Status status, String route, String detail) {

		public boolean sent() {
			return this.status == Status.SENT;
		}

	}

	/** Whether a message went out. */
	enum Status {

		/** Handed to the relay or the provider. */
		SENT,

		/** No way to send it: no relay configured, no mail account connected. */
		UNDELIVERABLE,

		/** A way was there but refused or failed (a retry may succeed). */
		FAILED

	}

}
