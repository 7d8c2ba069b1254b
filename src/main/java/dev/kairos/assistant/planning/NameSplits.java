package dev.kairos.assistant.planning;

import java.util.Arrays;
import java.util.List;

import dev.kairos.assistant.language.ChangeRequest;
import org.jspecify.annotations.Nullable;

/**
 * Where an old name ends and a new one begins in "call the halloween party costume party
 * instead": the shortest start of the words that names events whole (every word of their
 * title said, every word said in their title); the rest is the new name.
 */
final class NameSplits {

	/** Longer runs of words are not split (the form reads at most 16). */
	private static final int MAX_WORDS = 16;

	private NameSplits() {
	}

	/**
	 * The rename with its old name and new name apart; null when no start of the words
	 * names an event whole, or nothing is left for the new name.
	 * @param request a rename named {@link ChangeRequest.Naming#NAME_THEN_NAME}
	 * @param finder finds the events a start of the words names
	 */
	static @Nullable ChangeRequest split(ChangeRequest request, EventFinder finder) {
		String[] words = request.reference().strip().split("\\s+");
		// a start that says a title whole first; after "call", then one that says part
		// of one title only ("call the seminar bayes reading group instead"); "rename
		// running club" keeps its name whole
		boolean called = request.naming() == ChangeRequest.Naming.NAME_THEN_NAME;
		for (boolean whole : called ? new boolean[] { true, false } : new boolean[] { true }) {
			for (int end = 1; end < Math.min(words.length, MAX_WORDS); end++) {
				String name = String.join(" ", Arrays.copyOfRange(words, 0, end));
				EventFinder.Found found = finder.find(name, false);
				if (!found.timed() && !found.events().isEmpty() && found.names(ChangeRequest.Naming.WHOLE_NAME)
						&& (whole ? found.events().stream().allMatch((event) -> whole(found.words(), event))
								: found.events().stream().map(CalendarEvent::title).distinct().count() == 1)) {
					String title = String.join(" ", Arrays.copyOfRange(words, end, words.length));
					return new ChangeRequest(ChangeRequest.Kind.RENAME, name, title, null, request.scope(), true,
							ChangeRequest.Naming.ANY);
				}
			}
		}
		return null;
	}

	/**
	 * Whether a request's reference may hold a new name after the old: "call X Y
	 * instead", or a rename with no "to" ("rename standup morning check-in"), which asks
	 * for the new name when no start of its words names an event.
	 */
	static boolean wanted(ChangeRequest request) {
		return request.naming() == ChangeRequest.Naming.NAME_THEN_NAME
				|| request.kind() == ChangeRequest.Kind.RENAME && request.value().isBlank();
	}

	/** Whether every word of the event's title is said. */
	private static boolean whole(List<String> said, CalendarEvent event) {
		List<String> title = TitleWords.words(event.title());
		return TitleWords.matched(title, said) == title.size();
	}

}
