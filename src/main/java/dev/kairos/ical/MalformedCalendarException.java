package dev.kairos.ical;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The upload is not an iCalendar file, or so broken that nothing in it can be trusted
 * (400). The problem names the line; nothing was imported.
 */
class MalformedCalendarException extends ErrorResponseException {

	private final int line;

	MalformedCalendarException(int line, String message) {
		super(HttpStatus.BAD_REQUEST, problem(line, message), null);
		this.line = line;
	}

	int line() {
		return this.line;
	}

	private static ProblemDetail problem(int line, String message) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
				"Line " + line + ": " + message + " Nothing was imported.");
		problem.setType(URI.create("https://kairos.dev/problems/malformed-calendar"));
		problem.setTitle("Not a readable iCalendar file");
		problem.setProperty("line", line);
		return problem;
	}

}
