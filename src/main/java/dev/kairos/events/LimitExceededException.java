package dev.kairos.events;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A write would take the user past one of the limits on what they may store (409,
 * {@code limit-exceeded}); {@code limit} names it and {@code max} gives its value.
 */
public class LimitExceededException extends ErrorResponseException {

	public LimitExceededException(String limit, int max, String detail) {
		super(HttpStatus.CONFLICT, problem(limit, max, detail), null);
	}

	private static ProblemDetail problem(String limit, int max, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, detail);
		problem.setType(URI.create("https://kairos.dev/problems/limit-exceeded"));
		problem.setTitle("Limit exceeded");
		problem.setProperty("limit", limit);
		problem.setProperty("max", max);
		return problem;
	}

}
