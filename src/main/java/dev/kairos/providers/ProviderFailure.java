package dev.kairos.providers;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A provider call that failed; answered as 502 problem details carrying the provider and
 * its reason (status and error code, never its payload), and whether trying again later
 * may help.
 */
public abstract class ProviderFailure extends ErrorResponseException {

	private final Provider provider;

	private final String reason;

	protected ProviderFailure(Provider provider, String reason, boolean retryable, String type) {
		super(HttpStatus.BAD_GATEWAY, problem(provider, reason, retryable, type), null);
		this.provider = provider;
		this.reason = reason;
	}

	public Provider getProvider() {
		return this.provider;
	}

	/** The provider's reason, fit for a user: e.g. "HTTP 503 backendError". */
	public String getReason() {
		return this.reason;
	}

	private static ProblemDetail problem(Provider provider, String reason, boolean retryable, String type) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_GATEWAY,
				provider.wireValue() + " failed: " + reason
						+ (retryable ? ". Nothing was changed; try again later." : ". Nothing was changed."));
		problem.setType(URI.create("https://kairos.dev/problems/" + type));
		problem.setTitle(retryable ? "Provider unavailable" : "Provider refused the request");
		problem.setProperty("provider", provider.wireValue());
		problem.setProperty("retryable", retryable);
		return problem;
	}

}
