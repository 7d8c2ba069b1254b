package dev.kairos.shared;

import java.net.URI;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.util.Assert;
import org.springframework.web.ErrorResponseException;

/**
 * Reject a request whose content is invalid: answered as 400 with an {@code errors} list
 * naming every field at fault, so that a client can fix them all at once.
 */
public class InvalidRequestException extends ErrorResponseException {

	/** Problem type of every validation failure. */
	public static final URI TYPE = URI.create("https://kairos.dev/problems/invalid-request");

	private final List<FieldProblem> errors;

	public InvalidRequestException(List<FieldProblem> errors) {
		super(HttpStatus.BAD_REQUEST, problem(errors), null);
		this.errors = List.copyOf(errors);
	}

	public InvalidRequestException(String field, String message) {
		this(List.of(new FieldProblem(field, message)));
	}

	public List<FieldProblem> getErrors() {
		return this.errors;
	}

	private static ProblemDetail problem(List<FieldProblem> errors) {
		Assert.notEmpty(errors, "Errors must not be empty");
		String detail = (errors.size() == 1) ? errors.get(0).field() + ": " + errors.get(0).message()
				: errors.size() + " fields are invalid.";
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
		problem.setType(TYPE);
		problem.setTitle("Invalid request");
		problem.setProperty("errors", List.copyOf(errors));
		return problem;
	}

}
