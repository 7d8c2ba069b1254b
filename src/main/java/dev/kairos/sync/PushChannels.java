package dev.kairos.sync;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.sync.JdbcPushChannelRepository.Stored;

import dev.kairos.connections.Connections;
import dev.kairos.connections.ProviderDisconnected;
import dev.kairos.connections.ProviderDisconnecting;
import dev.kairos.providers.ChangeChannel;
import dev.kairos.providers.ChangeNotifier;
import dev.kairos.providers.ChangeNotifiers;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.shared.Secrets;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * A connection's change notification channel ({@code push_channels}): opened and renewed
 * by the connection's sync job, checked when a notification arrives, stopped when it is
 * replaced or the connection is removed. Push is on only with background sync, a
 * configured {@code kairos.public-base-url}, and a provider that pushes (Google,
 * Microsoft).
 */
@Service
class PushChannels {

	private static final Log logger = LogFactory.getLog(PushChannels.class);

	private final JdbcPushChannelRepository repository;

	private final ChangeNotifiers notifiers;

	private final Connections connections;

	private final PublicBaseUrl publicBaseUrl;

	private final PushProperties properties;

	private final SyncProperties sync;

	private final Clock clock;

	/**
	 * Channels live on real time, whatever {@code kairos.clock.fixed} pins: their ends
	 * are the providers', and {@link SyncJobs} compares notification times with its
	 * scheduler's.
	 */
	@Autowired
	PushChannels(JdbcPushChannelRepository repository, ChangeNotifiers notifiers, Connections connections,
			PublicBaseUrl publicBaseUrl, PushProperties properties, SyncProperties sync) {
		this(repository, notifiers, connections, publicBaseUrl, properties, sync, Clock.systemUTC());
	}

	/** With the clock a test pins. */
	PushChannels(JdbcPushChannelRepository repository, ChangeNotifiers notifiers, Connections connections,
			PublicBaseUrl publicBaseUrl, PushProperties properties, SyncProperties sync, Clock clock) {
		this.repository = repository;
		this.notifiers = notifiers;
		this.connections = connections;
		this.publicBaseUrl = publicBaseUrl;
		this.properties = properties;
		this.sync = sync;
		this.clock = clock;
	}

	/** Where the provider posts notifications. */
	static String path(Provider provider) {
		return "/api/push/" + provider.wireValue();
	}

	/**
	 * Where the provider posts a channel's notifications: Graph's carry their secret in
	 * the body, so the address holds it as well, to be checked before the body is read
	 * ({@link PushBodies}).
	 */
	static String path(Provider provider, String secret) {
		return (provider == Provider.MICROSOFT) ? path(provider) + "/" + secret : path(provider);
	}

	/** Whether a channel of the provider has this secret. */
	boolean knowsSecret(Provider provider, String secret) {
		return this.repository.hasSecret(provider, Secrets.sha256(secret));
	}

	/** The notifier when push is on for this provider here. */
	private Optional<ChangeNotifier> notifier(Provider provider) {
		URI base = this.publicBaseUrl.publicBaseUrl();
		if (!this.properties.enabled() || !this.sync.backgroundSync() || base == null || base.toString().isBlank()) {
			return Optional.empty();
		}
		return this.notifiers.of(provider);
	}

