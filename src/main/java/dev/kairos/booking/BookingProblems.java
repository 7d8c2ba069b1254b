package dev.kairos.booking;

import java.net.URI;
import java.time.Instant;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/** The problems the booking feature answers with. */
final class BookingProblems {

	private BookingProblems() {
	}

	/**
	 * 404 for a page the caller may not see: unknown, another user's, or (on the public
	 * side) disabled. The answer is the same in every case.
	 */
	static ErrorResponseException pageNotFound() {
		return problem(HttpStatus.NOT_FOUND, "booking-page-not-found", "Booking page not found",
				"There is no such booking page.");
	}

	static ErrorResponseException bookingNotFound() {
		return problem(HttpStatus.NOT_FOUND, "booking-not-found", "Booking not found",
				"There is no booking for this link.");
	}

	static ErrorResponseException slugTaken(String slug) {
		ErrorResponseException ex = problem(HttpStatus.CONFLICT, "slug-taken", "Slug taken",
				"The slug \"" + slug + "\" is taken; choose another.");
		ex.getBody().setProperty("field", "slug");
		return ex;
	}

	static ErrorResponseException tooManyPages(int max) {
		ErrorResponseException ex = problem(HttpStatus.CONFLICT, "limit-exceeded", "Limit exceeded",
				"You have " + max + " booking pages, the most one user may have; delete one first.");
		ex.getBody().setProperty("limit", "max-booking-pages");
		ex.getBody().setProperty("max", max);
		return ex;
	}

	static ErrorResponseException cancelled() {
		return problem(HttpStatus.CONFLICT, "booking-cancelled", "Booking cancelled",
				"This booking was cancelled; it cannot be moved.");
	}

	/**
	 * 409: the time asked for is not (or no longer) free. {@code next_slots} lists the
	 * next free starts for the same duration, earliest first.
	 */
	static ErrorResponseException slotUnavailable(List<Instant> next) {
		ErrorResponseException ex = problem(HttpStatus.CONFLICT, "slot-unavailable", "Slot unavailable",
				next.isEmpty() ? "This time cannot be booked, and no other time is free soon."
						: "This time cannot be booked; next_slots lists the next free times.");
		ex.getBody().setProperty("next_slots", next.stream().map(Instant::toString).toList());
		return ex;
	}

	private static ErrorResponseException problem(HttpStatus status, String type, String title, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(URI.create("https://kairos.dev/problems/" + type));
		problem.setTitle(title);
		return new ErrorResponseException(status, problem, null);
	}

}
