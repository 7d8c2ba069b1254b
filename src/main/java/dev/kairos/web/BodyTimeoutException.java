package dev.kairos.web;

import java.net.URI;
import java.time.Duration;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A request body that did not arrive within {@code kairos.web.body-timeout} (408): the
 * request did nothing.
 */
class BodyTimeoutException extends ErrorResponseException {

	BodyTimeoutException(Duration timeout) {
		super(HttpStatus.REQUEST_TIMEOUT, problem(timeout), null);
	}

	private static ProblemDetail problem(Duration timeout) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.REQUEST_TIMEOUT,
				"The request body did not arrive within " + timeout.toSeconds()
						+ " seconds; nothing was changed. Send it again, at once.");
		problem.setType(URI.create("https://kairos.dev/problems/request-timeout"));
		problem.setTitle("Request body too slow");
		return problem;
	}

}
