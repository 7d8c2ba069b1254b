package dev.kairos.assistant;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import dev.kairos.events.SchedulingConflictException;
import dev.kairos.events.spi.Overlap;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * Sessions of a study plan overlap busy events (409); nothing of the plan was written.
 * The problem lists the busy events in {@code conflicts} (as a 409 of the create endpoint
 * does, at most {@link SchedulingConflictException#MAX_LISTED}) and every conflicting
 * session, by its index in {@code events}, in {@code sessions}, each naming at most
 * {@link SchedulingConflictException#MAX_LISTED_PER_OCCURRENCE} busy events.
 */
class PlanConflictException extends ErrorResponseException {

	PlanConflictException(List<SessionConflict> sessions) {
		super(HttpStatus.CONFLICT, problem(sessions), null);
	}

	private static ProblemDetail problem(List<SessionConflict> sessions) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, sessions.size()
				+ " session(s) of the plan overlap existing events; nothing was added. Send \"force\": true to add them anyway.");
		problem.setType(URI.create("https://kairos.dev/problems/scheduling-conflict"));
		problem.setTitle("Scheduling conflict");
		LinkedHashMap<Object, Overlap> distinct = new LinkedHashMap<>();
		List<SessionConflict> listed = new ArrayList<>();
		for (SessionConflict session : sessions) {
			List<Overlap> named = session.conflicts()
				.subList(0,
						Math.min(session.conflicts().size(), SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE));
			for (Overlap overlap : named) {
				if (distinct.size() < SchedulingConflictException.MAX_LISTED) {
					distinct.putIfAbsent(overlap.id(), overlap);
				}
			}
			listed.add(new SessionConflict(session.index(), session.title(), session.startTime(), session.endTime(),
					List.copyOf(named)));
		}
		problem.setProperty("conflicts", List.copyOf(distinct.values()));
		problem.setProperty("sessions", List.copyOf(listed));
		return problem;
	}

	/**
	 * One session of the plan and what it overlaps.
	 *
	 * @param index its position in the request's {@code events}
	 * @param title its title
	 * @param startTime its start
	 * @param endTime its end
	 * @param conflicts the busy events it overlaps
	 */
	record SessionConflict(int index, String title, Instant startTime, Instant endTime, List<Overlap> conflicts) {
	}

}
