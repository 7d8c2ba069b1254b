package dev.kairos.security;

import java.net.URI;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * No API key with this id belongs to the caller (404, whether or not it exists for
 * someone else).
 */
class ApiKeyNotFoundException extends ErrorResponseException {

	ApiKeyNotFoundException(UUID id) {
		super(HttpStatus.NOT_FOUND, problem(id), null);
	}

	private static ProblemDetail problem(UUID id) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, "No API key " + id + ".");
		problem.setType(URI.create("https://kairos.dev/problems/api-key-not-found"));
		problem.setTitle("API key not found");
		return problem;
	}

}
