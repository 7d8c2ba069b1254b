package dev.kairos.test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;

/**
 * The service's own OpenAPI description (/v3/api-docs, fetched once per running server)
 * as a check on every answer the integration tests get: a status the operation does not
 * list, a content type it does not list, or a body that does not fit the schema, fails
 * the test. Requests to paths the description does not have (mistyped paths, methods an
 * endpoint doesn't take) must be refused with a 4xx.
 */
public final class ApiDescription {

	private static final Map<String, OpenApiInteractionValidator> VALIDATORS = new ConcurrentHashMap<>();

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	private static final String PATH_MISSING = "validation.request.path.missing";

	private static final String OPERATION_NOT_ALLOWED = "validation.request.operation.notAllowed";

	private ApiDescription() {
	}

	/**
	 * The ways {@code response} departs from the description of its operation, empty when
	 * it keeps it.
	 */
	public static String departures(HttpResponse<String> response) {
		URI uri = response.uri();
		String path = uri.getRawPath();
		Request.Method method = method(response.request().method());
		if (path == null || !path.startsWith("/api/") || method == null) {
			return "";
		}
		SimpleResponse.Builder answer = SimpleResponse.Builder.status(response.statusCode());
		response.headers().map().forEach(answer::withHeader);
		if (!response.body().isEmpty()) {
			answer.withBody(response.body());
		}
		ValidationReport report = validator(uri).validateResponse(path, method, answer.build());
		boolean undescribed = report.getMessages()
			.stream()
			.anyMatch((message) -> message.getKey().equals(PATH_MISSING)
					|| message.getKey().equals(OPERATION_NOT_ALLOWED));
		if (undescribed) {
			int status = response.statusCode();
			return (status >= 400 && status < 500) ? ""
					: method + " " + path + " is not in the description, yet answered " + status;
		}
		// A 405 says no operation has this method on this path, although a template may
		// match it (GET /api/events/create looks like GET /api/events/{id}).
		if (!report.hasErrors() || response.statusCode() == 405) {
			return "";
		}
		return report.getMessages()
			.stream()
			.filter((message) -> message.getLevel() == ValidationReport.Level.ERROR)
			.map((message) -> message.getKey() + ": " + message.getMessage()
					+ String.join("; ", message.getAdditionalInfo()))
			.collect(Collectors.joining("\n  ",
					method + " " + path + " answered " + response.statusCode() + " apart from /v3/api-docs:\n  ",
					"\n  body: " + excerpt(response.body())));
	}

	/** Fails with the departures of {@code response} from the description, if any. */
	public static void check(HttpResponse<String> response) {
		String departures = departures(response);
		if (!departures.isEmpty()) {
			throw new AssertionError(departures);
		}
	}

	private static OpenApiInteractionValidator validator(URI uri) {
		String origin = uri.getScheme() + "://" + uri.getRawAuthority();
		return VALIDATORS.computeIfAbsent(origin,
				(base) -> OpenApiInteractionValidator.createForInlineApiSpecification(fetch(base)).build());
	}

	private static String fetch(String origin) {
		try {
			HttpResponse<String> docs = HTTP.send(
					HttpRequest.newBuilder(URI.create(origin + "/v3/api-docs")).timeout(Duration.ofSeconds(60)).build(),
					HttpResponse.BodyHandlers.ofString());
			if (docs.statusCode() != 200) {
				throw new IllegalStateException("/v3/api-docs answered " + docs.statusCode());
			}
			return docs.body();
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private static Request.Method method(String name) {
		try {
			return Request.Method.valueOf(name.toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	private static String excerpt(String body) {
		return (body.length() > 400) ? body.substring(0, 400) + "…" : body;
	}

}
