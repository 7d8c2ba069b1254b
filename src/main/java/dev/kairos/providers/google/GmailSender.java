package dev.kairos.providers.google;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.util.Base64;
import java.util.Date;
import java.util.Properties;
import java.util.Set;

import dev.kairos.providers.MailMime;
import dev.kairos.providers.MailSender;
import dev.kairos.providers.OutgoingMail;
import dev.kairos.providers.Provider;
import dev.kairos.providers.http.ProviderHttp;
import dev.kairos.providers.http.ProviderResponse;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Gmail {@code users.messages.send}: an RFC 5322 message built with Jakarta Mail (UTF-8
 * subject as RFC 2047 encoded-words, {@code text/plain; charset=UTF-8} body, our
 * Message-ID; an invitation as {@link MailMime} lays it out), base64url in {@code raw}.
 */
@Component
class GmailSender implements MailSender {

	/** Scopes that allow messages.send, narrowest first. */
	private static final Set<String> SENDING_SCOPES = Set.of(GoogleAuthorization.MAIL_SCOPE,
			"https://www.googleapis.com/auth/gmail.compose", "https://www.googleapis.com/auth/gmail.modify",
			"https://mail.google.com/");

	private final GoogleProperties properties;

	private final ProviderHttp http;

	private final Clock clock;

	GmailSender(GoogleProperties properties, ProviderHttp http, Clock clock) {
		this.properties = properties;
		this.http = http;
		this.clock = clock;
	}

	@Override
	public Provider provider() {
		return Provider.GOOGLE;
	}

	@Override
	public String requiredScope() {
		return GoogleAuthorization.MAIL_SCOPE;
	}

	@Override
	public boolean maySend(Set<String> grantedScopes) {
		return grantedScopes.stream().anyMatch(SENDING_SCOPES::contains);
	}

	@Override
	public @Nullable String send(String accessToken, OutgoingMail mail) {
		String raw = Base64.getUrlEncoder().withoutPadding().encodeToString(mime(mail));
		URI uri = UriComponentsBuilder.fromUri(this.properties.apiBaseUrl())
			.path("/gmail/v1/users/me/messages/send")
			.build()
			.toUri();
		ProviderResponse response = this.http.sendJson(Provider.GOOGLE, "POST", uri, accessToken,
				"{\"raw\":\"" + raw + "\"}", false);
		return this.http.successJson(Provider.GOOGLE, response, false).path("id").asString(null);
	}

	/** The message in RFC 5322 form, CRLF line ends, as Gmail wants it in {@code raw}. */
	byte[] mime(OutgoingMail mail) {
		try {
			MimeMessage message = new MimeMessage(Session.getInstance(new Properties())) {
				@Override
				protected void updateMessageID() throws MessagingException {
					setHeader("Message-ID", mail.messageId());
				}
			};
			if (mail.from() != null) {
				message.setFrom(new InternetAddress(mail.from()));
			}
			for (String to : mail.to()) {
				message.addRecipient(Message.RecipientType.TO, new InternetAddress(to, true));
			}
			MailMime.writeContent(message, mail);
			message.setSentDate(Date.from(this.clock.instant()));
			message.saveChanges();
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			message.writeTo(out);
			return out.toByteArray();
		}
		catch (MessagingException | IOException ex) {
			throw new IllegalArgumentException("The message cannot be written as RFC 5322", ex);
		}
	}

}
