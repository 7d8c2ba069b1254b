package dev.kairos.test;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.InvalidRequestException;

/** What a request's {@link FieldProblems} would answer, for assertions. */
public final class Problems {

	private Problems() {
	}

	/**
	 * The problems as "field: message", in the order they were found; empty when none.
	 */
	public static List<String> lines(FieldProblems problems) {
		List<String> lines = new ArrayList<>();
		try {
			problems.throwIfAny();
		}
		catch (InvalidRequestException ex) {
			ex.getErrors().forEach((problem) -> lines.add(problem.field() + ": " + problem.message()));
		}
		return lines;
	}

}
