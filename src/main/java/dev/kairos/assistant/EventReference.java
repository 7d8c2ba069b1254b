package dev.kairos.assistant;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The event a confirmed change acts on, as a proposal's {@code event_id} names it: an
 * event or series id, or an occurrence of a series, {@code {series id}_{original start in
 * UTC basic format}} ({@code 4f1c…9a_20310317T130000Z}), as the API contract names
 * occurrences.
 *
 * @param id the event's or the series' id
 * @param originalStart for an occurrence, its original start; else null
 */
record EventReference(UUID id, @Nullable Instant originalStart) {

	private static final Pattern OCCURRENCE = Pattern.compile("(?<id>[0-9a-fA-F-]{36})_(?<start>\\d{8}T\\d{6})Z");

	private static final DateTimeFormatter BASIC = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss");

	/**
	 * Read an {@code event_id}.
	 * @return the reference, or null when the text is neither an id nor an occurrence id
	 */
	static @Nullable EventReference parse(String text) {
		Matcher occurrence = OCCURRENCE.matcher(text);
		try {
			if (occurrence.matches()) {
				Instant start = LocalDateTime.parse(occurrence.group("start"), BASIC).toInstant(ZoneOffset.UTC);
				return new EventReference(UUID.fromString(occurrence.group("id")), start);
			}
			return new EventReference(UUID.fromString(text), null);
		}
		catch (IllegalArgumentException | DateTimeParseException ex) {
			return null;
		}
	}

	boolean occurrence() {
		return this.originalStart != null;
	}

}
