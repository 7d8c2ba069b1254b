package dev.kairos.sync;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/** The problems a push notification is refused with, before or after its body is read. */
final class PushProblems {

	private PushProblems() {
	}

	static ErrorResponseException refused() {
		return problem(HttpStatus.FORBIDDEN, "push-refused", "Notification refused",
				"The notification does not carry its channel's secret.");
	}

	static ErrorResponseException unknown() {
		return problem(HttpStatus.NOT_FOUND, "unknown-channel", "Unknown channel",
				"No notification channel of this service has that id.");
	}

	private static ErrorResponseException problem(HttpStatus status, String type, String title, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(URI.create("https://kairos.dev/problems/" + type));
		problem.setTitle(title);
		return new ErrorResponseException(status, problem, null);
	}

}
