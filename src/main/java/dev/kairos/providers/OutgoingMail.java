package dev.kairos.providers;

import java.util.List;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A plain-text message to send through a provider's mail API, with an optional iCalendar
 * part (an invitation or its cancellation).
 *
 * @param from the connected account's address, when known (Gmail sets it anyway)
 * @param to the recipients' addresses (already validated)
 * @param subject the subject, without line breaks
 * @param body the plain-text body
 * @param messageId a unique id of ours, so duplicates can be recognized at the provider
 * @param calendar the iCalendar object that goes with the text, or null
 */
public record OutgoingMail(@Nullable String from, List<String> to, String subject, String body, String messageId,
		@Nullable CalendarPart calendar) {

	public OutgoingMail {
		to = List.copyOf(to);
	}

	/** A plain-text message without a calendar part. */
	public OutgoingMail(@Nullable String from, List<String> to, String subject, String body, String messageId) {
		this(from, to, subject, body, messageId, null);
	}

	/**
	 * An iCalendar object (RFC 5545) sent with a message as iTIP (RFC 5546) and iMIP (RFC
	 * 6047) describe: a {@code text/calendar; method=...} alternative of the text, and
	 * the same object as an {@code invite.ics} attachment for readers that only look at
	 * attachments.
	 *
	 * @param method the iTIP method, which must match the object's METHOD property
	 * ({@code REQUEST}, {@code CANCEL}, ...)
	 * @param content the whole VCALENDAR, CRLF line ends
	 */
	public record CalendarPart(String method, String content) {

		/** The name of the attachment. */
		public static final String FILE_NAME = "invite.ics";

		private static final Pattern METHOD = Pattern.compile("[A-Z]{1,20}");

		public CalendarPart {
			if (!METHOD.matcher(method).matches()) {
				throw new IllegalArgumentException("An iTIP method is a word in capitals");
			}
		}

		/** The MIME type of the calendar part. */
		public String contentType() {
			return "text/calendar; charset=UTF-8; method=" + this.method;
		}

	}

}
