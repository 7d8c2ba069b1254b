package dev.kairos.providers.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.providers.AccessTokenRejectedException;
import dev.kairos.providers.InsufficientScopeException;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderRejectedException;
import dev.kairos.providers.ProviderUnavailableException;
import dev.kairos.providers.SyncCursorExpiredException;
import io.github.resilience4j.core.functions.Either;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Component;

/**
 * HTTP to the providers, the way their documentation asks for it: connect and read
 * timeouts on every call; calls retried a bounded number of times on 429, 5xx, rate-limit
 * 403s (Google's {@code rateLimitExceeded}, Canvas' plain-text "Rate Limit Exceeded"),
 * timeouts and connection failures, with exponential backoff and jitter, and never sooner
 * than a {@code Retry-After} asks. Retries are Resilience4j's; what is worth retrying is
 * ours.
 */
@Component
public class ProviderHttp {

	private static final Log logger = LogFactory.getLog(ProviderHttp.class);

	private static final Pattern RETRY_AFTER_HINT = Pattern.compile("Retry after (\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z)");

	private final JsonMapper json = JsonMapper.builder().build();

	private final HttpClient client;

	private final ProviderHttpProperties properties;

	private final Clock clock;

	ProviderHttp(ProviderHttpProperties properties, Clock clock) {
		this.properties = properties;
		this.clock = clock;
		this.client = HttpClient.newBuilder()
			.connectTimeout(properties.connectTimeout())
			.followRedirects(HttpClient.Redirect.NEVER)
			.version(HttpClient.Version.HTTP_1_1)
			.build();
	}

	public Duration connectTimeout() {
		return this.properties.connectTimeout();
	}

	public Duration readTimeout() {
		return this.properties.readTimeout();
	}

	/** Start a request with the read timeout and, when given, the bearer token. */
	public HttpRequest.Builder request(URI uri, @Nullable String accessToken) {
		HttpRequest.Builder builder = HttpRequest.newBuilder(uri)
			.timeout(this.properties.readTimeout())
			.header("Accept", "application/json");
		if (accessToken != null) {
			builder.header("Authorization", "Bearer " + accessToken);
		}
		return builder;
	}

	/**
	 * Send {@code method} with a JSON body, or with none when {@code body} is null; see
	 * {@link #send(Provider, HttpRequest, boolean)}.
	 */
	public ProviderResponse sendJson(Provider provider, String method, URI uri, String accessToken,
			@Nullable String body, boolean idempotent) {
		HttpRequest.Builder request = request(uri, accessToken);
		if (body != null) {
			request.header("Content-Type", "application/json")
				.method(method, HttpRequest.BodyPublishers.ofString(body));
		}
		else {
			request.method(method, HttpRequest.BodyPublishers.noBody());
		}
		return send(provider, request.build(), idempotent);
	}

	/**
	 * The JSON of a successful answer.
	 * @throws RuntimeException the provider's failure
	 * ({@link #failure(Provider, ProviderResponse, boolean)}) when the answer is not a
	 * success
	 */
	public JsonNode successJson(Provider provider, ProviderResponse response, boolean idempotent) {
		if (!response.isSuccess()) {
			throw failure(provider, response, idempotent);
		}
		return json(provider, response);
	}

	/** GET with retries; see {@link #send(Provider, HttpRequest, boolean)}. */
	public ProviderResponse get(Provider provider, URI uri, String accessToken, Map<String, String> headers) {
		HttpRequest.Builder request = request(uri, accessToken).GET();
		headers.forEach(request::header);
		return send(provider, request.build(), true);
	}

