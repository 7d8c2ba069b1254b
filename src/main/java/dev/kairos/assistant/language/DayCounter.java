package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The day recognizers of {@link WhenParser} that count in the calendar: the nth weekday
 * of a month ("2nd tues of next month", "the last friday of november"), weekdays counted
 * from now ("two thursdays from now"), business days ("3 business days from now"), the
 * first or last day of a month, and holidays with the days around them ("the day before
 * thanksgiving", "the monday after easter", "christmas eve").
 */
final class DayCounter {

	private static final String NTH = "(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)";

	/**
	 * How a day counted from a month or another day begins: "(the) last monday of
	 * november", "2nd wed of december", "the day before thanksgiving", "the friday after
	 * easter" (what a new day of a change may begin with).
	 */
	static final String COUNTED_DAY = "(?:the\\s+)?" + NTH + "\\s+" + DayReader.WEEKDAY_NAME + "s?\\s+(?:of|in)\\s"
			+ "|the\\s+(?:day|" + DayReader.WEEKDAY_NAME + ")\\s+(?:before|after)\\s";

	static final Pattern NTH_WEEKDAY_OF_MONTH = Pattern
		.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<nth>" + NTH + ")\\s+(?<wd>" + DayReader.WEEKDAY_NAME
				+ ")\\.?\\s+(?:of|in)\\s+(?:(?<which>next|this|the\\s+next)\\s+month" + "|(?<mon>" + DayReader.MONTH
				+ ")\\b\\.?(?:\\s+(?<y>\\d{4})\\b)?)");

	static final Pattern MONTH_EDGE = Pattern.compile(
			"(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<edge>first|last)\\s+(?:(?<work>(?:business|working|work)\\s+)?day|(?<weekday>weekday))\\s+of"
					+ "\\s+(?:(?<which>next|this|the)\\s+month|(?<mon>" + DayReader.MONTH
					+ ")\\b\\.?(?:\\s+(?<y>\\d{4})\\b)?"
					// "the first business day of 2027", "the last day of next year"
					+ "|(?:the\\s+)?(?:(?<yw>next|this)\\s+year|(?<year>20\\d\\d))\\b)");

	static final Pattern WEEKDAYS_FROM_NOW = Pattern.compile("(?<![\\w])(?:(?<n>" + Numbers.ANY
			+ ")\\s+(?<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s|(?:the\\s+)?(?<nth>"
			+ "first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\\s+(?<wd2>" + DayReader.WEEKDAY_NAME
			+ "))\\s+from\\s+(?:now|today)\\b");

	/**
	 * "3 weeks on saturday", "a week on monday", "a week thursday", "a fortnight on
	 * friday", "a fortnight tomorrow": British for that many weeks after the day a bare
	 * name says.
	 */
	static final Pattern WEEKS_ON = Pattern
		.compile("(?<![\\w])(?<n>" + Numbers.ANY + ")\\s+(?<unit>weeks?|fortnights?)\\s+(?:(?:on\\s+)?(?<wd>"
				+ DayReader.WEEKDAY_NAME + ")\\b\\.?|(?<base>tomorrow|today)\\b)");

	static final Pattern BUSINESS_DAYS = Pattern.compile("(?<![\\w])(?:in\\s+(?<n>" + Numbers.ANY
			+ ")\\s+(?:business|working|work|week)[\\s-]?days?\\b(?!\\s+ago)|(?<n2>" + Numbers.ANY
			+ ")\\s+(?:business|working|work|week)[\\s-]?days?\\s+(?:from\\s+(?<base>now|today|tomorrow)|later)\\b"
			// "next working day 9am": the first one after today
			+ "|(?:the\\s+)?(?<next>next)\\s+(?:business|working|work)[\\s-]?day\\b)");

	private static final Pattern WEEKDAY_IN = Pattern.compile("\\b" + DayReader.WEEKDAY_NAME + "\\b");

	/**
	 * A month in a holiday's name ("early may bank holiday", "august bank holiday"): read
	 * whole, before "early may" can be a span of days.
	 */
	private static final Pattern MONTH_IN = Pattern.compile("\\b" + DayReader.MONTH + "\\b");

	private static final Map<Holidays, Pattern> AROUND = new ConcurrentHashMap<>();

	private final Reading reading;

	DayCounter(Reading reading) {
		this.reading = reading;
	}

	/**
	 * "the day before thanksgiving", "the friday after thanksgiving", "2 days after
	 * christmas", "christmas eve": a day counted from a holiday; null without holidays.
	 */
	static @Nullable Pattern aroundHoliday(Holidays holidays, int year) {
		Pattern names = holidays.names(year);
		if (names == null) {
			return null;
		}
		return AROUND.computeIfAbsent(holidays,
				(h) -> Pattern.compile("(?<![\\w])(?:(?:the\\s+)?(?:(?<n>" + Numbers.ANY
						+ ")\\s+(?<unit>days?|weeks?)|(?<day>day)" + "|(?<wd>" + DayReader.WEEKDAY_NAME
						+ "))\\s+(?<rel>before|after)\\s+(?:the\\s+)?)?(?<name>" + names.pattern()
						+ ")(?:(?<eve>\\s+eve)|(?<week>\\s+week))?(?![\\w'])"));
	}

	boolean nthWeekdayOfMonth(Matcher m) {
		DayOfWeek weekday = weekday(m.group("wd"));
		YearMonth month = month(m);
		if (weekday == null || month == null) {
			return false;
		}
		LocalDate day = nth(month, weekday, m.group("nth"));
		if (day == null) {
			return false;
		}
		if (day.isBefore(this.reading.today) && m.group("mon") != null && m.group("y") == null) {
			day = nth(month.plusYears(1), weekday, m.group("nth"));
		}
		return day != null && this.reading.day(m.start(), day);
	}

	boolean monthEdge(Matcher m) {
		boolean first = m.group("edge").equals("first");
		YearMonth month = (m.group("yw") != null || m.group("year") != null) ? edgeOfYear(m, first) : month(m);
		if (month == null) {
			return false;
		}
		LocalDate day = first ? month.atDay(1) : month.atEndOfMonth();
		if (day.isBefore(this.reading.today) && m.group("mon") != null && m.group("y") == null) {
			day = first ? month.plusYears(1).atDay(1) : month.plusYears(1).atEndOfMonth();
		}
		while (m.group("weekday") != null && day.getDayOfWeek().getValue() > 5) {
			// "the first weekday of december": Monday to Friday, holiday or not
			day = first ? day.plusDays(1) : day.minusDays(1);
		}
		while (m.group("work") != null && !isBusinessDay(day)) {
			// "the last business day of the month"
			day = first ? day.plusDays(1) : day.minusDays(1);
		}
		return this.reading.day(m.start(), day);
	}

	/** The first or last month of the year a match names: this or next year, or 2027. */
	private YearMonth edgeOfYear(Matcher m, boolean first) {
		int thisYear = this.reading.today.getYear();
		int year = (m.group("year") != null) ? Integer.parseInt(m.group("year"))
				: m.group("yw").equals("next") ? thisYear + 1 : thisYear;
		return YearMonth.of(year, first ? Month.JANUARY : Month.DECEMBER);
	}

	/** The month a match names: this or next month, or a month by name (the next one). */
	private @Nullable YearMonth month(Matcher m) {
		YearMonth now = YearMonth.from(this.reading.today);
		if (m.group("which") != null) {
			return m.group("which").equals("next") || m.group("which").endsWith("next") ? now.plusMonths(1) : now;
		}
		Month month = DayReader.month(m.group("mon"));
		if (month == null) {
			return null;
		}
		if (m.group("y") != null) {
			return YearMonth.of(Integer.parseInt(m.group("y")), month);
		}
		YearMonth named = YearMonth.of(now.getYear(), month);
		return named.isBefore(now) ? named.plusYears(1) : named;
	}

	private static @Nullable LocalDate nth(YearMonth month, DayOfWeek weekday, String nth) {
		if (nth.equals("last")) {
			return month.atEndOfMonth().with(TemporalAdjusters.previousOrSame(weekday));
		}
		int n = switch (nth) {
			case "first", "1st" -> 1;
			case "second", "2nd" -> 2;
			case "third", "3rd" -> 3;
			case "fourth", "4th" -> 4;
			default -> 5;
		};
		LocalDate day = month.atDay(1).with(TemporalAdjusters.nextOrSame(weekday)).plusWeeks(n - 1L);
		return YearMonth.from(day).equals(month) ? day : null;
	}

	boolean weekdaysFromNow(Matcher m) {
		boolean nth = m.group("nth") != null;
		Double n = nth ? Double.valueOf(Numbers.dayOfMonth(m.group("nth"))) : Numbers.parse(m.group("n"));
		DayOfWeek weekday = weekday(nth ? m.group("wd2") : m.group("wd"));
		if (n == null || n != Math.floor(n) || n < 1 || n > 60 || weekday == null) {
			return false;
		}
		// "two thursdays from now": the second Thursday after today.
		LocalDate day = this.reading.today.with(TemporalAdjusters.next(weekday)).plusWeeks(n.longValue() - 1);
		return this.reading.day(m.start(), day);
	}

	boolean weeksOn(Matcher m) {
		Double n = Numbers.parse(m.group("n"));
		DayOfWeek weekday = (m.group("wd") != null) ? weekday(m.group("wd")) : null;
		if (n == null || n != Math.floor(n) || n < 1 || n > 52 || weekday == null && m.group("base") == null) {
			return false;
		}
		long weeks = n.longValue() * (m.group("unit").startsWith("fortnight") ? 2 : 1);
		LocalDate base = (weekday != null) ? this.reading.today.with(TemporalAdjusters.next(weekday))
				: this.reading.today.plusDays("tomorrow".equals(m.group("base")) ? 1 : 0);
		return this.reading.day(m.start(), base.plusWeeks(weeks));
	}

	boolean businessDays(Matcher m) {
		Double n = (m.group("next") != null) ? Double.valueOf(1)
				: Numbers.parse((m.group("n") != null) ? m.group("n") : m.group("n2"));
		if (n == null || n != Math.floor(n) || n < 1 || n > 260) {
			return false;
		}
		LocalDate day = "tomorrow".equals(m.group("base")) ? this.reading.today.plusDays(1) : this.reading.today;
		// "weekdays" are Monday to Friday; business and working days skip holidays too.
		boolean weekdays = m.group().contains("week");
		for (int left = n.intValue(); left > 0;) {
			day = day.plusDays(1);
			if (weekdays ? day.getDayOfWeek().getValue() <= 5 : isBusinessDay(day)) {
				left--;
			}
		}
		return this.reading.day(m.start(), day);
	}

	/** Monday to Friday, and no holiday of the user's country. */
	private boolean isBusinessDay(LocalDate day) {
		if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
			return false;
		}
		Holidays holidays = this.reading.holidays;
		return holidays.country() == null || !holidays.isHoliday(day);
	}

	/**
	 * A holiday, or a day counted from one. A holiday's name alone is read as its day
	 * only when no other day was said, and stays in the title ("Thanksgiving dinner")
	 * unless a weekday or a month is part of the name ("black friday", "late may bank
	 * holiday": claimed whole, so no weekday is read again from it); a day counted from
	 * it ("the day before thanksgiving") is claimed whole. Days counted are read early
	 * (with {@code named} false), names alone late (true), after every other day:
	 * "christmas party on dec 18" is on December 18.
	 */
	boolean aroundHoliday(Matcher m, boolean named) {
		boolean bare = m.group("rel") == null && m.group("eve") == null;
		// "good friday", "easter monday": a name with a weekday in it is read before the
		// weekdays are.
		boolean month = MONTH_IN.matcher(m.group("name")).find();
		boolean early = !bare || month || WEEKDAY_IN.matcher(m.group("name")).find();
		if (early == named || bare
				&& (this.reading.date != null || this.reading.firstDay != null || this.reading.deadline != null)) {
			return false;
		}
		for (int year = this.reading.today.getYear() - 1; year <= this.reading.today.getYear() + 2; year++) {
			LocalDate holiday = this.reading.holidays.date(m.group("name"), year);
			if (holiday == null) {
				continue;
			}
			LocalDate day = around(m, holiday);
			if (m.group("week") != null && m.group("rel") == null) {
				// "thanksgiving week": the week that holds the holiday, this year's or
				// the next
				if (!this.reading.weekStartOf(holiday).plusDays(6).isBefore(this.reading.today)) {
					return this.reading.week(holiday);
				}
				continue;
			}
			if (day != null && !day.isBefore(this.reading.today)) {
				this.reading.day(m.start(), day);
				if (bare && this.reading.holidays.nightOf(m.group("name"), year)) {
					// "yoga on election night": that day at night, said whole
					return this.reading.setPart(PartOfDay.NIGHT);
				}
				// "black friday", "easter monday": the weekday in the name is no day of
				// its own
				return !bare || month || early;
			}
		}
		return false;
	}

	private @Nullable LocalDate around(Matcher m, LocalDate holiday) {
		if (m.group("eve") != null) {
			return holiday.minusDays(1);
		}
		if (m.group("rel") == null) {
			return holiday;
		}
		boolean after = m.group("rel").equals("after");
		if (m.group("wd") != null) {
			DayOfWeek weekday = weekday(m.group("wd"));
			return (weekday == null) ? null
					: holiday.with(after ? TemporalAdjusters.next(weekday) : TemporalAdjusters.previous(weekday));
		}
		long days = 1;
		if (m.group("n") != null) {
			Double n = Numbers.parse(m.group("n"));
			if (n == null || n != Math.floor(n) || n < 1 || n > 60) {
				return null;
			}
			days = n.longValue() * (m.group("unit").startsWith("week") ? 7 : 1);
		}
		return after ? holiday.plusDays(days) : holiday.minusDays(days);
	}

	private static @Nullable DayOfWeek weekday(String name) {
		String key = name.toLowerCase(Locale.ROOT);
		for (DayOfWeek day : DayOfWeek.values()) {
			if (day.name().toLowerCase(Locale.ROOT).startsWith(key.substring(0, Math.min(3, key.length())))) {
				return day;
			}
		}
		return null;
	}

}
