package dev.kairos.mail;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import dev.kairos.connections.Connection;
import dev.kairos.connections.ConnectionProblem;
import dev.kairos.connections.ConnectionStatus;
import dev.kairos.connections.Connections;
import dev.kairos.providers.AccessTokenRejectedException;
import dev.kairos.providers.InsufficientScopeException;
import dev.kairos.providers.MailSender;
import dev.kairos.providers.MailSenders;
import dev.kairos.providers.OutgoingMail;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.PublicBaseUrl;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

/**
 * Send mail through the user's connected account. Everything that can be checked is
 * checked before the provider is called: the message, the connection, and the granted
 * scopes. A 401 from the provider proves nothing was sent, so it is answered by one token
 * refresh and one more attempt; nothing else repeats a send.
 */
@Service
public class Mailer {

	static final int MAX_RECIPIENTS = 100;

	static final int MAX_SUBJECT = 998;

	static final int MAX_BODY_BYTES = 1024 * 1024;

	private final Connections connections;

	private final MailSenders senders;

	private final String messageIdDomain;

	/** The wire values of the providers that send mail, for the 400 that lists them. */
	private final List<String> mailProviders;

	Mailer(Connections connections, MailSenders senders, PublicBaseUrl publicBaseUrl) {
		this.connections = connections;
		this.senders = senders;
		String host = publicBaseUrl.base().getHost();
		this.messageIdDomain = (host != null) ? host : "kairos.local";
		this.mailProviders = senders.providers().stream().map(Provider::wireValue).toList();
	}

	/**
	 * Send a message.
	 * @throws dev.kairos.shared.InvalidRequestException 400 for an invalid message
	 * @throws ConnectionProblem 409 when the provider is not connected or must be
	 * reconnected
	 * @throws MissingMailScopeException 403 when the grant lacks the sending scope
	 * @throws dev.kairos.providers.ProviderFailure 502 when the provider fails
	 */
	public SentMail send(KairosUser user, MailMessage message) {
		return send(user, message, null);
	}

	/**
	 * Send a message with an iCalendar part (for the service's own mail, never taken from
	 * a request body): as {@link #send(KairosUser, MailMessage)}.
	 */
	SentMail send(KairosUser user, MailMessage message, OutgoingMail.@Nullable CalendarPart calendar) {
		Validated valid = validate(message);
		MailSender sender = this.senders.of(valid.provider());
		Connection connection = this.connections.get(user, valid.provider());
		if (!connection.connected()) {
			throw connection.available() ? ConnectionProblem.notConnected(valid.provider())
					: ConnectionProblem.notConfigured(valid.provider());
		}
		if (connection.status() == ConnectionStatus.REAUTH_REQUIRED) {
			throw ConnectionProblem.reauthorizationRequired(valid.provider());
		}
		if (!sender.maySend(this.connections.grantedScopes(user, valid.provider()))) {
			throw new MissingMailScopeException(valid.provider(), sender.requiredScope());
		}
		String from = (connection.account() != null) ? connection.account().email() : null;
		OutgoingMail mail = new OutgoingMail(from, valid.to(), valid.subject(), valid.body(),
				"<" + UUID.randomUUID() + "@" + this.messageIdDomain + ">", calendar);
		String token = this.connections.accessToken(user, valid.provider());
		try {
			return sent(valid.provider(), send(sender, token, mail));
		}
		catch (AccessTokenRejectedException ex) {
			String refreshed = this.connections.refreshedAccessToken(user, valid.provider(), token);
			try {
				return sent(valid.provider(), send(sender, refreshed, mail));
			}
			catch (AccessTokenRejectedException again) {
				throw ConnectionProblem.reauthorizationRequired(valid.provider());
			}
		}
	}

	/** The providers mail can be sent through, in the order of {@link Provider}. */
	public List<Provider> providers() {
		return this.senders.providers();
	}

	/**
	 * The provider a draft should name: the first connected mail provider (in the order
	 * of {@link Provider}) whose grant may send, else the first connected one (sending
	 * then says how to add the permission), else null.
	 */
	public @Nullable Provider preferredProvider(KairosUser user) {
		Provider connected = null;
		for (Connection connection : this.connections.list(user)) {
			MailSender sender = this.senders.of(connection.provider());
			if (sender == null || !connection.connected() || connection.status() != ConnectionStatus.CONNECTED) {
				continue;
			}
			if (sender.maySend(Set.copyOf(connection.scopes()))) {
				return connection.provider();
			}
			if (connected == null) {
				connected = connection.provider();
			}
		}
		return connected;
	}

	private static @Nullable String send(MailSender sender, String token, OutgoingMail mail) {
		try {
			return sender.send(token, mail);
		}
		catch (InsufficientScopeException ex) {
			throw new MissingMailScopeException(sender.provider(), sender.requiredScope());
		}
	}

	private static SentMail sent(Provider provider, @Nullable String messageId) {
		return new SentMail(provider, messageId, "sent");
	}

	/** Check a message; every problem is reported at once. */
	Validated validate(MailMessage message) {
		FieldProblems problems = new FieldProblems();
		List<String> to = new ArrayList<>();
		if (message.to() == null || message.to().isEmpty()) {
			problems.add("to", "must list at least one recipient");
		}
		else if (message.to().size() > MAX_RECIPIENTS) {
			problems.add("to", "must list at most " + MAX_RECIPIENTS + " recipients");
		}
		else {
			for (int i = 0; i < message.to().size(); i++) {
				String address = message.to().get(i);
				if (!isPlainAddress(address)) {
					problems.add("to[" + i + "]", "must be a plain e-mail address such as sam@example.com");
				}
				else {
					to.add(address.strip());
				}
			}
		}
		String subject = message.subject();
		if (subject == null || subject.isBlank()) {
			problems.add("subject", "is required");
		}
		else if (subject.length() > MAX_SUBJECT) {
			problems.add("subject", "must be at most " + MAX_SUBJECT + " characters");
		}
		else if (subject.indexOf('\r') >= 0 || subject.indexOf('\n') >= 0) {
			problems.add("subject", "must not contain line breaks");
		}
		if (message.body() == null) {
			problems.add("body", "is required");
		}
		else if (message.body().getBytes(StandardCharsets.UTF_8).length > MAX_BODY_BYTES) {
			problems.add("body", "must be at most 1 MB");
		}
		Provider provider = Provider.fromWire(message.provider());
		if (message.provider() == null) {
			problems.add("provider", "is required; one of " + this.mailProviders);
		}
		else if (provider == null || this.senders.of(provider) == null) {
			problems.add("provider", "must be one of " + this.mailProviders);
		}
		problems.throwIfAny();
		return new Validated(to, subject.strip(), message.body(), provider);
	}

	/**
	 * An RFC 5322 addr-spec and nothing else: no display name, no group, no list, no line
	 * breaks.
	 */
	static boolean isPlainAddress(@Nullable String address) {
		if (address == null || address.isBlank() || address.length() > 254 || address.indexOf('\r') >= 0
				|| address.indexOf('\n') >= 0) {
			return false;
		}
		try {
			InternetAddress parsed = new InternetAddress(address.strip(), true);
			parsed.validate();
			return parsed.getPersonal() == null && !parsed.isGroup() && parsed.getAddress().equals(address.strip())
					&& parsed.getAddress().indexOf('@') > 0;
		}
		catch (AddressException ex) {
			return false;
		}
	}

	record Validated(List<String> to, String subject, String body, Provider provider) {
	}

}
