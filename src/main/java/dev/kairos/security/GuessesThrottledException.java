package dev.kairos.security;

import java.net.URI;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Too many wrong guesses came from this address (429, with {@code Retry-After}).
 */
public class GuessesThrottledException extends ErrorResponseException {

	GuessesThrottledException(GuessLimit limit, long retryAfterSeconds) {
		super(HttpStatus.TOO_MANY_REQUESTS, problem(limit, retryAfterSeconds), null);
		getHeaders().set(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
	}

	private static ProblemDetail problem(GuessLimit limit, long retryAfterSeconds) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.TOO_MANY_REQUESTS, "Too many requests with "
				+ limit.guesses() + " from your address. Try again in " + retryAfterSeconds + " seconds.");
		problem.setType(URI.create("https://kairos.dev/problems/" + limit.name() + "-throttled"));
		problem.setTitle("Too many requests");
		problem.setProperty("retry_after_seconds", retryAfterSeconds);
		return problem;
	}

}
