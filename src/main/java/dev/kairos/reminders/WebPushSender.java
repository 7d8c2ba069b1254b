package dev.kairos.reminders;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import com.interaso.webpush.WebPush;
import dev.kairos.shared.PublicBaseUrl;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Component;

/**
 * Sends a notification as a Web Push message to each browser the user subscribed: the
 * payload encrypted for the browser (aes128gcm, RFC 8291), signed for the push service
 * with the server's VAPID key (RFC 8292), all subscriptions at once, each bounded by
 * {@code kairos.web-push.timeout}. A subscription the push service calls gone (404 or
 * 410) is deleted; other failures are logged and the subscription kept.
 */
@Component
class WebPushSender {

	private static final Log logger = LogFactory.getLog(WebPushSender.class);

	/** A push service keeps an undelivered message at most this long. */
	static final Duration MAX_TTL = Duration.ofDays(28);

	static final Duration MIN_TTL = Duration.ofMinutes(1);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final JdbcWebPushRepository repository;

	private final WebPushKeys keys;

	private final WebPushProperties properties;

	private final Clock clock;

	private final String subject;

	private final HttpClient http;

	WebPushSender(JdbcWebPushRepository repository, WebPushKeys keys, WebPushProperties properties, PublicBaseUrl base,
			Clock clock) {
		this.repository = repository;
		this.keys = keys;
		this.properties = properties;
		this.clock = clock;
		this.subject = subject(properties.subject(), base);
		this.http = HttpClient.newBuilder()
			.connectTimeout(properties.timeout())
			.followRedirects(HttpClient.Redirect.NEVER)
			.build();
	}

	/**
	 * The VAPID subject: {@code kairos.web-push.subject}, else the public base URL when
	 * it is https, else {@code mailto:kairos@localhost}.
	 */
	static String subject(@Nullable String configured, PublicBaseUrl base) {
		if (configured != null && !configured.isBlank()) {
			String subject = configured.strip();
			if (!subject.startsWith("mailto:") && !subject.startsWith("https://")) {
				throw new IllegalArgumentException(
						"kairos.web-push.subject must be a mailto: or https:// URL, not " + subject);
			}
			return subject;
		}
		URI url = base.publicBaseUrl();
		if (url != null && "https".equals(url.getScheme())) {
			return url.toString();
		}
		return "mailto:kairos@localhost";
	}

	/**
	 * Send the payload (a small JSON object) to every subscription of the user.
	 * @param expiresAt when the message is no use any more (the push service may drop it
	 * after that)
	 * @return to how many subscriptions it went, and how many push services accepted it
	 */
	Outcome send(UUID userId, Map<String, Object> payload, Instant expiresAt) {
		if (!this.properties.enabled()) {
			return new Outcome(0, 0);
		}
		List<JdbcWebPushRepository.Subscription> subscriptions = this.repository.list(userId,
				this.properties.maxSubscriptions());
		if (subscriptions.isEmpty()) {
			return new Outcome(0, 0);
		}
		byte[] body = JSON.writeValueAsString(payload).getBytes(StandardCharsets.UTF_8);
		int ttl = (int) ttl(this.clock.instant(), expiresAt).toSeconds();
		WebPush push = new WebPush(this.subject, this.keys.keys());
		List<CompletableFuture<Boolean>> sends = new ArrayList<>();
		for (JdbcWebPushRepository.Subscription subscription : subscriptions) {
			sends.add(send(push, userId, subscription, body, ttl));
		}
		int accepted = 0;
		for (CompletableFuture<Boolean> send : sends) {
			try {
				// The request's timeout covers the wait for the answer's headers; this
				// one the
				// whole exchange, so a push service that trickles its answer holds no
				// run.
				if (Boolean.TRUE.equals(send.get(2 * this.properties.timeout().toMillis(), TimeUnit.MILLISECONDS))) {
					accepted++;
				}
			}
			catch (TimeoutException ex) {
				send.cancel(true);
				logger.warn("A Web Push message got no full answer in time");
			}
			catch (ExecutionException ex) {
				logger.warn("A Web Push message could not be sent", ex.getCause());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				break;
			}
		}
		return new Outcome(subscriptions.size(), accepted);
	}

	private CompletableFuture<Boolean> send(WebPush push, UUID userId, JdbcWebPushRepository.Subscription subscription,
			byte[] payload, int ttl) {
		HttpRequest request;
		try {
			Base64.Decoder base64 = Base64.getUrlDecoder();
			byte[] encrypted = push.getBody(payload, base64.decode(subscription.p256dh()),
					base64.decode(subscription.auth()));
			HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(subscription.endpoint()))
				.timeout(this.properties.timeout())
				.POST(HttpRequest.BodyPublishers.ofByteArray(encrypted));
			push.getHeaders(subscription.endpoint(), ttl, null, WebPush.Urgency.High).forEach(builder::setHeader);
			request = builder.build();
		}
		catch (RuntimeException ex) {
			logger.warn("A Web Push message could not be made for subscription " + subscription.id(), ex);
			return CompletableFuture.completedFuture(false);
		}
		// The answer's body is never read: a push service says all there is in its
		// status.
		return this.http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).handle((response, failure) -> {
			if (failure != null) {
				logger.warn("Web Push to " + host(subscription) + " failed: " + failure);
				return false;
			}
			int status = response.statusCode();
			if (status >= 200 && status < 300) {
				return true;
			}
			if (status == 404 || status == 410) {
				logger.info("Web Push subscription " + subscription.id() + " is gone (" + status + "); deleted");
				this.repository.delete(userId, subscription.id());
				return false;
			}
			logger.warn("Web Push to " + host(subscription) + " answered " + status);
			return false;
		});
	}

	/** From now until the message is no use, within what push services keep. */
	static Duration ttl(Instant now, Instant expiresAt) {
		Duration ttl = Duration.between(now, expiresAt);
		if (ttl.compareTo(MIN_TTL) < 0) {
			return MIN_TTL;
		}
		return (ttl.compareTo(MAX_TTL) > 0) ? MAX_TTL : ttl;
	}

	/**
	 * @param subscriptions the subscriptions the message went to
	 * @param accepted how many of their push services accepted it
	 */
	record Outcome(int subscriptions, int accepted) {
	}

	private static String host(JdbcWebPushRepository.Subscription subscription) {
		return String.valueOf(URI.create(subscription.endpoint()).getHost());
	}

}
