package dev.kairos.providers.http;

import java.net.http.HttpHeaders;

import org.jspecify.annotations.Nullable;

/**
 * A provider's HTTP answer.
 *
 * @param status the HTTP status
 * @param headers the response headers
 * @param body the body as text
 */
public record ProviderResponse(int status, HttpHeaders headers, String body) {

	public @Nullable String header(String name) {
		return this.headers.firstValue(name).orElse(null);
	}

	public boolean isSuccess() {
		return this.status >= 200 && this.status < 300;
	}

}
