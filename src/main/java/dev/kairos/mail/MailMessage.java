package dev.kairos.mail;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A message to send: the body of POST /api/mail/send, and the shape of the assistant's
 * e-mail drafts.
 *
 * @param to recipient addresses (plain addr-specs, 1 to 100)
 * @param subject 1 to 998 characters, no line breaks
 * @param body plain text, at most 1 MB
 * @param provider {@code google} or {@code microsoft} ({@code outlook} accepted)
 */
public record MailMessage(@Nullable List<String> to, @Nullable String subject, @Nullable String body,
		@Nullable String provider) {

}
