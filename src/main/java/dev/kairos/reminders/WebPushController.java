package dev.kairos.reminders;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Web Push for notification reminders: the server's public VAPID key, and the browsers
 * the user subscribed (docs/reminders.md). Not under /api/push, which is open for the
 * providers' change notifications: these need the user's credentials.
 */
@RestController
@RequestMapping("/api/web-push")
@Tag(name = "Web Push", description = "Notification reminders pushed to browsers that subscribed")
class WebPushController {

	static final int MAX_ENDPOINT = 1024;

	private static final Pattern BASE64URL = Pattern.compile("[A-Za-z0-9_-]+={0,2}");

	private final JdbcWebPushRepository repository;

	private final WebPushKeys keys;

	private final WebPushProperties properties;

	private final Clock clock;

	WebPushController(JdbcWebPushRepository repository, WebPushKeys keys, WebPushProperties properties, Clock clock) {
		this.repository = repository;
		this.keys = keys;
		this.properties = properties;
		this.clock = clock;
	}

	@GetMapping("/vapid-public-key")
	@Operation(summary = "The server's public VAPID key, for PushManager.subscribe's applicationServerKey "
			+ "(unpadded base64url of the uncompressed P-256 point)")
	WebPushKeyResponse publicKey() {
		return new WebPushKeyResponse(this.keys.applicationServerKey());
	}

	@GetMapping("/subscriptions")
	@Operation(summary = "The browsers subscribed to the user's notification reminders, newest first")
	WebPushSubscriptionList list(KairosUser user) {
		return new WebPushSubscriptionList(this.repository.list(user.id(), this.properties.maxSubscriptions())
			.stream()
			.map(WebPushSubscriptionResponse::of)
			.toList());
	}

	@PostMapping(path = "/subscriptions", consumes = "application/json")
	@Operation(summary = "Subscribe a browser: the JSON of its PushSubscription (endpoint and keys). The same "
			+ "endpoint again updates its keys; past the most per user, the oldest subscription goes")
	@ApiResponse(responseCode = "201", description = "Subscribed")
	@ApiResponse(responseCode = "200", description = "Already subscribed (keys updated)")
	ResponseEntity<WebPushSubscriptionResponse> subscribe(KairosUser user,
			@RequestBody WebPushSubscriptionRequest request) {
		FieldProblems problems = new FieldProblems();
		String endpoint = endpoint(problems, request.endpoint(), this.properties.allowLoopbackHttp());
		WebPushKeysBody body = request.keys();
		String p256dh = null;
		String auth = null;
		if (body == null) {
			problems.add("keys", "is required: the subscription's p256dh and auth");
		}
		else {
			p256dh = key(problems, "keys.p256dh", body.p256dh(), 65);
			auth = key(problems, "keys.auth", body.auth(), 16);
		}
		problems.throwIfAny();
		JdbcWebPushRepository.Saved saved = this.repository.save(user.id(), endpoint, p256dh, auth,
				this.properties.maxSubscriptions(), this.clock.instant());
		if (saved.subscription() == null) {
			throw new IllegalStateException("The subscription was not stored");
		}
		return ResponseEntity.status(saved.created() ? HttpStatus.CREATED : HttpStatus.OK)
			.body(WebPushSubscriptionResponse.of(saved.subscription()));
	}

	@DeleteMapping("/subscriptions")
	@Operation(summary = "Unsubscribe a browser of this user, by its endpoint")
	@ApiResponse(responseCode = "204", description = "Unsubscribed")
	@ApiResponse(responseCode = "404",
			description = "web-push-subscription-not-found: this user has no " + "subscription with this endpoint",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<Void> unsubscribe(KairosUser user,
			@Parameter(description = "The subscription's endpoint URL") @RequestParam String endpoint) {
		if (!this.repository.deleteByEndpoint(user.id(), endpoint)) {
			ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND,
					"You have no Web Push subscription with this endpoint.");
			problem.setType(URI.create("https://kairos.dev/problems/web-push-subscription-not-found"));
			problem.setTitle("Subscription not found");
			throw new ErrorResponseException(HttpStatus.NOT_FOUND, problem, null);
		}
		return ResponseEntity.noContent().build();
	}

