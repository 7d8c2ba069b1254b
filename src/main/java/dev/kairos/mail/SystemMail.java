package dev.kairos.mail;

import java.util.regex.Pattern;

import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

/**
 * Mail the service sends on its own (reminders, booking confirmations) to one address:
 * through the server's SMTP relay when {@code spring.mail.host} is set, else through the
 * connected Google or Microsoft account of the user it is sent for, else not at all, and
 * then the answer says why. It never throws for a message that could not be delivered:
 * the caller records what the answer says.
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
	default Outcome send(KairosUser onBehalfOf, String to, String subject, String body) {
		return send(onBehalfOf, to, subject, body, null);
	}

	/**
	 * Send a plain-text message with an iCalendar object: an invitation
	 * ({@code METHOD:REQUEST}) or its cancellation ({@code METHOD:CANCEL}). It goes as a
	 * {@code text/calendar; method=...} alternative of the text plus an
	 * {@code invite.ics} attachment (through Microsoft Graph: the attachment).
	 * @param calendar the calendar object, or null for plain text only
	 * @return what happened
	 */
	Outcome send(KairosUser onBehalfOf, String to, String subject, String body, @Nullable Calendar calendar);

	/**
	 * An iCalendar object (RFC 5545) to send as iTIP over e-mail (RFC 6047).
	 *
	 * @param method the iTIP method, the same as the object's METHOD ({@code REQUEST},
	 * {@code CANCEL})
	 * @param content the VCALENDAR, CRLF line ends
	 */
	record Calendar(String method, String content) {

		private static final Pattern METHOD = Pattern.compile("[A-Z]{1,20}");

		public Calendar {
			if (!METHOD.matcher(method).matches()) {
				throw new IllegalArgumentException("An iTIP method is a word in capitals");
			}
		}

	}

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
