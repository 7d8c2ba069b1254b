package dev.kairos.sync;

import jakarta.servlet.http.HttpServletRequest;

import dev.kairos.providers.Provider;
import dev.kairos.shared.PublicBody;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.stereotype.Component;

/**
 * The push endpoints take no sign-in, so their bodies are read only once the request's
 * address has shown it comes from one of our channels: Google's notifications carry
 * everything in headers (their body is never read); Graph's are read only when posted to
 * {@code /api/push/microsoft/{secret}} with the secret of one of our subscriptions (any
 * other is 404 {@code unknown-channel} at once); a subscription's validation
 * ({@code ?validationToken=}) is answered without its body.
 */
@Component
@ConditionalOnWebApplication
class PushBodies implements PublicBody {

	private static final String MICROSOFT = PushChannels.path(Provider.MICROSOFT) + "/";

	private final PushChannels channels;

	PushBodies(PushChannels channels) {
		this.channels = channels;
	}

	@Override
	public boolean covers(String path) {
		return path.startsWith("/api/push/");
	}

	@Override
	public boolean read(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (!"POST".equals(request.getMethod()) || !path.startsWith(PushChannels.path(Provider.MICROSOFT))
				|| validation(request)) {
			return false;
		}
		String secret = path.startsWith(MICROSOFT) ? path.substring(MICROSOFT.length()) : "";
		if (secret.isEmpty() || secret.length() > 100 || !this.channels.knowsSecret(Provider.MICROSOFT, secret)) {
			throw PushProblems.unknown();
		}
		return true;
	}

	/** Graph's check of a new subscription, read from the query string alone. */
	private static boolean validation(HttpServletRequest request) {
		String query = request.getQueryString();
		if (query == null) {
			return false;
		}
		for (String pair : query.split("&")) {
			if (pair.equals("validationToken") || pair.startsWith("validationToken=")) {
				return true;
			}
		}
		return false;
	}

}
