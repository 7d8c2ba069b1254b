package dev.kairos.security;

import java.net.URI;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A sign-in named no valid API key (401). The same answer for a malformed, unknown or
 * revoked key, so it tells a guesser nothing.
 */
class InvalidApiKeyException extends ErrorResponseException {

	InvalidApiKeyException() {
		super(HttpStatus.UNAUTHORIZED, problem(), null);
		getHeaders().set(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
	}

	private static ProblemDetail problem() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.UNAUTHORIZED,
				"This API key is not valid: it may be mistyped, incomplete or revoked.");
		problem.setType(URI.create("https://kairos.dev/problems/invalid-api-key"));
		problem.setTitle("Sign-in failed");
		return problem;
	}

}
