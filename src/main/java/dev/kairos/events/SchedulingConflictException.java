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

	private final List<Overlap> overlaps;

	public SchedulingConflictException(List<Overlap> overlaps, @Nullable Instant suggestedStart) {
		super(HttpStatus.CONFLICT, problem(overlaps, suggestedStart), null);
		this.overlaps = List.copyOf(overlaps);
	}

	public List<Overlap> getOverlaps() {
		return this.overlaps;
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
