package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * How an event repeats, as a message says it: "every Tuesday", "every weekday", "MWF",
 * "every other week", "daily for two weeks", "on the first Monday of each month", "until
 * May 1". Reading it claims its words, so that the weekdays of "every Tuesday" are not
 * also read as one day.
 *
 * @param frequency daily, weekly, monthly or yearly
 * @param interval every how many periods (2 for "every other week")
 * @param days the weekdays of a weekly repeat; empty for the weekday of its first day
 * @param ordinals for "the first Monday of each month", "every 2nd and 4th wednesday": 1
 * to 4, or -1 for the last; empty otherwise
 * @param monthDay for "on the 15th of every month", -1 for "the last day of every month",
 * else 0
 * @param until the last day it may happen on, or null
 * @param span how long it goes on from its first day ("for two weeks"), or null
 * @param count how many times it happens ("5 times"), or 0
 */
public record Repeat(Frequency frequency, int interval, Set<DayOfWeek> days, List<Integer> ordinals, int monthDay,
		@Nullable LocalDate until, @Nullable Period span, int count) {

	private static final Pattern DAILY = Pattern
		.compile("(?<![\\w])(?:daily|every\\s+(?<other>other\\s+|second\\s+)?day"
				+ "|each\\s+day|every\\s+(?<n>\\d+|two|three|four|five|six|seven)\\s+days|every\\s+(?<part>morning|afternoon"
				+ "|evening|night)|each\\s+(?<part2>morning|afternoon|evening|night)|nightly)\\b");

	private static final Pattern WEEKLY = Pattern.compile("(?<![\\w])(?:(?<bi>biweekly|bi-weekly|fortnightly|every\\s+"
			+ "(?:other|second|two|2)\\s+weeks?|(?:every|each|once\\s+a)\\s+fortnight)|weekly|every\\s+week|each\\s+week|once\\s+a\\s+week|every\\s+(?<n>\\d+"
			+ "|three|four)\\s+weeks)\\b(?:\\s+on\\s+(?<days>" + RepeatDays.DAYS + ")\\b)?");

	/**
	 * "until christmas": an end said as a holiday of a calendar's country, made once per
	 * calendar (its names are a long alternation).
	 */
	private static final Map<Holidays, Pattern> UNTIL_HOLIDAY = new ConcurrentHashMap<>();

	private static final Pattern MONTH_DAY = Pattern
		.compile("(?<![\\w])(?:on\\s+)?the\\s+(?<d>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+)?of\\s+(?:each|every|the)"
				+ "\\s+month\\b|(?<![\\w])(?:every|each)\\s+month\\s+on\\s+the\\s+(?<d2>\\d{1,2})(?:st|nd|rd|th)?\\b"
				+ "|(?<![\\w])monthly\\s+on\\s+the\\s+(?<d3>\\d{1,2})(?:st|nd|rd|th)?\\b"
				// "1st of every month", "on the 28th monthly"
				+ "|(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<d4>\\d{1,2})(?:st|nd|rd|th)\\s+(?:(?:day\\s+)?of\\s+(?:each|every)"
				+ "\\s+month|monthly|every\\s+month|each\\s+month)\\b"
				// "every 1st of the month"; "the last day of each month" (BYMONTHDAY=-1)
				+ "|(?<![\\w])(?:every|each)\\s+(?<d5>\\d{1,2})(?:st|nd|rd|th)\\s+(?:day\\s+)?of\\s+the\\s+month\\b"
				+ "|(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<last>last)\\s+day\\s+of\\s+(?:each|every)\\s+month\\b");

	/**
	 * A particular week or date said beside a list of days ("thursday and friday next
	 * week"): days of that week, not a repeat.
	 */
	private static final Pattern PARTICULAR = Pattern.compile("\\b(?:this|next|coming|tomorrow|today|tonight)\\b"
			+ "|\\d{1,2}/\\d{1,2}|\\d(?:st|nd|rd|th)\\b|\\b" + DayReader.MONTH + "\\.?\\s+\\d");

	/**
	 * The first day of a timetable ("tues and fri 4:30pm starting nov 3", "... beginning
	 * next week"): a date said for when it starts is no particular week.
	 */
	private static final Pattern STARTING = Pattern
		.compile("\\b(?:starting|beginning|commencing)\\s+(?:on\\s+|from\\s+)?"
				+ "(?:the\\s+)?(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|" + Repeat.MONTH
				+ "\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?" + "(?:\\s+(?:of\\s+)?" + Repeat.MONTH
				+ ")?)\\b");

	/** A clock time: "7am", "6:30", "18h", "1800", "6-7". */
	private static final Pattern A_TIME = Pattern
		.compile("\\d\\s*(?:[ap]\\.?m\\b|[:.h]\\d|-\\s*\\d)|\\b\\d{4}\\b|\\bnoon\\b|\\bat\\s+\\d");

	private static final Pattern MONTHLY = Pattern
		.compile("(?<![\\w])(?:monthly|every\\s+month|each\\s+month|once\\s+a\\s+month)\\b");

	private static final Pattern YEARLY = Pattern
		.compile("(?<![\\w])(?:yearly|annually|every\\s+year|each\\s+year|once\\s+a\\s+year)\\b");

	private static final String MONTH = "(?:january|february|march|april|may|june|july|august|september|october"
			+ "|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";

	private static final Pattern MONTH_ONLY = Pattern.compile(MONTH);

	/** "until the end of the year": its last day. */
	private static final Pattern END_OF_YEAR = Pattern.compile("(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year");

	/** "until the end of this month", "until the end of next month". */
	private static final Pattern END_OF_MONTH = Pattern.compile("(?:the\\s+)?end\\s+of\\s+(the|this|next)\\s+month");

	/**
	 * The end of a repeat: a day, or a month ("through December": its last day); "to" or
	 * a dash after "from" and a date ("from 14 april to 26 may", "from nov 2 - nov 13").
	 */
	private static final Pattern UNTIL = Pattern.compile(
			"(?:(?<![\\w])(?:until|till|til|through|thru|up\\s+to)|(?<=\\bfrom\\s{1,3}(?:[a-z]{3,9}\\.?\\s{1,3}\\d{1,2}"
					+ "(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s{1,3}(?:of\\s{1,3})?[a-z]{3,9}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)"
					+ "\\s{0,3})(?:to|-|\u2013))\\s*(?<date>(?:the\\s+)?(?:[a-z]+\\.?\\s+\\d{1,2}"
					+ "(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?[a-z]+|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?"
					+ "|\\d{4}-\\d{2}-\\d{2}|(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+|next\\s+)?[a-z]+|(?:(?:the\\s+)?end\\s+of\\s+)?"
					+ MONTH + "(?!\\s*\\d)))\\b");

	private static final Pattern FOR_SPAN = Pattern
		.compile("(?<![\\w])for\\s+(?:the\\s+next\\s+)?(?<n>" + Numbers.ANY + ")\\s+(?<unit>days?|weeks?|months?)\\b");

	/**
	 * How long a repeat lasts said without "for", after it ("bible study weds 7pm 12
	 * weeks", "every wed 3pm, 4 weeks"); not a day said as weeks away ("in 2 weeks", "2
	 * weeks from now", "every 2 weeks", "3 weeks on saturday").
	 */
	private static final Pattern BARE_SPAN = Pattern.compile("(?<![\\w])(?<!\\b(?:in|after|within|every|each|other|than"
			+ "|next|last|first|past|about|around|over|the|for)\\s)(?<n>\\d{1,3}|" + Numbers.WORD
			+ ")\\s+(?<unit>weeks|months)\\b(?!\\s*(?:from|later|ago|before|after|out|away|early|earlier|late|time|of"
			+ "|long|old|in|on|this|next|today|tomorrow|')\\b)");

	/**
	 * How many times it happens: "8 times", "x 8 sessions", "6 classes total", "x3" (a
	 * number of sessions counts them).
	 */
	private static final Pattern TIMES = Pattern.compile("(?<![\\w])(?:x\\s?)?(?<n>\\d{1,3}|" + Numbers.WORD
			+ ")\\s+(?:times|sessions|classes|lessons|occurrences|meetings|appointments|visits)(?:\\s+(?:total|in\\s+total"
			+ "|altogether|in\\s+all))?\\b|(?<![\\w])x\\s?(?<n2>\\d{1,3})\\b");

	/**
	 * Read how a message says an event repeats, claiming those words; null when it says
	 * nothing of the kind.
	 * @param utterance the message
	 * @param now the current local date-time, to read an end date
	 * @param dateOrder how the user writes numeric dates
	 */
	public static @Nullable Repeat read(Utterance utterance, LocalDateTime now, DateOrder dateOrder) {
		return read(utterance, now, dateOrder, Holidays.NONE);
	}

	/**
	 * Read how a message says an event repeats, an end named by a holiday included
	 * ("until christmas"), claiming those words; null when it says nothing of the kind.
	 * @param utterance the message
	 * @param now the current local date-time, to read an end date
	 * @param dateOrder how the user writes numeric dates
	 * @param holidays the holidays of the user's country
	 */
	public static @Nullable Repeat read(Utterance utterance, LocalDateTime now, DateOrder dateOrder,
			Holidays holidays) {
		Ends ends = new Ends(now, dateOrder, holidays);
		Builder repeat = new Builder();
		utterance.claim(NthWeekdays.NTH_WEEKDAY,
				(m) -> repeat.set(Frequency.MONTHLY, 1, RepeatDays.days(first(m, "day", "day2", "day3", "day4")),
						NthWeekdays.ordinals(first(m, "nth", "nth2", "nth3", "nth4")), 0));
		utterance.claim(MONTH_DAY, (m) -> {
			int day = (m.group("last") != null) ? -1 : Integer.parseInt(first(m, "d", "d2", "d3", "d4", "d5"));
			return (day == -1 || day >= 1 && day <= 31) && repeat.set(Frequency.MONTHLY, 1, Set.of(), List.of(), day);
		});
		utterance.claim(RepeatDays.DAILY_BUT_WEEKENDS, (m) -> {
			if (repeat.set(Frequency.WEEKLY, 1, EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY), List.of(), 0)) {
				utterance.use(m.start(), m.end("daily"));
				utterance.use(m.start("except"), m.end());
			}
			return false;
		});
		utterance.claim(RepeatDays.WEEKDAYS, (m) -> repeat.set(Frequency.WEEKLY, 1,
				EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY), List.of(), 0));
		utterance.claim(RepeatDays.WEEKENDS,
				(m) -> repeat.set(Frequency.WEEKLY, 1, EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY), List.of(), 0));
		utterance.claim(WEEKLY, (m) -> {
			if (m.start() == 0 && m.group().equals("weekly")
					&& RepeatDays.ONE_WORD_THEN_DAYS.matcher(utterance.text().substring(m.end())).lookingAt()) {
				// "weekly review every friday 4pm": the days say the repeat, and "weekly"
				// is the name's (one word alone would say little: "weekly 1:1 with sam
				// thursdays" is a 1:1)
				return false;
			}
			int interval = (m.group("bi") != null) ? 2 : (m.group("n") != null) ? number(m.group("n")) : 1;
			return repeat.set(Frequency.WEEKLY, interval,
					(m.group("days") != null) ? RepeatDays.days(m.group("days")) : Set.of(), List.of(), 0);
		});
		// "every mon-thu"; "mon-thu 9pm" said as a timetable (a time, no particular week)
		// (two days alone, "hackathon sat-sun 10am", are one outing)
		utterance.claim(RepeatDays.DAY_RANGE, (m) -> {
			Set<DayOfWeek> days = RepeatDays.range(m.group("from"), m.group("to"));
			return (m.group("every") != null
					|| days.size() >= 3 && (timetable(utterance.text()) || ends.said(utterance.text())))
					&& repeat.set(Frequency.WEEKLY, 1, days, List.of(), 0);
		});
		utterance.claim(RepeatDays.EVERY_DAYS, (m) -> repeat.set(Frequency.WEEKLY, (m.group("other") != null) ? 2 : 1,
				RepeatDays.days(m.group("days")), List.of(), 0));
		utterance.claim(RepeatDays.PLURAL_DAYS,
				(m) -> repeat.set(Frequency.WEEKLY, 1, RepeatDays.days(m.group("days")), List.of(), 0));
		utterance.claim(RepeatDays.LETTERS,
				(m) -> repeat.set(Frequency.WEEKLY, 1, RepeatDays.letters(m.group("letters")), List.of(), 0));
		utterance.claim(RepeatDays.SLASHED_DAYS,
				(m) -> repeat.set(Frequency.WEEKLY, 1, RepeatDays.days(m.group("days")), List.of(), 0));
		if (repeat.frequency == Frequency.WEEKLY && repeat.days.isEmpty()) {
			// "gym mon wed fri 7am every week": the days said elsewhere are the days it
			// repeats on.
			utterance.claim(RepeatDays.DAY_LIST, (m) -> {
				Set<DayOfWeek> days = RepeatDays.days(m.group("days"));
				if (days.size() < 2 || !repeat.days.isEmpty()) {
					return false;
				}
				repeat.days = days;
				return true;
			});
			// "dance practice fri 8pm weekly": one day, then "weekly" (so today's, when
			// its time is still to come)
			utterance.claim(RepeatDays.DAY_THEN_WEEKLY, (m) -> {
				repeat.days = repeat.days.isEmpty() ? RepeatDays.days(m.group("days")) : repeat.days;
				return true;
			});
		}
		if (repeat.frequency == null) {
			// Days said once repeat with an end ("tues and thurs until Dec 17"), or when
			// there are three of them or more, as a timetable ("swim tue thu sat"): one
			// event is not on three days.
			// "run club tues and thurs 6:30am": two days and a time, no week or date said
			// (each looked for only once a list of days is found: most messages have
			// none)
			utterance.claim(RepeatDays.DAY_LIST, (m) -> {
				Set<DayOfWeek> days = RepeatDays.days(m.group("days"));
				return (days.size() >= 3 || ends.said(utterance.text())
						|| days.size() == 2 && timetable(utterance.text()))
						&& repeat.set(Frequency.WEEKLY, 1, days, List.of(), 0);
			});
		}
		if (repeat.frequency == null && (utterance.text().contains("week") && weeks(utterance.text()) >= 3
				&& A_TIME.matcher(utterance.text()).find()
				|| ends.said(utterance.text()) && weeks(utterance.text()) == 0 && timetable(utterance.text()))) {
			// "swimming lessons sat 9am for 10 weeks": one day, weekly for that long;
			// "spanish weds 7pm till end of may": weekly until then
			utterance.claim(RepeatDays.ONE_DAY,
					(m) -> repeat.set(Frequency.WEEKLY, 1, RepeatDays.days(m.group("days")), List.of(), 0));
		}
		utterance.claim(DAILY, (m) -> {
			// "every morning" repeats daily; the part of the day is left for the time.
			if (m.group("part") != null || m.group("part2") != null) {
				int part = m.start((m.group("part") != null) ? "part" : "part2");
				utterance.use(m.start(), part);
				repeat.set(Frequency.DAILY, 1, Set.of(), List.of(), 0);
				return false;
			}
			int interval = (m.group("other") != null) ? 2 : (m.group("n") != null) ? number(m.group("n")) : 1;
			return repeat.set(Frequency.DAILY, interval, Set.of(), List.of(), 0);
		});
		utterance.claim(MONTHLY, (m) -> repeat.set(Frequency.MONTHLY, 1, Set.of(), List.of(), 0));
		if (repeat.frequency == Frequency.MONTHLY && repeat.ordinals.isEmpty() && repeat.monthDay == 0) {
			// "monthly 1:1 second wednesday 10am"
			utterance.claim(NthWeekdays.LAST_DAY_ALONE, (m) -> {
				repeat.monthDay = -1;
				return true;
			});
			utterance.claim(NthWeekdays.NTH_ALONE, (m) -> {
				if (!repeat.ordinals.isEmpty()) {
					return false;
				}
				repeat.days = RepeatDays.days(m.group("day"));
				repeat.ordinals = NthWeekdays.ordinals(m.group("nth"));
				return true;
			});
		}
		utterance.claim(YEARLY, (m) -> repeat.set(Frequency.YEARLY, 1, Set.of(), List.of(), 0));
		if (repeat.frequency == null) {
			return null;
		}
		readEnds(utterance, ends, repeat);
		return new Repeat(repeat.frequency, repeat.interval, repeat.days, repeat.ordinals, repeat.monthDay,
				repeat.until, repeat.span, repeat.count);
	}

	/**
	 * A repeat with the end a message says ("only 6 times tho", "for 8 weeks", "til end
	 * of april"), claiming those words: what a follow-up on a repeating proposal says
	 * about how long it goes on. Null when the message says no end.
	 * @param repeat how it repeats now (its end is replaced)
	 * @param utterance the message
	 * @param now the current local date-time, to read an end date
	 * @param dateOrder how the user writes numeric dates
	 * @param holidays the holidays of the user's country
	 */
	public static @Nullable Repeat endedBy(Repeat repeat, Utterance utterance, LocalDateTime now, DateOrder dateOrder,
			Holidays holidays) {
		Builder ended = new Builder();
		readEnds(utterance, new Ends(now, dateOrder, holidays), ended);
		if (ended.until == null && ended.span == null && ended.count == 0) {
			return null;
		}
		return new Repeat(repeat.frequency, repeat.interval, repeat.days, repeat.ordinals, repeat.monthDay, ended.until,
				ended.span, ended.count);
	}

	/** Read the end of a repeat: a last day, a span or a count. */
	private static void readEnds(Utterance utterance, Ends ends, Builder repeat) {
		for (Pattern until : ends.patterns()) {
			utterance.claim(until, (m) -> {
				LocalDate day = ends.day(m.group("date"));
				if (day == null || repeat.until != null) {
					return false;
				}
				repeat.until = day;
				return true;
			});
		}
		for (Pattern span : List.of(FOR_SPAN, BARE_SPAN)) {
			utterance.claim(span, (m) -> {
				Double n = Numbers.parse(m.group("n"));
				if (n == null || n < 1 || n > 520 || n != Math.floor(n) || repeat.span != null) {
					return false;
				}
				String unit = m.group("unit");
				repeat.span = unit.startsWith("d") ? Period.ofDays(n.intValue())
						: unit.startsWith("w") ? Period.ofWeeks(n.intValue()) : Period.ofMonths(n.intValue());
				return true;
			});
		}
		utterance.claim(TIMES, (m) -> {
			Double n = Numbers.parse(first(m, "n", "n2"));
			if (n == null || n < 2 || n > 500 || repeat.count > 0) {
				return false;
			}
			repeat.count = n.intValue();
			return true;
		});
	}

	/**
	 * The weekdays a message lists, two or more ("make it tue and thu"), as a weekly
	 * repeat on them, claiming those words: what a follow-up on a repeating proposal says
	 * about its days. Null when it lists fewer than two.
	 */
	public static @Nullable Repeat weeklyOn(Utterance utterance) {
		Builder repeat = new Builder();
		utterance.claim(RepeatDays.DAY_LIST, (m) -> {
			Set<DayOfWeek> days = RepeatDays.days(m.group("days"));
			return days.size() >= 2 && repeat.set(Frequency.WEEKLY, 1, days, List.of(), 0);
		});
		return (repeat.frequency != null) ? new Repeat(repeat.frequency, 1, repeat.days, List.of(), 0, null, null, 0)
				: null;
	}

	/**
	 * The end of a repeat said as a date, a month, or a holiday of the user's country
	 * ("until christmas": the holiday's day).
	 */
	private record Ends(LocalDateTime now, DateOrder dateOrder, Holidays holidays) {

		List<Pattern> patterns() {
			Pattern names = this.holidays.names(this.now.getYear());
			if (names == null) {
				return List.of(UNTIL);
			}
			return List.of(UNTIL,
					UNTIL_HOLIDAY.computeIfAbsent(this.holidays,
							(h) -> Pattern.compile("(?<![\\w])(?:until|till|til|through|thru|up\\s+to)\\s+(?<date>"
									+ "(?:the\\s+)?(?:" + names.pattern() + "))(?![\\w'])")));
		}

		/**
		 * The last day an end date says: that day, or the last day of a month ("through
		 * December").
		 */
		@Nullable LocalDate day(String date) {
			if (END_OF_YEAR.matcher(date).matches()) {
				return LocalDate.of(this.now.getYear(), 12, 31);
			}
			Matcher month = END_OF_MONTH.matcher(date);
			if (month.matches()) {
				// "until the end of next month": its last day
				LocalDate first = this.now.toLocalDate().withDayOfMonth(1);
				return (month.group(1).equals("next") ? first.plusMonths(1) : first).plusMonths(1).minusDays(1);
			}
			// "till end of may", "through may": the month's last day (not its last
			// working day)
			String named = date.replaceFirst("^(?:the\\s+)?end\\s+of\\s+", "");
			When when = MONTH_ONLY.matcher(named).matches()
					? WhenParser.parse(new Utterance("in " + named), this.now, DayOfWeek.MONDAY, this.dateOrder)
					: WhenParser.parse(new Utterance(date.startsWith("end ") ? "the " + date : date), this.now,
							DayOfWeek.MONDAY, this.dateOrder, this.holidays);
			return (when.date() != null) ? when.date() : when.lastDay();
		}

		/**
		 * Whether a text says when a repeat ends: a date after "until", "for 6 weeks", "8
		 * times".
		 */
		boolean said(String text) {
			for (Pattern pattern : patterns()) {
				Matcher until = pattern.matcher(text);
				while (until.find()) {
					if (day(until.group("date")) != null) {
						return true;
					}
				}
			}
			for (Pattern pattern : List.of(FOR_SPAN, BARE_SPAN)) {
				Matcher span = pattern.matcher(text);
				while (span.find()) {
					if (!span.group("unit").startsWith("d")) {
						return true;
					}
				}
			}
			return TIMES.matcher(text).find();
		}

	}

	/**
	 * Whether a time is said and no particular week or date: the dates it starts and ends
	 * on ("starting nov 3", "until dec 16") are none.
	 */
	private static boolean timetable(String text) {
		return A_TIME.matcher(text).find()
				&& !PARTICULAR.matcher(UNTIL.matcher(STARTING.matcher(text).replaceAll("")).replaceAll("")).find();
	}

	/** How many weeks "for N weeks" or "N weeks" says; 0 when it says none. */
	private static int weeks(String text) {
		for (Pattern pattern : List.of(FOR_SPAN, BARE_SPAN)) {
			Matcher span = pattern.matcher(text);
			while (span.find()) {
				Double n = Numbers.parse(span.group("n"));
				if (span.group("unit").startsWith("w") && n != null && n == Math.floor(n) && n <= 520) {
					return n.intValue();
				}
			}
		}
		return 0;
	}

	/** The first of these groups that matched. */
	private static String first(Matcher m, String... names) {
		for (String name : names) {
			if (m.group(name) != null) {
				return m.group(name);
			}
		}
		throw new IllegalStateException("No group of " + String.join(", ", names) + " matched");
	}

	private static int number(String text) {
		Double n = Numbers.parse(text);
		return (n != null && n >= 1 && n <= 52) ? n.intValue() : 1;
	}

	/** How often it repeats: the RFC 5545 FREQ. */
	public enum Frequency {

		DAILY, WEEKLY, MONTHLY, YEARLY

	}

	/** The first way of saying how it repeats wins. */
	private static final class Builder {

		private @Nullable Frequency frequency;

		private int interval = 1;

		private Set<DayOfWeek> days = Set.of();

		private List<Integer> ordinals = List.of();

		private int monthDay;

		private @Nullable LocalDate until;

		private @Nullable Period span;

		private int count;

		boolean set(Frequency frequency, int interval, Set<DayOfWeek> days, List<Integer> ordinals, int monthDay) {
			if (this.frequency != null) {
				// "every week on Tuesdays": the days complete what was said first.
				if (this.frequency == frequency && this.days.isEmpty() && !days.isEmpty()) {
					this.days = Set.copyOf(days);
					return true;
				}
				return false;
			}
			this.frequency = frequency;
			this.interval = interval;
			this.days = Set.copyOf(days);
			this.ordinals = ordinals;
			this.monthDay = monthDay;
			return true;
		}

	}

}
