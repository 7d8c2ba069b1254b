package dev.kairos.ical;

import java.net.URI;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Too many unknown feed tokens came from this address (429, with {@code Retry-After}).
 */
class FeedThrottledException extends ErrorResponseException {

	FeedThrottledException(long retryAfterSeconds) {
		super(HttpStatus.TOO_MANY_REQUESTS, problem(retryAfterSeconds), null);
		getHeaders().set(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
	}

	private static ProblemDetail problem(long retryAfterSeconds) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.TOO_MANY_REQUESTS,
				"Too many requests with unknown feed tokens from your address. Try again in " + retryAfterSeconds
						+ " seconds.");
		problem.setType(URI.create("https://kairos.dev/problems/feed-throttled"));
		problem.setTitle("Too many requests");
		problem.setProperty("retry_after_seconds", retryAfterSeconds);
		return problem;
	}

}
