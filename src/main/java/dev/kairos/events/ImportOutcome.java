package dev.kairos.events;

import java.util.List;

/**
 * What a bulk import did. A series counts as one event, whatever its occurrences.
 *
 * @param imported events and series created
 * @param updated existing ones whose fields (or a series' changed occurrences) changed
 * @param unchanged existing ones that were already as imported
 * @param removed stored events of the file's UIDs that it no longer has (including the
 * per-occurrence copies earlier versions stored for a series)
 * @param rejected items that were not stored, with the reason
 * @param notes what was stored differently from the file, with the reason (for example a
 * changed occurrence that is not one of its series')
 */
public record ImportOutcome(int imported, int updated, int unchanged, int removed, List<Rejected> rejected,
		List<Note> notes) {

	public ImportOutcome {
		rejected = List.copyOf(rejected);
		notes = List.copyOf(notes);
	}

	/**
	 * An imported item that was not stored.
	 *
	 * @param index its position in the imported list
	 * @param message why, in the API's words
	 */
	public record Rejected(int index, String message) {

	}

	/**
	 * Something about an imported item that was stored.
	 *
	 * @param index its position in the imported list
	 * @param line the file line it concerns, or 0 for the item's own
	 * @param message what, in the API's words
	 */
	public record Note(int index, int line, String message) {

	}

}
