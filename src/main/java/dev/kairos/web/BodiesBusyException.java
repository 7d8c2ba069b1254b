package dev.kairos.web;

import java.net.URI;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The bodies being read hold all the memory they may ({@link AsyncBody}): 503
 * {@code busy}, to be sent again shortly.
 */
class BodiesBusyException extends ErrorResponseException {

	BodiesBusyException() {
		super(HttpStatus.SERVICE_UNAVAILABLE, problem(), null);
		getHeaders().set(HttpHeaders.RETRY_AFTER, "5");
	}

	private static ProblemDetail problem() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.SERVICE_UNAVAILABLE,
				"The service is reading too many request bodies at once; nothing was changed. Send it again shortly.");
		problem.setType(URI.create("https://kairos.dev/problems/busy"));
		problem.setTitle("Busy");
		problem.setProperty("retryable", true);
		return problem;
	}

}
