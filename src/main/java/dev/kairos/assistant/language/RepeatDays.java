package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The weekdays a {@link Repeat} is said on: names and short forms, lists ("mon, wed and
 * fri"), ranges ("tue-thu"), plurals ("fridays"), slashes ("tue/thu") and timetable
 * letters ("MWF"), and the sets of days they name.
 */
final class RepeatDays {

	static final String DAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu"
			+ "|fri|sat|sun)";

	static final String DAYS = DAY + "s?(?:(?:\\s*(?:,|and|&|/|or)\\s*|\\s+)(?:on\\s+)?" + DAY + "s?(?![a-z]))*";

	static final Pattern WEEKDAYS = Pattern
		.compile("(?<![\\w])(?:every|each|on)\\s+(?:week\\s*days|weekday|work\\s*days?|working\\s+days?)\\b"
				+ "|(?<![\\w])(?:weekdays|every\\s+weekday)\\b(?!\\s+(?:from|later)\\b)");

	/** "fri 8pm weekly", "thursday weekly": one day said before "weekly". */
	static final Pattern DAY_THEN_WEEKLY = Pattern.compile("(?<![\\w])(?<!\\b(?:next|this|coming|starting|from"
			+ "|beginning|after|until|till|thru|through)\\s)(?<days>" + DAY
			+ ")\\b(?=(?:\\s+(?:at\\s+)?\\d{1,2}(?:[:.]\\d\\d)?"
			+ "(?:\\s*[ap]m)?(?:\\s*-\\s*\\d{1,2}(?:[:.]\\d\\d)?(?:\\s*[ap]m)?)?)?\\s+(?:every\\s+week|weekly)\\b)");

	/**
	 * "every day except weekends", "daily 8pm but not on weekends": the weekdays, said
	 * around what else the message says between.
	 */
	static final Pattern DAILY_BUT_WEEKENDS = Pattern.compile("(?<![\\w])(?<daily>every\\s+day|each\\s+day|daily)"
			+ "(?:\\s+(?:at\\s+)?\\d\\S*(?:\\s*[ap]m)?)?\\s*,?\\s+(?<except>(?:except|but\\s+not|excluding|not)\\s+(?:on\\s+)?"
			+ "(?:the\\s+)?weekends?)\\b");

	static final Pattern WEEKENDS = Pattern.compile("(?<![\\w])(?:every|each)\\s+weekend\\b|\\bweekends\\b");

	static final Pattern EVERY_DAYS = Pattern
		.compile("(?<![\\w])(?:every|each)\\s+(?:(?<other>other|second|alternate)\\s+)?(?<days>" + DAYS + ")\\b");

	static final Pattern PLURAL_DAYS = Pattern.compile("(?<![\\w])(?:on\\s+)?(?<days>(?:monday|tuesday"
			+ "|wednesday|thursday|friday|saturday|sunday)s(?:\\s*(?:,|and|&|/|or)\\s*(?:monday|tuesday|wednesday"
			+ "|thursday|friday|saturday|sunday)s)*"
			// "bible study wed nights 7:30-9": the parts of a day in the plural, each
			// week's
			+ "|" + DAY + "(?=\\s+(?:nights|evenings|mornings|afternoons)\\b))\\b(?!\\s+from\\b)");

	/**
	 * "every mon-thu", "tues to fri": a range of weekdays, each of them (wrapping past
	 * Sunday: "fri-mon").
	 */
	static final Pattern DAY_RANGE = Pattern
		.compile("(?<![\\w])(?<!\\bfrom\\s)(?:(?<every>every|each)\\s+|on\\s+)?(?<from>" + DAY
				+ ")[a-z]*\\s*(?:-|\\u2013|to|thru|through)\\s*(?<to>" + DAY + ")[a-z]*(?![\\w/])");

	/**
	 * One word, then the days a repeat is said on besides "weekly": " review every
	 * friday", " sync fridays".
	 */
	static final Pattern ONE_WORD_THEN_DAYS = Pattern.compile("\\s+[\\p{L}-]+\\s+(?:(?:every|each)\\s+" + DAY
			+ "|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\\b)");

	/** "tue/thu", "mon/wed/fri": days with slashes, as timetables write them. */
	static final Pattern SLASHED_DAYS = Pattern
		.compile("(?<![\\w/])(?<days>" + DAY + "(?:\\s*/\\s*" + DAY + ")+)(?![\\w/])");

	/**
	 * "tues and thurs ... until dec 17": two days or more said once (a week has seven, so
	 * a list is no longer), repeating because an end is said, because there are three, or
	 * because two are said with a time and no particular week or date.
	 */
	static final Pattern DAY_LIST = Pattern.compile("(?<![\\w])(?:on\\s+)?(?<days>" + DAY
			+ "(?:(?:\\s*(?:,|and|&|\\+)\\s*|\\s+n\\s+|\\s+)(?:on\\s+)?" + DAY + "){1,6})\\b");

	/** Day letters as timetables write them: MWF, TTh, TR, MW, "tu th", "tu & th". */
	static final Pattern LETTERS = Pattern.compile("(?<![\\w/])(?<letters>mwf|mw|wf|mtwrf|mtwthf|tth|tuth|tr|t/th"
			+ "|m/w/f|m/w|tu/th|tu(?:\\s*[,&+]\\s*|\\s+(?:and|n)\\s+|\\s+)th)(?![\\w/])");

	/** A weekday's name or its short form, as {@link #DAY} spells them. */
	static final Pattern DAY_NAME = Pattern.compile(DAY);

	/**
	 * A weekday said once, repeating for a number of weeks ("swimming sat 9am for 10
	 * weeks").
	 */
	static final Pattern ONE_DAY = Pattern.compile("(?<![\\w])(?:on\\s+)?(?<days>" + DAY + ")s?\\b");

	static Set<DayOfWeek> days(String text) {
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		Matcher day = DAY_NAME.matcher(text.toLowerCase(Locale.ROOT));
		while (day.find()) {
			for (DayOfWeek weekday : DayOfWeek.values()) {
				if (weekday.name().toLowerCase(Locale.ROOT).startsWith(day.group().substring(0, 3))) {
					days.add(weekday);
				}
			}
		}
		return days;
	}

	/** The weekdays from one to another, both included. */
	static Set<DayOfWeek> range(String from, String to) {
		DayOfWeek first = days(from).iterator().next();
		DayOfWeek last = days(to).iterator().next();
		Set<DayOfWeek> days = EnumSet.of(first);
		for (DayOfWeek day = first; day != last; day = day.plus(1)) {
			days.add(day.plus(1));
		}
		return days;
	}

	static Set<DayOfWeek> letters(String text) {
		String t = text.replace("/", "").replace("th", "r").replace("tu", "t");
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		for (char c : t.toCharArray()) {
			switch (c) {
				case 'm' -> days.add(DayOfWeek.MONDAY);
				case 't' -> days.add(DayOfWeek.TUESDAY);
				case 'w' -> days.add(DayOfWeek.WEDNESDAY);
				case 'r' -> days.add(DayOfWeek.THURSDAY);
				case 'f' -> days.add(DayOfWeek.FRIDAY);
				default -> {
				}
			}
		}
		return days;
	}

	private RepeatDays() {
	}

}
