package dev.kairos.assistant.language;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.PartOfDay.Meridiem;
import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * What {@link WhenParser}'s recognizers have read of a message so far, and the moment
 * they read it at; the first value found for each part of {@link When} wins.
 */
final class Reading {

	private static final Pattern DEADLINE_PREFIX = Pattern
		.compile("(?<![\\w])(?<word>by|before|until|till|due(?:\\s+on|\\s+by)?|no\\s+later\\s+than)\\s+(?:the\\s+)?$");

	/** "the week of 5 april", "w/c 5/4": the week that holds the day. */
	private static final Pattern WEEK_OF_PREFIX = Pattern.compile(
			"(?<![\\w])(?:(?:the\\s+)?week\\s+(?:of|starting|beginning|commencing)|w/c|wc)\\s+(?:the\\s+)?(?:on\\s+)?$");

	/** "the weekend of the 10th": the weekend that holds the day, or the next one. */
	private static final Pattern WEEKEND_OF_PREFIX = Pattern
		.compile("(?<![\\w])(?:the\\s+)?weekend\\s+of\\s+(?:the\\s+)?$");

	final Utterance utterance;

	final LocalDateTime now;

	final LocalDate today;

	final DayOfWeek weekStart;

	final DateOrder dateOrder;

	final Holidays holidays;

	@Nullable LocalDate date;

	@Nullable LocalDate firstDay;

	@Nullable LocalDate lastDay;

	boolean anyDay;

	@Nullable LocalDate deadline;

	/** The day something is due ("due wed"), besides the deadline it makes. */
	@Nullable LocalDate dueDay;

	@Nullable ClockTime start;

	@Nullable ClockTime end;

	@Nullable Duration duration;

	@Nullable PartOfDay part;

	@Nullable ClockTime after;

	@Nullable ClockTime before;

	@Nullable LocalDateTime exact;

	boolean past;

	boolean open;

	boolean setPart(PartOfDay value) {
		if (this.part == null) {
			this.part = value;
		}
		return true;
	}

	Reading(Utterance utterance, LocalDateTime now, DayOfWeek weekStart, DateOrder dateOrder, Holidays holidays) {
		this.utterance = utterance;
		this.holidays = holidays;
		this.now = now;
		this.today = now.toLocalDate();
		this.weekStart = weekStart;
		this.dateOrder = dateOrder;
	}

	When toWhen() {
		if (this.date == null && this.firstDay == null && this.dueDay != null && this.start != null) {
			// "lab report due wed, block 1-3pm": a time with only a due day is on that
			// day.
			this.date = this.dueDay;
		}
		return new When(this.date, this.firstDay, this.lastDay, this.anyDay, this.deadline, this.start, this.end,
				this.duration, this.part, this.after, this.before, this.exact, this.past, this.open);
	}

	/**
	 * Record a named day; a preceding "by", "before", "until" or "due" makes it a
	 * deadline instead.
	 */
	boolean day(int start, LocalDate day) {
		Matcher prefix = claimedBefore(DEADLINE_PREFIX, start, 20);
		if (prefix != null) {
			return deadline(Text.collapse(prefix.group("word")), day);
		}
		if (claimedBefore(WEEK_OF_PREFIX, start, 30) != null) {
			return week(day);
		}
		if (claimedBefore(WEEKEND_OF_PREFIX, start, 30) != null) {
			LocalDate saturday = (day.getDayOfWeek() == DayOfWeek.SUNDAY) ? day.minusDays(1)
					: day.with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
			return span(saturday, saturday.plusDays(1), true);
		}
		if (day.isBefore(this.today)) {
			this.past = true;
			return true;
		}
		if (this.date != null) {
			// A second day ("Monday, Feb 18") agrees or is ignored.
			return true;
		}
		this.date = day;
		return true;
	}

	/**
	 * The words a day is said after ("by", "the week of"), found within {@code reach}
	 * characters before it and claimed when free; null when they are not there.
	 */
	private @Nullable Matcher claimedBefore(Pattern prefix, int start, int reach) {
		Matcher said = prefix.matcher(this.utterance.text().substring(Math.max(0, start - reach), start));
		if (!said.find()) {
			return null;
		}
		int prefixStart = start - said.group().length();
		if (this.utterance.isFree(prefixStart, start)) {
			this.utterance.use(prefixStart, start);
		}
		return said;
	}

	/** The week that holds the day, from the user's first day of the week. */
	boolean week(LocalDate day) {
		LocalDate first = weekStartOf(day);
		return span(first, first.plusDays(6), true);
	}

	boolean deadline(String word, LocalDate day) {
		if (this.deadline == null && !day.isBefore(this.today) && word.startsWith("due")) {
			this.dueDay = day;
		}
		if (this.deadline == null && !day.isBefore(this.today)) {
			this.deadline = word.equals("before") ? day : day.plusDays(1);
		}
		return true;
	}

	boolean span(LocalDate first, LocalDate last, boolean weekend) {
		if (this.firstDay != null || last.isBefore(this.today)) {
			return true;
		}
		this.firstDay = first.isBefore(this.today) ? this.today : first;
		this.lastDay = last;
		this.anyDay = weekend;
		return true;
	}

	LocalDate weekStartOf(LocalDate day) {
		return day.with(TemporalAdjusters.previousOrSame(this.weekStart));
	}

}
