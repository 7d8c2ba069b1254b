package dev.kairos.ical;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * No feed has this token (404). The same answer for a malformed, unknown or rotated
 * token, so that a caller learns nothing about which it was.
 */
class FeedNotFoundException extends ErrorResponseException {

	FeedNotFoundException() {
		super(HttpStatus.NOT_FOUND, problem(), null);
	}

	private static ProblemDetail problem() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND,
				"No feed has this token. Copy the current feed_url from GET /api/settings.");
		problem.setType(URI.create("https://kairos.dev/problems/feed-not-found"));
		problem.setTitle("Feed not found");
		return problem;
	}

}
