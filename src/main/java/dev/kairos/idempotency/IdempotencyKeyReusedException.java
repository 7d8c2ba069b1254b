package dev.kairos.idempotency;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The idempotency key was already used with a different request (422).
 */
public class IdempotencyKeyReusedException extends ErrorResponseException {

	public IdempotencyKeyReusedException() {
		super(HttpStatus.UNPROCESSABLE_CONTENT, problem(), null);
	}

	private static ProblemDetail problem() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.UNPROCESSABLE_CONTENT,
				"This Idempotency-Key was used for a different request in the last 24 hours. "
						+ "Send a new key with a new request.");
		problem.setType(URI.create("https://kairos.dev/problems/idempotency-key-reused"));
		problem.setTitle("Idempotency key reused");
		return problem;
	}

}
