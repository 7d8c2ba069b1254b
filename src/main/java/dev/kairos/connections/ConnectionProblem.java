package dev.kairos.connections;

import java.net.URI;

import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * What can go wrong with a connection, each a problem type of its own: not connected
 * (409), needs re-authorization (409), not configured on this server (409), unknown
 * connection (404), and a failed or forged authorization callback (400). Where the user
 * can fix it, {@code connect_url} says how.
 */
public class ConnectionProblem extends ErrorResponseException {

	private ConnectionProblem(HttpStatus status, String type, String title, String detail, @Nullable Provider provider,
			@Nullable String connectUrl) {
		super(status, problem(status, type, title, detail, provider, connectUrl), null);
	}

	public static ConnectionProblem notConnected(Provider provider) {
		return new ConnectionProblem(HttpStatus.CONFLICT, "provider-not-connected", "Provider not connected",
				provider.wireValue() + " is not connected. Connect it first (connect_url"
						+ (provider == Provider.CANVAS ? ", or an access token in Connections" : "") + ").",
				provider, authorizePath(provider));
	}

	public static ConnectionProblem reauthorizationRequired(Provider provider) {
		return new ConnectionProblem(HttpStatus.CONFLICT, "reauthorization-required", "Reconnect the provider", provider
			.wireValue()
				+ " no longer accepts the stored authorization (revoked or expired). Connect it again (connect_url).",
				provider, authorizePath(provider));
	}

	public static ConnectionProblem notConfigured(Provider provider) {
		return new ConnectionProblem(HttpStatus.CONFLICT, "provider-not-configured", "Provider not configured",
				provider.wireValue() + " can't be connected on this server: it has no " + provider.wireValue()
						+ " client configured (its operator sets kairos.providers." + provider.wireValue() + ".*).",
				provider, null);
	}

	static ConnectionProblem unknownConnection(Provider provider) {
		return new ConnectionProblem(HttpStatus.NOT_FOUND, "connection-not-found", "Connection not found",
				provider.wireValue() + " is not connected.", provider, null);
	}

	static ConnectionProblem invalidState() {
		return new ConnectionProblem(HttpStatus.BAD_REQUEST, "invalid-oauth-state", "Invalid authorization state",
				"The authorization request is unknown, expired or already used. Start again from the authorize URL.",
				null, null);
	}

	static ConnectionProblem denied(Provider provider, String error) {
		return new ConnectionProblem(HttpStatus.BAD_REQUEST, "authorization-denied", "Authorization not granted",
				provider.wireValue() + " did not grant access (" + error + "). Nothing was stored.", provider,
				authorizePath(provider));
	}

	static ConnectionProblem tokenRefused(Provider provider) {
		return new ConnectionProblem(HttpStatus.BAD_REQUEST, "authorization-refused", "Authorization refused",
				provider.wireValue() + " refused the authorization code or token. Nothing was stored.", provider,
				authorizePath(provider));
	}

	private static String authorizePath(Provider provider) {
		return "/api/connections/" + provider.wireValue() + "/authorize";
	}

	private static ProblemDetail problem(HttpStatus status, String type, String title, String detail,
			@Nullable Provider provider, @Nullable String connectUrl) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(URI.create("https://kairos.dev/problems/" + type));
		problem.setTitle(title);
		if (provider != null) {
			problem.setProperty("provider", provider.wireValue());
		}
		if (connectUrl != null) {
			problem.setProperty("connect_url", connectUrl);
		}
		return problem;
	}

}
