package dev.kairos.shared;

/**
 * An error answer with parts that are worth finding only once the failed transaction is
 * over, such as a suggestion that needs queries the user's lock should not wait for. The
 * problem-details advice calls {@link #complete()} before it writes the answer.
 */
public interface DeferredProblem {

	/** Fill in what was deferred; calling it again changes nothing. */
	void complete();

}
