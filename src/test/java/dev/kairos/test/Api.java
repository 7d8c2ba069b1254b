package dev.kairos.test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A plain HTTP client for the integration tests: real requests over loopback, as a client
 * would send them, with an API key. Every answer is checked against the service's OpenAPI
 * description ({@link ApiDescription}).
 */
public final class Api {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final HttpClient http;

	private final String baseUrl;

	private final @Nullable String key;

	public Api(int port, @Nullable String key) {
		this(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(), "http://localhost:" + port, key);
	}

	private Api(HttpClient http, String baseUrl, @Nullable String key) {
		this.http = http;
		this.baseUrl = baseUrl;
		this.key = key;
	}

	/** The same server, as another caller (or anonymous, with null). */
	public Api as(@Nullable String otherKey) {
		return new Api(this.http, this.baseUrl, otherKey);
	}

	public Response get(String path) {
		return send(request(path).GET());
	}

	public Response delete(String path) {
		return send(request(path).DELETE());
	}

	public Response post(String path, String json) {
		return send(request(path).header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json)));
	}

	public Response patch(String path, String json) {
		return send(request(path).header("Content-Type", "application/json")
			.method("PATCH", HttpRequest.BodyPublishers.ofString(json)));
	}

	public Response send(String method, String path, Map<String, String> headers, String body) {
		HttpRequest.Builder builder = request(path).method(method, HttpRequest.BodyPublishers.ofString(body));
		headers.forEach(builder::header);
		return send(builder);
	}

	public Response send(HttpRequest.Builder request) {
		try {
			HttpResponse<String> response = this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
			ApiDescription.check(response);
			return new Response(response);
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	public HttpRequest.Builder request(String path) {
		HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(this.baseUrl + path))
			.timeout(Duration.ofSeconds(30));
		if (this.key != null) {
			builder.header("Authorization", "Bearer " + this.key);
		}
		return builder;
	}

	/**
	 * JSON text from a template with single quotes, for readable request bodies in tests.
	 */
	public static String json(String singleQuoted) {
		return singleQuoted.replace('\'', '"');
	}

	/** A response with its body parsed as JSON when it is JSON. */
	public record Response(HttpResponse<String> raw) {

		public int status() {
			return this.raw.statusCode();
		}

		public String body() {
			return this.raw.body();
		}

		public @Nullable String header(String name) {
			return this.raw.headers().firstValue(name).orElse(null);
		}

		public JsonNode json() {
			return JSON.readTree(this.raw.body());
		}

		public String text(String field) {
			return json().path(field).asString();
		}

		@Override
		public String toString() {
			return this.raw.statusCode() + " " + this.raw.body();
		}

	}

}
