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

	/** At most this many errors are listed in one answer. */
	public static final int MAX_LISTED = 20;

	private static final int MAX_TEXT = 300;

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

	/**
	 * The problem for these errors, small whatever the request: the first
	 * {@value #MAX_LISTED} are listed (each field name and message cut to
	 * {@value #MAX_TEXT} characters) and {@code more_errors} counts the rest.
	 */
	public static ProblemDetail problem(List<FieldProblem> errors) {
		Assert.notEmpty(errors, "Errors must not be empty");
		String detail = (errors.size() == 1) ? shorten(errors.get(0).field()) + ": " + shorten(errors.get(0).message())
				: errors.size() + " fields are invalid" + ((errors.size() > MAX_LISTED) ? "; the first " + MAX_LISTED
						+ " are listed, " + (errors.size() - MAX_LISTED) + " more are not." : ".");
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
		problem.setType(TYPE);
		problem.setTitle("Invalid request");
		problem.setProperty("errors",
				errors.stream()
					.limit(MAX_LISTED)
					.map((error) -> new FieldProblem(shorten(error.field()), shorten(error.message())))
					.toList());
		if (errors.size() > MAX_LISTED) {
			problem.setProperty("more_errors", errors.size() - MAX_LISTED);
		}
		return problem;
	}

	/**
	 * The text cut to {@value #MAX_TEXT} characters, with any unpaired surrogate (a
	 * client's key may hold one) replaced, so that the answer can always be written.
	 */
	public static String shorten(String text) {
		String cut = (text.length() <= MAX_TEXT) ? text : text.substring(0, MAX_TEXT - 1) + "…";
		StringBuilder clean = new StringBuilder(cut.length());
		for (int i = 0; i < cut.length(); i++) {
			char c = cut.charAt(i);
			if (Character.isHighSurrogate(c) && i + 1 < cut.length() && Character.isLowSurrogate(cut.charAt(i + 1))) {
				clean.append(c).append(cut.charAt(++i));
			}
			else {
				clean.append(Character.isSurrogate(c) ? '\uFFFD' : c);
			}
		}
		return clean.toString();
	}

}
