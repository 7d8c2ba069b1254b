package dev.kairos.events;

import java.net.URI;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The caller has no event with this id (404, also when another user has one: existence
 * never leaks).
 */
public class EventNotFoundException extends ErrorResponseException {

	public EventNotFoundException(UUID id) {
		this(EventId.of(id));
	}

	public EventNotFoundException(EventId id) {
		super(HttpStatus.NOT_FOUND, problem(id), null);
	}

	private static ProblemDetail problem(EventId id) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, "No event " + id + ".");
		problem.setType(URI.create("https://kairos.dev/problems/event-not-found"));
		problem.setTitle("Event not found");
		return problem;
	}

}
