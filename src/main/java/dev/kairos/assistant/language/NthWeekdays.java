package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which weekdays of a month a monthly repeat falls on: "the first Monday of each month",
 * "every 2nd and 4th wednesday", "2nd and 4th thursday" (two or more said together need
 * no "every"), "the last friday".
 */
final class NthWeekdays {

	/** One ordinal of a weekday in its month. */
	private static final String NTH = "(?:first|1st|second|2nd|third|3rd|fourth|4th|last)";

	/** Ordinals said together: "2nd and 4th", "1st, 3rd & last". */
	private static final String NTHS = NTH + "(?:\\s*(?:,|and|&|\\+)\\s*" + NTH + ")*";

	/** "the last day (of the month)", said beside "monthly" or "every month". */
	static final Pattern LAST_DAY_ALONE = Pattern
		.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+)?last\\s+day(?:\\s+of\\s+the\\s+month)?\\b");

	/** A monthly repeat said by its weekdays. */
	static final Pattern NTH_WEEKDAY = Pattern.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+|every\\s+)?(?<nth>" + NTHS
			+ ")\\s+(?<day>" + RepeatDays.DAY + ")\\s+(?:of\\s+)?(?:each|every|the|a)\\s+month\\b|(?<![\\w])(?:every"
			+ "|each)\\s+(?:the\\s+)?(?<nth2>" + NTHS + ")\\s+(?<day2>" + RepeatDays.DAY
			+ ")\\b|(?<![\\w])(?:monthly|every\\s+month|each\\s+month|once\\s+a\\s+month)\\s+on\\s+(?:the\\s+)?(?<nth3>"
			+ NTHS + ")\\s+(?<day3>" + RepeatDays.DAY + ")\\b|(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<nth4>" + NTH
			+ "(?:\\s*(?:,|and|&|\\+)\\s*" + NTH + ")+)\\s+(?<day4>" + RepeatDays.DAY + ")s?\\b");

	/** "second wednesday", "the last friday": which weekday of a month said to repeat. */
	static final Pattern NTH_ALONE = Pattern
		.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<nth>" + NTHS + ")\\s+(?<day>" + RepeatDays.DAY + ")\\b");

	private static final Pattern ONE = Pattern.compile(NTH);

	/** The ordinals said, in order, 1 to 4 or -1 for the last, each once. */
	static List<Integer> ordinals(String said) {
		List<Integer> ordinals = new ArrayList<>();
		Matcher one = ONE.matcher(said);
		while (one.find()) {
			int n = switch (one.group()) {
				case "first", "1st" -> 1;
				case "second", "2nd" -> 2;
				case "third", "3rd" -> 3;
				case "fourth", "4th" -> 4;
				default -> -1;
			};
			if (!ordinals.contains(n)) {
				ordinals.add(n);
			}
		}
		return List.copyOf(ordinals);
	}

	private NthWeekdays() {
	}

}
