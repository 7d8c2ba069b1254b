package dev.kairos.providers;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A plain-text message to send through a provider's mail API.
 *
 * @param from the connected account's address, when known (Gmail sets it anyway)
 * @param to the recipients' addresses (already validated)
 * @param subject the subject, without line breaks
 * @param body the plain-text body
 * @param messageId a unique id of ours, so duplicates can be recognized at the provider
 */
public record OutgoingMail(@Nullable String from, List<String> to, String subject, String body, String messageId) {

	public OutgoingMail {
		to = List.copyOf(to);
	}

}
