package dev.kairos.events;

import java.net.URI;
import java.time.Instant;
import java.util.List;

import dev.kairos.events.spi.Overlap;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The event would overlap busy events (409). The problem lists them in {@code conflicts}
 * and offers {@code suggested_start}: the earliest start at or after the requested one
 * where the same duration is free (null when nothing is free within a year).
 */
public class SchedulingConflictException extends ErrorResponseException {

	public SchedulingConflictException(List<Overlap> overlaps, @Nullable Instant suggestedStart) {
		super(HttpStatus.CONFLICT, problem(overlaps, suggestedStart), null);
	}

	/**
	 * Occurrences of a new or moved series would overlap busy events: {@code conflicts}
	 * lists the busy events, {@code conflicting_occurrences} each occurrence that hits
	 * one (both at most {@link #MAX_LISTED}), {@code suggested_start} is null.
	 * @param overlaps the busy events, earliest first
	 * @param occurrences the occurrences that overlap them, earliest first
	 * @param total how many occurrences overlap busy events
	 */
	public SchedulingConflictException(List<Overlap> overlaps, List<ConflictingOccurrence> occurrences, int total) {
		super(HttpStatus.CONFLICT, problem(overlaps, occurrences, total), null);
	}

	/** Most busy events and occurrences listed in one answer. */
	public static final int MAX_LISTED = 100;

	private static ProblemDetail problem(List<Overlap> overlaps, List<ConflictingOccurrence> occurrences, int total) {
		List<Overlap> listed = overlaps.subList(0, Math.min(overlaps.size(), MAX_LISTED));
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
				total + " occurrence(s) of the series overlap " + overlaps.size()
						+ " existing event(s) within the checked year. Send \"force\": true to keep it anyway.");
		problem.setType(URI.create("https://kairos.dev/problems/scheduling-conflict"));
		problem.setTitle("Scheduling conflict");
		problem.setProperty("conflicts", List.copyOf(listed));
		problem.setProperty("conflicting_occurrences",
				List.copyOf(occurrences.subList(0, Math.min(occurrences.size(), MAX_LISTED))));
		problem.setProperty("conflicting_occurrence_count", total);
		problem.setProperty("suggested_start", null);
		return problem;
	}

	/**
	 * One occurrence of a series that overlaps busy events.
	 *
	 * @param startTime its start
	 * @param endTime its end
	 * @param conflicts the ids of the busy events it overlaps
	 */
	public record ConflictingOccurrence(Instant startTime, Instant endTime, List<String> conflicts) {

	}

	private static ProblemDetail problem(List<Overlap> overlaps, @Nullable Instant suggestedStart) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, "The event overlaps "
				+ overlaps.size() + " existing event(s). Send \"force\": true to keep it anyway.");
		problem.setType(URI.create("https://kairos.dev/problems/scheduling-conflict"));
		problem.setTitle("Scheduling conflict");
		problem.setProperty("conflicts", List.copyOf(overlaps));
		problem.setProperty("suggested_start", suggestedStart);
		return problem;
	}

}
