package dev.kairos.shared;

import java.util.ArrayList;
import java.util.List;

/**
 * Collect the problems of one request, then reject it once with all of them.
 */
public final class FieldProblems {

	private final List<FieldProblem> problems = new ArrayList<>();

	public FieldProblems add(String field, String message) {
		this.problems.add(new FieldProblem(field, message));
		return this;
	}

	public boolean has(String field) {
		return this.problems.stream().anyMatch((problem) -> problem.field().equals(field));
	}

	public boolean isEmpty() {
		return this.problems.isEmpty();
	}

	/** Throw {@link InvalidRequestException} if any problem was added. */
	public void throwIfAny() {
		if (!this.problems.isEmpty()) {
			throw new InvalidRequestException(this.problems);
		}
	}

}
