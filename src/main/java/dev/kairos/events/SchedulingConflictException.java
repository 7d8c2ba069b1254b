package dev.kairos.events;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.function.Supplier;

import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.DeferredProblem;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * The event would overlap busy events (409). The problem lists the earliest of them in
 * {@code conflicts} (at most {@link #MAX_LISTED}), counts them in {@code conflict_count}
 * (exactly up to {@link ConflictPolicy#MAX_CONFLICTS}; {@code conflict_count_capped} is
 * true when there may be more), and offers {@code suggested_start}: the earliest start at
 * or after the requested one where the same duration is free (null when none was found
 * within a year). Every list is bounded, so the answer stays small however full the
 * calendar.
 */
public class SchedulingConflictException extends ErrorResponseException implements DeferredProblem {

	/**
	 * A one-off event (or one occurrence) would overlap busy events.
	 * @param overlaps the busy events, earliest first
	 * @param suggestion finds {@code suggested_start}; it runs when the answer is built,
	 * after the transaction that found the conflict has rolled back
	 * ({@link #complete()}), so that the search for a free start never holds the user's
	 * lock
	 */
	public SchedulingConflictException(List<Overlap> overlaps, Supplier<@Nullable Instant> suggestion) {
		super(HttpStatus.CONFLICT, problem(overlaps), null);
		this.suggestion = suggestion;
	}

	/**
	 * Occurrences of a new or moved series would overlap busy events: {@code conflicts}
	 * lists the busy events, {@code conflicting_occurrences} each occurrence that hits
	 * one (both at most {@link #MAX_LISTED}, each occurrence naming at most
	 * {@link #MAX_LISTED_PER_OCCURRENCE} busy events), {@code suggested_start} is null.
	 * @param overlaps the busy events, earliest first
	 * @param occurrences the occurrences that overlap them, earliest first
	 * @param total how many occurrences overlap busy events
	 * @param capped whether the check stopped early, so that {@code total} counts only
	 * the occurrences it reached
	 */
	public SchedulingConflictException(List<Overlap> overlaps, List<ConflictingOccurrence> occurrences, int total,
			boolean capped) {
		super(HttpStatus.CONFLICT, problem(overlaps, occurrences, total, capped), null);
		this.suggestion = null;
	}

	private transient @Nullable Supplier<@Nullable Instant> suggestion;

	/** Find {@code suggested_start}, once, now that the transaction is over. */
	@Override
	public void complete() {
		Supplier<@Nullable Instant> pending = this.suggestion;
		if (pending != null) {
			this.suggestion = null;
			getBody().setProperty("suggested_start", pending.get());
		}
	}

	/** Most busy events and occurrences listed in one answer. */
	public static final int MAX_LISTED = 100;

	/** Most busy events one conflicting occurrence names. */
	public static final int MAX_LISTED_PER_OCCURRENCE = 10;

	private static ProblemDetail problem(List<Overlap> overlaps, List<ConflictingOccurrence> occurrences, int total,
			boolean capped) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
				(capped ? "At least " : "") + total + " occurrence(s) of the series overlap "
						+ (capped ? "at least " : "") + overlaps.size()
						+ " existing event(s) within the checked year. Send \"force\": true to keep it anyway.");
		problem.setType(URI.create("https://kairos.dev/problems/scheduling-conflict"));
		problem.setTitle("Scheduling conflict");
		problem.setProperty("conflicts", first(overlaps, MAX_LISTED));
		problem.setProperty("conflicting_occurrences",
				first(occurrences, MAX_LISTED).stream()
					.map((occurrence) -> new ConflictingOccurrence(occurrence.startTime(), occurrence.endTime(),
							first(occurrence.conflicts(), MAX_LISTED_PER_OCCURRENCE)))
					.toList());
		problem.setProperty("conflicting_occurrence_count", total);
		problem.setProperty("conflicting_occurrence_count_capped", capped);
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

	private static ProblemDetail problem(List<Overlap> overlaps) {
		boolean capped = overlaps.size() >= ConflictPolicy.MAX_CONFLICTS;
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
				"The event overlaps " + (capped ? "at least " : "") + overlaps.size()
						+ " existing event(s). Send \"force\": true to keep it anyway.");
		problem.setType(URI.create("https://kairos.dev/problems/scheduling-conflict"));
		problem.setTitle("Scheduling conflict");
		problem.setProperty("conflicts", first(overlaps, MAX_LISTED));
		problem.setProperty("conflict_count", overlaps.size());
		problem.setProperty("conflict_count_capped", capped);
		problem.setProperty("suggested_start", null);
		return problem;
	}

	private static <T> List<T> first(List<T> items, int limit) {
		return List.copyOf(items.subList(0, Math.min(items.size(), limit)));
	}

}
