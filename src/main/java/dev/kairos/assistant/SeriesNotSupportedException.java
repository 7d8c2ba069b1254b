package dev.kairos.assistant;

import java.net.URI;
import java.util.List;

import dev.kairos.shared.FieldProblem;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A confirmed proposal needs recurring events, which the events feature does not store
 * yet (issue 9): a proposal that repeats ({@code recurrence}), or a change to one
 * occurrence of a series or to a series. Answered as 422 naming the field, and nothing is
 * written, so that a repeating proposal is never turned into a one-off silently.
 */
class SeriesNotSupportedException extends ErrorResponseException {

	static final URI TYPE = URI.create("https://kairos.dev/problems/series-not-supported");

	private SeriesNotSupportedException(String field, String detail) {
		super(HttpStatus.UNPROCESSABLE_CONTENT, problem(field, detail), null);
	}

	/** A proposal with {@code recurrence}. */
	static SeriesNotSupportedException recurrence() {
		return new SeriesNotSupportedException("recurrence", "Repeating events can't be created or changed yet; "
				+ "confirm a single occurrence without recurrence instead.");
	}

	/** A change to one occurrence of a series, or to a whole series. */
	static SeriesNotSupportedException series() {
		return new SeriesNotSupportedException("event_id",
				"Occurrences of repeating events and whole series can't be changed yet.");
	}

	private static ProblemDetail problem(String field, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.UNPROCESSABLE_CONTENT, detail);
		problem.setType(TYPE);
		problem.setTitle("Repeating events not supported yet");
		problem.setProperty("errors", List.of(new FieldProblem(field, detail)));
		return problem;
	}

}
