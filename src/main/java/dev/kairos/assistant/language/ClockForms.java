package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * The forms of a clock time written without a colon that {@link TimeReader} reads: four
 * digits ("1400", "0930-1045"), hours and minutes run together before am/pm ("630pm"),
 * with an h ("18h30"), with a dot ("12.45") or apart after "at" ("at 6 30").
 */
final class ClockForms {

	/**
	 * "0930-1045", "1400-1530": a range of 24-hour times in four digits; "10h-18h", "9h30
	 * to 11h": a range of 24-hour times with an h, an h at both ends.
	 */
	static final Pattern HHMM_RANGE = Pattern
		.compile("(?<![\\w:./-])(?:(?<a>(?:[01]\\d|2[0-3])[0-5]\\d)h?\\s*(?:-|to|until|till)"
				+ "\\s*(?<b>(?:[01]\\d|2[0-3])[0-5]\\d|2400)h?|(?<ah>[01]?\\d|2[0-3])h(?<am>[0-5]\\d)?\\s*(?:-|to|until|till)"
				+ "\\s*(?<bh>[01]?\\d|2[0-4])h(?<bm>[0-5]\\d)?)(?![\\w:./-])");

	/**
	 * "630pm", "1130am": hours and minutes run together before am/pm; "19h30", "18h": a
	 * 24-hour time with an h (13 to 23, or written with a leading zero: "09h15"). A
	 * smaller hour with an h is a length ("2h", "1h30"), but a clock after "at" or a day.
	 */
	static final Pattern COMPACT_CLOCK = Pattern
		.compile("(?<![\\w:./@-])(?:(?<pre>" + "(?:at|around|about|from|after" + "|before|by|until|till)"
				+ ")\\s+|@\\s*)?(?:(?<h>\\d{1,2})(?<m>[0-5]\\d)\\s?(?<mer>[ap])\\.?m?\\.?(?![a-z])"
				+ "|(?<h24>1[3-9]|2[0-3]|0\\d)h(?<m24>[0-5]\\d)?(?![\\w:])"
				// "at 10h", "at 9h30", "weds 10h30": after "at" or a day no length, a
				// clock of
				// any hour
				+ "|(?<=\\bat\\s|\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight"
				+ "|mon|tue|wed|thu|fri|sat|sun)\\s)(?<h12>1[0-2]|[1-9])h(?<m12>[0-5]\\d)?(?![\\w:]))");

	/**
	 * "1400", "0800": a 24-hour time in four digits without "at", when it starts with a
	 * zero or a day is said right before or after it ("sync 1400 weds", "gym 1800
	 * monday").
	 */
	static final Pattern HHMM = Pattern
		.compile("(?<![\\w:./@#$-])(?<hhmm>(?:[01]\\d|2[0-3])[0-5]\\d)(?:\\s*(?:hrs|hours|h))?(?![\\w:./%-])");

	/**
	 * "12.45", "9.15": an hour and its minutes with a dot (British, and much of Asia),
	 * read after the dates with dots, so only where it is no date in the person's order
	 * of day and month; never an amount ("2.50 hours", "$12.45", "3.20 km") or a number
	 * ("room 3.01", "chapter 4.12").
	 */
	static final Pattern DOTTED_CLOCK = Pattern
		.compile("(?i)(?<![\\w:./@$£€#-])(?=\\d)(?<!\\b(?:room|rm|no|floor|level|suite|gate"
				+ "|platform|bldg|building|unit|apt|flat|version|chapter|ch|section|sec|page|step|exercise|ex|problem|question"
				+ "|lab|hall|lt|studio|python|version|v|ios|android|node|java|release|rev)\\s{0,2})(?<h>[01]?\\d|2[0-3])\\.(?<m>[0-5]\\d)"
				+ "(?![\\w:./%-]|\\s*(?:hours?|hrs?|h|minutes?|mins?|km|mi|miles?|kg|lbs?|%|percent|dollars|euros?|pounds|eur|usd|gbp|quid|bucks)\\b)");

	/**
	 * "at 6 30", "@ 7 45": an hour and its minutes apart, after "at" (typed on a phone or
	 * dictated).
	 */
	static final Pattern SPACED_CLOCK = Pattern
		.compile("(?<![\\w:./])(?:at|@|around)\\s*(?<h>1[0-2]|0?[1-9])\\s(?<m>[0-5]\\d)(?![\\w:./%'-])");

	private ClockForms() {
	}

}