	/**
	 * Send a request and return the provider's final answer, whatever its status.
	 * @param provider who is called, for errors
	 * @param request the request
	 * @param idempotent whether repeating it is safe: only then are timeouts and lost
	 * connections retried. A request that must not be carried out twice (sending mail) is
	 * retried only on answers (429, rate-limit 403s, 5xx) and on connections never made,
	 * never after a timeout, when the provider may have acted
	 * @return the answer: a success, or a failure that retrying did not mend
	 * @throws ProviderUnavailableException when the provider could not be reached or kept
	 * timing out
	 */
	public ProviderResponse send(Provider provider, HttpRequest request, boolean idempotent) {
		RetryConfig config = RetryConfig.<ProviderResponse>custom()
			.maxAttempts(this.properties.maxAttempts())
			.retryOnResult((response) -> isRetryable(response, idempotent))
			.retryOnException((ex) -> ex instanceof ConnectException || (idempotent && isTransient(ex)))
			.intervalBiFunction(this::pause)
			.failAfterMaxAttempts(false)
			.build();
		Retry retry = Retry.of(provider.wireValue(), config);
		retry.getEventPublisher()
			.onRetry((event) -> logger.info(provider.wireValue() + " " + request.method() + " "
					+ request.uri().getPath() + " retry " + event.getNumberOfRetryAttempts()
					+ ((event.getLastThrowable() != null) ? " after " + describe(event.getLastThrowable()) : "")));
		try {
			return retry.executeCheckedSupplier(() -> exchange(request));
		}
		catch (ConnectException ex) {
			throw new ProviderUnavailableException(provider, describe(ex));
		}
		catch (IOException ex) {
			// The request may have reached the provider: for a non-idempotent one the
			// outcome is unknown.
			throw new ProviderUnavailableException(provider, describe(ex), !idempotent);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new ProviderUnavailableException(provider, "interrupted");
		}
		catch (RuntimeException ex) {
			throw ex;
		}
		catch (Throwable ex) {
			throw new ProviderUnavailableException(provider, describe(ex));
		}
	}

	/**
	 * Turn a failed answer into the exception its callers expect: 401 →
	 * {@link AccessTokenRejectedException}, 410 → {@link SyncCursorExpiredException}, a
	 * missing scope → {@link InsufficientScopeException}, throttling or a server error
	 * that outlived the retries → {@link ProviderUnavailableException}, any other failure
	 * → {@link ProviderRejectedException}.
	 */
	public RuntimeException failure(Provider provider, ProviderResponse response) {
		return failure(provider, response, true);
	}

	/**
	 * As {@link #failure(Provider, ProviderResponse)}, for a request that must not be
	 * carried out twice: a server error other than 503 leaves its outcome unknown.
	 */
	public RuntimeException failure(Provider provider, ProviderResponse response, boolean idempotent) {
		if (!idempotent && response.status() >= 500 && response.status() != 503) {
			return new ProviderUnavailableException(provider,
					"HTTP " + response.status() + errorCode(response).map((code) -> " " + code).orElse(""), true);
		}
		String reason = "HTTP " + response.status() + errorCode(response).map((code) -> " " + code).orElse("");
		if (response.status() == 401) {
			return new AccessTokenRejectedException(provider);
		}
		if (response.status() == 410) {
			return new SyncCursorExpiredException(provider);
		}
		if (isScopeMissing(response)) {
			return new InsufficientScopeException(provider, reason);
		}
		if (isRetryable(response, true)) {
			return new ProviderUnavailableException(provider, reason);
		}
		return new ProviderRejectedException(provider, reason);
	}

	/** Parse a JSON body; a body that is no JSON is a provider error, never a 500. */
	public JsonNode json(Provider provider, ProviderResponse response) {
		try {
			JsonNode node = this.json.readTree(response.body());
			if (node == null || node.isMissingNode()) {
				throw new ProviderRejectedException(provider, "empty response");
			}
			return node;
		}
		catch (JacksonException ex) {
			throw new ProviderRejectedException(provider, "malformed JSON in the response");
		}
	}

	/**
	 * Whether {@code link} points at the same scheme, host and port as {@code base}:
	 * follow no other.
	 */
	public static boolean sameOrigin(URI base, URI link) {
		return base.getScheme().equalsIgnoreCase(link.getScheme()) && base.getHost().equalsIgnoreCase(link.getHost())
				&& base.getPort() == link.getPort();
	}

	private ProviderResponse exchange(HttpRequest request) throws IOException, InterruptedException {
		HttpResponse<String> response = this.client.send(request, HttpResponse.BodyHandlers.ofString());
		return new ProviderResponse(response.statusCode(), response.headers(), response.body());
	}

