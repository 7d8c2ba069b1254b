package dev.kairos.mail;

import java.util.List;

import dev.kairos.connections.ConnectionProblem;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderFailure;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.providers.MailMime;
import dev.kairos.providers.OutgoingMail;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;

/**
 * {@link SystemMail} through the SMTP relay Spring Boot configures from
 * {@code spring.mail.*} (a {@link JavaMailSender} exists only when
 * {@code spring.mail.host} is set), else the user's connected mail account
 * ({@link Mailer}). The body, and a calendar part when there is one, are laid out by
 * {@link MailMime} on both routes.
 */
@Service
class SmtpOrAccountMail implements SystemMail {

	private static final Log logger = LogFactory.getLog(SmtpOrAccountMail.class);

	private final @Nullable JavaMailSender relay;

	private final Mailer mailer;

	private final String from;

	SmtpOrAccountMail(ObjectProvider<JavaMailSender> relay, Mailer mailer, @Value("${kairos.mail.from:}") String from,
			@Value("${spring.mail.username:}") String username) {
		this.relay = relay.getIfAvailable();
		this.mailer = mailer;
		this.from = !from.isBlank() ? from : username.contains("@") ? username : "kairos@localhost";
	}

	@Override
	public Outcome send(KairosUser onBehalfOf, String to, String subject, String body, @Nullable Calendar calendar) {
		if (!Mailer.isPlainAddress(to)) {
			return new Outcome(Status.UNDELIVERABLE, "none", "The address is not a plain e-mail address.");
		}
		OutgoingMail.CalendarPart part = (calendar != null)
				? new OutgoingMail.CalendarPart(calendar.method(), calendar.content()) : null;
		if (this.relay != null) {
			// The relay writes its own Message-ID.
			return relay(this.relay, new OutgoingMail(this.from, List.of(to), subject, body, "", part));
		}
		Provider provider = this.mailer.preferredProvider(onBehalfOf);
		if (provider == null) {
			return new Outcome(Status.UNDELIVERABLE, "none",
					"No SMTP relay is configured (spring.mail.host) and no Google or Microsoft mail account is connected.");
		}
		try {
			this.mailer.send(onBehalfOf, new MailMessage(List.of(to), subject, body, provider.wireValue()), part);
			return new Outcome(Status.SENT, provider.wireValue(),
					"Sent through the connected " + provider.wireValue() + " account.");
		}
		catch (ConnectionProblem | MissingMailScopeException ex) {
			return new Outcome(Status.UNDELIVERABLE, provider.wireValue(),
					"The connected " + provider.wireValue() + " account cannot send mail: " + ex.getMessage());
		}
		catch (InvalidRequestException ex) {
			return new Outcome(Status.UNDELIVERABLE, provider.wireValue(), "The message was refused as invalid.");
		}
		catch (ProviderFailure ex) {
			return new Outcome(Status.FAILED, provider.wireValue(), "The provider failed: " + ex.getMessage());
		}
	}

	private Outcome relay(JavaMailSender relay, OutgoingMail mail) {
		try {
			MimeMessage message = relay.createMimeMessage();
			MailMime.writeContent(message, mail);
			message.setFrom(new InternetAddress(this.from));
			for (String to : mail.to()) {
				message.addRecipient(Message.RecipientType.TO, new InternetAddress(to, true));
			}
			relay.send(message);
			return new Outcome(Status.SENT, "smtp", "Sent through the SMTP relay.");
		}
		catch (MailException | MessagingException ex) {
			logger.warn("The SMTP relay refused a message: " + ex.getMessage());
			return new Outcome(Status.FAILED, "smtp", "The SMTP relay failed.");
		}
	}

}
