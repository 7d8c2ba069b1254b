package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/** The words before a number that say it is no clock time, for {@link TimeReader}. */
final class NumberWords {

	/** Words before a number that make it a name or a place ("room 6", "chapter 9"). */
	private static final String NAMING = "room|rm|no|number|gate|chapter|ch|unit|level|floor|platform|bus|route|line"
			+ "|apt|suite|hall|building|bldg|page|pg|pages|step|part|phase|round|lesson|episode|ep|season|grade|class"
			+ "|section|sec|lab|group|team|table|court|field|top|problem|set|question|q|exercise|ex|item|lot|pier|dock"
			+ "|track|terminal|seat|row|aisle|ward|bed|block|sector|zone|area|stage|studio|hole|box|locker|desk|door"
			+ "|exit|stop|flight|turns?|aged?";

	/** Before a part of the day only a name stops an hour ("for 8 tonight" is 20:00). */
	static final Pattern NAMED_NUMBER = Pattern.compile("(?:^|\\s)(?:" + NAMING + ")\\s+$");

	/**
	 * A word before a bare number that makes it a name, an amount or a place ("room 6",
	 * "top 10", "for 3"), not an hour.
	 */
	static final Pattern NUMBERED = Pattern.compile("(?:^|\\s)(?:" + NAMING + "|x|of|for|with|and|or|to|the|a"
			+ "|last|first|over|under|about|hrs|hours|mins|minutes|days|weeks|takes?|vs|v|score|week|day|year|yr|ps"
			+ "|hw)\\s+$");

	private NumberWords() {
	}

}
