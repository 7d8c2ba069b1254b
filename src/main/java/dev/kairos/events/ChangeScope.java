package dev.kairos.events;

import java.util.Locale;

/**
 * What a change or deletion of one occurrence of a series reaches.
 */
public enum ChangeScope {

	/** That occurrence only (an exception, or an EXDATE when deleted). */
	THIS,

	/** That occurrence and every later one: the series is split (or ended) there. */
	FOLLOWING,

	/** The whole series. */
	ALL;

	/** The wire value: {@code this}, {@code following} or {@code all}. */
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Read a wire value.
	 * @throws IllegalArgumentException when it is none
	 */
	public static ChangeScope of(String value) {
		for (ChangeScope scope : values()) {
			if (scope.wireValue().equals(value)) {
				return scope;
			}
		}
		throw new IllegalArgumentException("must be this, following or all");
	}

}
