package dev.kairos.web;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.util.unit.DataSize;
import org.springframework.web.ErrorResponseException;

/**
 * Reject a request body over the configured limit (413).
 */
class PayloadTooLargeException extends ErrorResponseException {

	PayloadTooLargeException(DataSize limit) {
		super(HttpStatus.CONTENT_TOO_LARGE, problem(limit), null);
	}

	private static ProblemDetail problem(DataSize limit) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONTENT_TOO_LARGE,
				"The request body is larger than the limit of " + limit.toKilobytes() + " KB.");
		problem.setType(URI.create("https://kairos.dev/problems/payload-too-large"));
		problem.setTitle("Payload too large");
		return problem;
	}

}
