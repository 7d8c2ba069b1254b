package dev.kairos.assistant.planning;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * An e-mail ready for POST /api/mail/send.
 *
 * @param to the recipients: only addresses written in the conversation, never guessed
 * @param subject a one-line subject
 * @param body a short plain-text body, signed with the user's signature
 * @param provider the connected mail provider to send it with, or null when none is
 * connected
 */
public record EmailDraft(List<String> to, String subject, String body, @Nullable String provider) {

	public EmailDraft {
		to = List.copyOf(to);
	}

}