	/**
	 * Whether another attempt may help and is safe. 429, rate-limit 403s and 503 say the
	 * provider did not take the request; 500 nearly always means it failed; 502 and 504
	 * come from a gateway that may have passed the request on, so they are retried only
	 * when repeating is harmless.
	 */
	private boolean isRetryable(ProviderResponse response, boolean idempotent) {
		Duration retryAfter = retryAfter(response);
		if (retryAfter != null && retryAfter.compareTo(this.properties.maxRetryAfter()) > 0) {
			return false;
		}
		int status = response.status();
		if (status == 429 || status == 500 || status == 503 || isRateLimited403(response)) {
			return true;
		}
		return idempotent && (status == 502 || status == 504);
	}

	private static boolean isTransient(Throwable ex) {
		return ex instanceof HttpTimeoutException || ex instanceof IOException;
	}

	/**
	 * Google's rate-limit reasons and Canvas' throttle answer are 403s that a pause
	 * mends.
	 */
	private boolean isRateLimited403(ProviderResponse response) {
		if (response.status() != 403) {
			return false;
		}
		String remaining = response.header("X-Rate-Limit-Remaining");
		if (response.body().contains("Rate Limit Exceeded") || (remaining != null && parseDouble(remaining) <= 0)) {
			return true;
		}
		String code = errorCode(response).orElse("");
		return code.equals("rateLimitExceeded") || code.equals("userRateLimitExceeded");
	}

	private boolean isScopeMissing(ProviderResponse response) {
		if (response.status() != 403) {
			return false;
		}
		String code = errorCode(response).orElse("");
		return code.equals("insufficientPermissions") || code.equals("ErrorAccessDenied") || code.equals("accessDenied")
				|| response.body().contains("ACCESS_TOKEN_SCOPE_INSUFFICIENT");
	}

	/**
	 * The machine-readable error code of the three providers' envelopes, if the body has
	 * one.
	 */
	Optional<String> errorCode(ProviderResponse response) {
		try {
			JsonNode body = this.json.readTree(response.body());
			JsonNode error = body.path("error");
			if (error.isString()) {
				return Optional.of(error.asString());
			}
			JsonNode reason = error.path("errors").path(0).path("reason");
			if (reason.isString()) {
				return Optional.of(reason.asString());
			}
			if (error.path("code").isString()) {
				return Optional.of(error.path("code").asString());
			}
			if (error.path("status").isString()) {
				return Optional.of(error.path("status").asString());
			}
			return Optional.empty();
		}
		catch (JacksonException ex) {
			return Optional.empty();
		}
	}

	private Long pause(Integer attempt, Either<Throwable, ProviderResponse> outcome) {
		long base = Math.min(this.properties.maxBackoff().toMillis(),
				this.properties.initialBackoff().toMillis() << Math.min(attempt - 1, 20));
		long pause = base / 2 + ThreadLocalRandom.current().nextLong(base / 2 + 1);
		Duration retryAfter = outcome.isRight() ? retryAfter(outcome.get()) : null;
		return (retryAfter != null) ? Math.max(pause, retryAfter.toMillis()) : pause;
	}

	/**
	 * {@code Retry-After} as delta-seconds (possibly fractional) or an HTTP-date; without
	 * one, Gmail's "Retry after 2024-03-05T20:18:23.688Z" in the error message.
	 */
	private @Nullable Duration retryAfter(ProviderResponse response) {
		String value = response.header("Retry-After");
		if (value == null || value.isBlank()) {
			Matcher hint = RETRY_AFTER_HINT.matcher(response.body());
			if (!hint.find()) {
				return null;
			}
			try {
				Duration wait = Duration.between(this.clock.instant(), Instant.parse(hint.group(1)));
				return wait.isNegative() ? Duration.ZERO : wait;
			}
			catch (DateTimeParseException ex) {
				return null;
			}
		}
		double seconds = parseDouble(value.strip());
		if (!Double.isNaN(seconds)) {
			return Duration.ofMillis((long) (Math.max(0, seconds) * 1000));
		}
		try {
			Instant at = ZonedDateTime.parse(value.strip(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
			Duration wait = Duration.between(this.clock.instant(), at);
			return wait.isNegative() ? Duration.ZERO : wait;
		}
		catch (DateTimeParseException ex) {
			return null;
		}
	}

	private static double parseDouble(String value) {
		try {
			return Double.parseDouble(value);
		}
		catch (NumberFormatException ex) {
			return Double.NaN;
		}
	}

	private static String describe(Throwable ex) {
		if (ex instanceof HttpTimeoutException) {
			return "timed out";
		}
		return "connection failed";
	}

}
