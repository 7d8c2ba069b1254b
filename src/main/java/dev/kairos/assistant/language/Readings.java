package dev.kairos.assistant.language;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

/**
 * What answering one message reads more than once, read once. A follow-up ("cancel it",
 * "at the library") is answered by reading the earlier message again along several paths
 * (which event it chose, what it asked, what it proposed), each of them starting from the
 * same words; every reading here is a pure function of its words, so the second path
 * takes what the first one read.
 * <p>
 * The readings are kept for the answer {@link #during} which they were made and dropped
 * when it returns: nothing is carried from one message to the next (a message answered
 * twice is read twice), and what is kept is bounded by the paths of one answer, not by
 * its input.
 */
public final class Readings {

	/** The readings of the answer being made on this thread, or null outside one. */
	private static final ThreadLocal<@Nullable Readings> CURRENT = new ThreadLocal<>();

	private final Map<List<String>, Optional<ChangeRequest>> changes = new HashMap<>();

	private final Map<String, Spelling.Corrected> spellings = new HashMap<>();

	private final Map<String, String> plainer = new HashMap<>();

	private Readings() {
	}

	/**
	 * Answer a message with the readings it makes kept until it is answered; a call
	 * within another keeps the outer one's.
	 * @param answering what answers the message
	 * @return its answer
	 */
	public static <T> T during(Supplier<T> answering) {
		if (CURRENT.get() != null) {
			return answering.get();
		}
		CURRENT.set(new Readings());
		try {
			return answering.get();
		}
		finally {
			CURRENT.remove();
		}
	}

	/** The change an utterance asks for, read once per answer by its words. */
	static @Nullable ChangeRequest change(Utterance utterance, Function<Utterance, @Nullable ChangeRequest> reading) {
		List<String> words = List.of(utterance.text(), utterance.original(), utterance.typed());
		return once((readings) -> readings.changes, words, () -> Optional.ofNullable(reading.apply(utterance)))
			.orElse(null);
	}

	/** A message with its typos corrected, once per answer. */
	static Spelling.Corrected spelling(String message, Function<String, Spelling.Corrected> correcting) {
		return once((readings) -> readings.spellings, message, () -> correcting.apply(message));
	}

	/** A change said the plain way ({@link Plainer}), once per answer. */
	static String plain(String said, Function<String, String> plaining) {
		return once((readings) -> readings.plainer, said, () -> plaining.apply(said));
	}

	/**
	 * What a reading gives for a key: kept in this answer's readings of that kind, or
	 * read anew outside an answer.
	 */
	private static <K, V> V once(Function<Readings, Map<K, V>> kind, K key, Supplier<V> reading) {
		Readings readings = CURRENT.get();
		if (readings == null) {
			return reading.get();
		}
		Map<K, V> kept = kind.apply(readings);
		V known = kept.get(key);
		if (known == null) {
			// not computeIfAbsent: a reading reads other words through here
			known = reading.get();
			kept.put(key, known);
		}
		return known;
	}

}
