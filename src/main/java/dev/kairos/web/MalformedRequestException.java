package dev.kairos.web;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Reject a request whose line or headers cannot be read (400 {@code malformed-request}):
 * a query parameter that is not UTF-8 or holds a NUL, a malformed {@code Accept}, and,
 * written by {@link ProblemReportValve} and {@link ProblemErrorController}, what Tomcat
 * and the firewall refuse before any controller runs.
 */
class MalformedRequestException extends ErrorResponseException {

	static final URI TYPE = URI.create("https://kairos.dev/problems/malformed-request");

	MalformedRequestException(String detail) {
		super(HttpStatus.BAD_REQUEST, problem(detail), null);
	}

	static ProblemDetail problem(String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
		problem.setType(TYPE);
		problem.setTitle("Malformed request");
		return problem;
	}

}
