package dev.kairos.ical;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The upload is over one of the import limits (413): its size, its number of events, or
 * the number of events its series expand to. Nothing was imported.
 */
class ImportTooLargeException extends ErrorResponseException {

	ImportTooLargeException(String detail) {
		super(HttpStatus.CONTENT_TOO_LARGE, problem(detail), null);
	}

	private static ProblemDetail problem(String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONTENT_TOO_LARGE,
				detail + " Nothing was imported; split the file.");
		problem.setType(URI.create("https://kairos.dev/problems/import-too-large"));
		problem.setTitle("Import too large");
		return problem;
	}

}
