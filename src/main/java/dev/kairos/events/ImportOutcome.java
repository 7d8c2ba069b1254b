package dev.kairos.events;

import java.util.List;

/**
 * What a bulk import did.
 *
 * @param imported events created
 * @param updated existing events whose fields changed (their sequence grew)
 * @param unchanged existing events that were already as imported
 * @param removed occurrences of re-imported series that the file no longer has
 * @param rejected events that were not stored, with the reason
 */
public record ImportOutcome(int imported, int updated, int unchanged, int removed, List<Rejected> rejected) {

	public ImportOutcome {
		rejected = List.copyOf(rejected);
	}

	/**
	 * An imported event that was not stored.
	 *
	 * @param index its position in the imported list
	 * @param message why, in the API's words
	 */
	public record Rejected(int index, String message) {

	}

}
