package dev.kairos.sync;

import java.net.URI;

import dev.kairos.providers.Provider;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Another sync of the same user and provider is running (409); it will bring the same
 * data.
 */
class SyncInProgressException extends ErrorResponseException {

	SyncInProgressException(Provider provider) {
		super(HttpStatus.CONFLICT, problem(provider), null);
	}

	private static ProblemDetail problem(Provider provider) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
				"A sync of " + provider.wireValue() + " is already running; try again when it has finished.");
		problem.setType(URI.create("https://kairos.dev/problems/sync-in-progress"));
		problem.setTitle("Sync in progress");
		problem.setProperty("provider", provider.wireValue());
		problem.setProperty("retryable", true);
		return problem;
	}

}
