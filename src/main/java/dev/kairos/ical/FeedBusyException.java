package dev.kairos.ical;

import java.net.URI;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Too many feeds are being sent at once, for this user or on this instance (503, with
 * {@code Retry-After}): each is sent from a temporary file, and their number is bounded
 * ({@link FeedFiles}).
 */
class FeedBusyException extends ErrorResponseException {

	FeedBusyException(long retryAfterSeconds, boolean user) {
		super(HttpStatus.SERVICE_UNAVAILABLE, problem(retryAfterSeconds, user), null);
		getHeaders().set(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
	}

	private static ProblemDetail problem(long retryAfterSeconds, boolean user) {
		String detail = (user ? "This feed is already being downloaded as often as it may be at once"
				: "Too many feeds are being downloaded at once") + ". Try again in " + retryAfterSeconds + " seconds.";
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.SERVICE_UNAVAILABLE, detail);
		problem.setType(URI.create("https://kairos.dev/problems/feed-busy"));
		problem.setTitle("Feed busy");
		problem.setProperty("retryable", true);
		problem.setProperty("retry_after_seconds", retryAfterSeconds);
		return problem;
	}

}
