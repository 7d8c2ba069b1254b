package dev.kairos.assistant;

import java.net.URI;

import dev.kairos.events.Event;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A proposal to change or delete an event is confirmed after the event changed (409): its
 * {@code event_version} is no longer the event's. Nothing was changed; the problem
 * carries the event as it is now in {@code event}, so that a client can show what changed
 * and ask for a new proposal.
 */
class ProposalStaleException extends ErrorResponseException {

	static final URI TYPE = URI.create("https://kairos.dev/problems/proposal-stale");

	ProposalStaleException(Event current, @Nullable String proposedVersion) {
		super(HttpStatus.CONFLICT, problem(current, proposedVersion), null);
	}

	private static ProblemDetail problem(Event current, @Nullable String proposedVersion) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, "\"" + current.title()
				+ "\" changed after this proposal was made, so nothing was changed. Ask the assistant again for a new"
				+ " proposal.");
		problem.setType(TYPE);
		problem.setTitle("Proposal out of date");
		problem.setProperty("event_id", current.id());
		problem.setProperty("event_version", UserCalendar.version(current));
		problem.setProperty("proposed_version", proposedVersion);
		problem.setProperty("event", current);
		return problem;
	}

}