	/**
	 * A push service's URL: absolute https (http only on a loopback address, when
	 * allowed), no user info or fragment, not on a private, link-local or loopback
	 * address given as an IP literal.
	 */
	static String endpoint(FieldProblems problems, @Nullable String endpoint, boolean allowLoopbackHttp) {
		if (endpoint == null || endpoint.isBlank()) {
			problems.add("endpoint", "is required: the push service's URL of the subscription");
			return "";
		}
		if (endpoint.length() > MAX_ENDPOINT) {
			problems.add("endpoint", "must be at most " + MAX_ENDPOINT + " characters");
			return "";
		}
		URI uri;
		try {
			uri = new URI(endpoint);
		}
		catch (URISyntaxException ex) {
			problems.add("endpoint", "must be a URL");
			return "";
		}
		String scheme = (uri.getScheme() != null) ? uri.getScheme().toLowerCase(Locale.ROOT) : "";
		String host = uri.getHost();
		if (!uri.isAbsolute() || host == null || uri.getRawUserInfo() != null || uri.getRawFragment() != null) {
			problems.add("endpoint", "must be an absolute https URL with a host");
			return "";
		}
		boolean loopback = isLoopback(host);
		if (scheme.equals("http") && allowLoopbackHttp && loopback) {
			return endpoint;
		}
		if (!scheme.equals("https")) {
			problems.add("endpoint", "must be an https URL");
			return "";
		}
		if (loopback || isPrivateLiteral(host)) {
			problems.add("endpoint", "must be a push service on the internet, not a local address");
			return "";
		}
		return endpoint;
	}

	/** A base64url key of the length the Web Push encryption needs. */
	static @Nullable String key(FieldProblems problems, String field, @Nullable String value, int bytes) {
		if (value == null || value.isBlank()) {
			problems.add(field, "is required");
			return null;
		}
		if (value.length() > 200 || !BASE64URL.matcher(value).matches()) {
			problems.add(field, "must be base64url");
			return null;
		}
		byte[] decoded;
		try {
			decoded = Base64.getUrlDecoder().decode(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, "must be base64url");
			return null;
		}
		if (decoded.length != bytes || (bytes == 65 && decoded[0] != 4)) {
			problems.add(field, (bytes == 65) ? "must be an uncompressed P-256 public key (65 bytes)"
					: "must be " + bytes + " bytes");
			return null;
		}
		return Base64.getUrlEncoder().withoutPadding().encodeToString(decoded);
	}

	private static boolean isLoopback(String host) {
		String name = host.toLowerCase(Locale.ROOT);
		if (name.equals("localhost") || name.endsWith(".localhost")) {
			return true;
		}
		InetAddress literal = literal(name);
		return literal != null && literal.isLoopbackAddress();
	}

	private static boolean isPrivateLiteral(String host) {
		InetAddress literal = literal(host);
		return literal != null && (literal.isSiteLocalAddress() || literal.isLinkLocalAddress()
				|| literal.isAnyLocalAddress() || literal.isMulticastAddress());
	}

	/** The address of an IP literal host, without asking DNS; null for a name. */
	private static @Nullable InetAddress literal(String host) {
		String bare = (host.startsWith("[") && host.endsWith("]")) ? host.substring(1, host.length() - 1) : host;
		if (!bare.matches("[0-9.]+") && !bare.contains(":")) {
			return null;
		}
		try {
			return InetAddress.getByName(bare);
		}
		catch (UnknownHostException ex) {
			return null;
		}
	}

	/**
	 * @param publicKey the server's applicationServerKey (unpadded base64url)
	 */
	record WebPushKeyResponse(String publicKey) {
	}

	/**
	 * A browser's PushSubscription as {@code JSON.stringify} writes it.
	 *
	 * @param endpoint the push service's URL for this browser
	 * @param expirationTime when the push service ends it (milliseconds since the epoch),
	 * if it says; not used
	 * @param keys the browser's keys for the message encryption
	 */
	record WebPushSubscriptionRequest(@Nullable String endpoint,
			@JsonProperty("expirationTime") @Nullable Long expirationTime, @Nullable WebPushKeysBody keys) {
	}

	/**
	 * @param p256dh the browser's P-256 public key, base64url (65 bytes)
	 * @param auth the browser's authentication secret, base64url (16 bytes)
	 */
	record WebPushKeysBody(@Nullable String p256dh, @Nullable String auth) {
	}

	record WebPushSubscriptionResponse(UUID id, String endpoint, Instant createdAt) {

		static WebPushSubscriptionResponse of(JdbcWebPushRepository.Subscription subscription) {
			return new WebPushSubscriptionResponse(subscription.id(), subscription.endpoint(),
					subscription.createdAt());
		}

	}

	record WebPushSubscriptionList(List<WebPushSubscriptionResponse> subscriptions) {
	}

}
