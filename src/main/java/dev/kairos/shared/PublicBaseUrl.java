package dev.kairos.shared;

import java.net.URI;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Where clients reach this service; links the service hands out (the feed URL, OAuth
 * redirect URIs) are built from it. Unset, links follow the request being answered: its
 * scheme, host and port, after the forwarded headers of trusted proxies (Tomcat's
 * RemoteIpValve applies them); outside a request, {@code http://localhost:8080}.
 *
 * @param publicBaseUrl the base URL, without a trailing slash; null or empty to follow
 * each request
 */
@ConfigurationProperties("kairos")
public record PublicBaseUrl(@Nullable URI publicBaseUrl) {

	private static final URI FALLBACK = URI.create("http://localhost:8080");

	/** An absolute URL for a path of this service. */
	public String resolve(String path) {
		return base().toString().replaceAll("/+$", "") + path;
	}

	/**
	 * The configured base URL, or the current request's, or
	 * {@code http://localhost:8080}.
	 */
	public URI base() {
		if (this.publicBaseUrl != null && !this.publicBaseUrl.toString().isBlank()) {
			return this.publicBaseUrl;
		}
		if (RequestContextHolder.getRequestAttributes() != null) {
			return ServletUriComponentsBuilder.fromCurrentContextPath().build().toUri();
		}
		return FALLBACK;
	}

}
