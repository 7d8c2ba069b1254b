package dev.kairos.idempotency;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The request first sent with this key has not finished (409): it is not run a second
 * time.
 */
public class IdempotencyKeyInProgressException extends ErrorResponseException {

	public IdempotencyKeyInProgressException() {
		super(HttpStatus.CONFLICT, problem(), null);
	}

	private static ProblemDetail problem() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
				"The request first sent with this Idempotency-Key is still running (or was interrupted); it is not "
						+ "run twice. Retry later to get its result.");
		problem.setType(URI.create("https://kairos.dev/problems/idempotency-key-in-progress"));
		problem.setTitle("Request in progress");
		problem.setProperty("retryable", true);
		return problem;
	}

}