	/**
	 * Make sure the connection has a live channel, opening or renewing it when less than
	 * half its lifetime is left, and stop its stale ones. A provider's refusal is logged
	 * and leaves the connection polled as without push.
	 * @return whether a live channel covers the connection now
	 */
	boolean ensure(KairosUser user, Provider provider) {
		Optional<ChangeNotifier> found = notifier(provider);
		if (found.isEmpty()) {
			return false;
		}
		ChangeNotifier notifier = found.get();
		Instant now = this.clock.instant();
		stopStale(user, provider, notifier);
		Stored current = this.repository.active(user.id(), provider);
		if (current != null
				&& current.channel().expiresAt().isAfter(now.plus(this.properties.lifetime().dividedBy(2)))) {
			return true;
		}
		Instant wanted = now.plus(this.properties.lifetime());
		try {
			String token = this.connections.accessToken(user, provider);
			if (current != null) {
				Optional<Instant> extended = notifier.extend(token, current.channel(), wanted);
				if (extended.isPresent()) {
					this.repository.extend(provider, current.channel().channelId(), extended.get());
					return true;
				}
			}
			String secret = Secrets.random();
			ChangeChannel opened = notifier.open(token, UUID.randomUUID().toString(),
					URI.create(this.publicBaseUrl.resolve(path(provider, secret))), secret, wanted);
			this.repository.insert(user.id(), provider, opened, Secrets.sha256(secret), now);
			if (current != null) {
				this.repository.markStale(provider, current.channel().channelId());
				stopStale(user, provider, notifier);
			}
			return true;
		}
		catch (RuntimeException ex) {
			logger.warn("Could not open or renew the " + provider.wireValue()
					+ " notification channel of a connection; it is polled instead: " + ex.getMessage());
			return current != null && current.channel().expiresAt().isAfter(now);
		}
	}

	/**
	 * A notification arrived on a channel: the user whose connection must sync soon, if
	 * the channel is ours and the secret is the channel's.
	 */
	Notified notified(Provider provider, String channelId, String secret) {
		Stored stored = this.repository.find(provider, channelId);
		if (stored == null) {
			return new Notified(Notified.Outcome.UNKNOWN, null);
		}
		byte[] expected = stored.secretHash().getBytes(StandardCharsets.US_ASCII);
		byte[] given = Secrets.sha256(secret).getBytes(StandardCharsets.US_ASCII);
		if (!MessageDigest.isEqual(expected, given)) {
			return new Notified(Notified.Outcome.REFUSED, null);
		}
		this.repository.markNotified(provider, channelId, this.clock.instant());
		return new Notified(Notified.Outcome.ACCEPTED, stored.userId());
	}

	/** Whether a notification for the connection arrived at or after {@code since}. */
	boolean notifiedSince(KairosUser user, Provider provider, Instant since) {
		return this.repository.notifiedSince(user.id(), provider, since);
	}

	/** Stop the connection's channels while its tokens still work. */
	@EventListener
	void on(ProviderDisconnecting disconnecting) {
		KairosUser user = disconnecting.user();
		Provider provider = disconnecting.provider();
		Optional<ChangeNotifier> notifier = this.notifiers.of(provider);
		if (notifier.isEmpty()) {
			return;
		}
		this.repository.markAllStale(user.id(), provider);
		stopStale(user, provider, notifier.get());
	}

	/**
	 * A removed connection's channels that could not be stopped are forgotten with it;
	 * the provider ends them when they expire.
	 */
	@EventListener
	@Transactional(propagation = Propagation.MANDATORY)
	void on(ProviderDisconnected disconnected) {
		this.repository.deleteAll(disconnected.user().id(), disconnected.provider());
	}

	private void stopStale(KairosUser user, Provider provider, ChangeNotifier notifier) {
		List<Stored> stale = this.repository.stale(user.id(), provider);
		for (Stored channel : stale) {
			try {
				if (channel.channel().expiresAt().isAfter(this.clock.instant())) {
					notifier.stop(this.connections.accessToken(user, provider), channel.channel());
				}
				this.repository.delete(provider, channel.channel().channelId());
			}
			catch (RuntimeException ex) {
				logger.warn(
						"Could not stop a stale " + provider.wireValue() + " notification channel: " + ex.getMessage());
			}
		}
	}

	/**
	 * What a notification led to.
	 *
	 * @param outcome accepted, refused (wrong secret) or unknown (no such channel)
	 * @param userId whose connection syncs soon, when accepted
	 */
	record Notified(Outcome outcome, @Nullable UUID userId) {

		enum Outcome {

			ACCEPTED, REFUSED, UNKNOWN

		}

	}

}
