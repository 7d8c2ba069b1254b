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
 * The clock-time recognizers of {@link WhenParser}: times, ranges, lengths, parts of the
 * day and moments relative to now.
 */
final class TimeReader {

	private final Reading reading;

	TimeReader(Reading reading) {
		this.reading = reading;
	}

	static final String HOUR_UNIT = "(?:hours?|hrs?)";

	static final String MINUTE_UNIT = "(?:minutes?|mins?)";

	/** What may follow a number that is no time ("at 3 people", "2-3 hours"). */
	private static final String NOT_A_TIME = "(?![\\w:/%]|\\s*(?:%|/|\\.\\d|" + HOUR_UNIT + "\\b|" + MINUTE_UNIT
			+ "\\b|days?\\b|weeks?\\b|months?\\b|years?\\b|people\\b|persons?\\b|points?\\b|percent\\b|dollars?\\b"
			+ "|euros?\\b|pounds?\\b|students?\\b|pages?\\b|questions?\\b|st\\b|nd\\b|rd\\b|th\\b))";

	static final Pattern EXACT_RELATIVE = Pattern.compile("(?<![\\w])(?:in|within)\\s+(?:about\\s+|around\\s+)?(?:"
			+ "(?<n>" + DayReader.NUM + ")(?<half>\\s+and\\s+a\\s+half)?\\s*(?<unit>" + HOUR_UNIT + "|" + MINUTE_UNIT
			+ ")|(?<q>(?:a\\s+)?quarter(?:\\s+of)?\\s+an?\\s+hour))\\b" + "|(?<![\\w])(?<n2>" + DayReader.NUM
			+ ")(?<half2>\\s+and\\s+a\\s+half)?\\s*(?<unit2>" + HOUR_UNIT + "|" + MINUTE_UNIT + ")\\s+from\\s+now\\b"
			+ "|(?<![\\w])(?<now>(?:from\\s+)?(?:right\\s+)?now)(?=\\s+(?:until|till|til)\\b)");

	static final Pattern DURATION = Pattern.compile("(?<![\\w])(?:for\\s+)?(?:(?:about|around|roughly|approx\\.?"
			+ "|approximately|~|at\\s+least|maybe)\\s*)?(?:(?<n>" + DayReader.NUM
			+ ")(?<half>\\s+and\\s+a\\s+half)?\\s*-?\\s*(?<unit>" + HOUR_UNIT + "|" + MINUTE_UNIT
			+ ")\\b(?<half2>\\s+and\\s+a\\s+half)?(?:\\s*(?:and\\s+)?(?<n2>\\d{1,2}|" + Numbers.WORD + "(?:[- ]"
			+ Numbers.WORD + ")?)\\s*" + MINUTE_UNIT + "\\b)?"
			+ "|(?<dh>\\d{1,2}(?:\\.\\d+)?)\\s?h(?:\\s?(?<dm>\\d{1,2})\\s?m?)?\\b|(?<dmin>\\d{1,3})m\\b"
			+ "|(?<q>(?:a\\s+)?quarter(?:\\s+of)?\\s+an?\\s+hour|(?:a\\s+)?quarter[\\s-]hour)"
			+ "|(?<tq>three[\\s-]quarters\\s+of\\s+an\\s+hour))(?:[\\s-]long\\b)?");

	/** What makes a length a distance in time instead ("2 hours before the exam"). */
	private static final Pattern NOT_A_LENGTH = Pattern
		.compile("^\\s+(?:ago|from\\s+now|from\\s+today|later|earlier|before|after|early|late)\\b");

	static final Pattern TIME_RANGE = Pattern
		.compile("(?<![\\w@:./])(?:(?<pre>from|between)\\s+)?(?<a>" + ClockTime.EXPLICIT + "|" + ClockTime.BARE
				+ ")(?:\\s*o'?\\s?clock)?\\s*(?<sep>-|to|till|til|until|through|thru|and)\\s*(?<b>" + ClockTime.EXPLICIT
				+ "|" + ClockTime.BARE + ")(?:\\s*o'?\\s?clock)?" + NOT_A_TIME);

	private static final String TIME_PREFIX = "(?:at|around|about|approximately|after|before|by|until|till|til|from"
			+ "|starting\\s+at|starts\\s+at|start\\s+at|no\\s+later\\s+than|no\\s+earlier\\s+than|not\\s+before|not\\s+after"
			+ "|(?:sometime|some\\s+time|any\\s*time)\\s+(?:after|before)|for)";

	static final Pattern EXPLICIT_TIME = Pattern.compile("(?<![\\w@:./])(?:(?<pre>" + TIME_PREFIX + ")\\s+|@\\s*)?(?<t>"
			+ ClockTime.EXPLICIT + ")(?:\\s*-?ish)?(?![\\w:])");

	static final Pattern BARE_TIME = Pattern.compile("(?<![\\w:./])(?:(?:(?<pre>" + TIME_PREFIX.replace("|for)", ")")
			+ ")\\s+|@\\s*)(?<t>" + ClockTime.BARE + ")(?<oc>\\s*o'?\\s?clock)?(?:\\s*-?ish)?" + NOT_A_TIME + "|(?<t2>"
			+ ClockTime.BARE + ")(?:\\s*o'?\\s?clock|\\s*-?ish\\b)" + NOT_A_TIME + "|(?<t3>" + ClockTime.BARE
			+ ")(?=\\s+(?:tonight|tonite|this\\s+(?:morning|afternoon|evening)"
			+ "|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night|tomorrow\\s+(?:morning|afternoon|evening|night)))"
			+ "|(?:at|@|around)\\s+(?<hhmm>\\d{3,4})(?:\\s*(?:hrs|hours))?(?![\\w:/%.])" + NOT_A_TIME + ")");

	/**
	 * "all day", "the whole day", "the whole of thursday", "as an all day thing": from
	 * midnight to midnight of the day said.
	 */
	static final Pattern ALL_DAY = Pattern.compile("(?<![\\w])(?:(?:for|as|on)\\s+)?(?:(?:an?\\s+)?all[\\s-]day"
			+ "(?:\\s+(?:long|thing|event|block))?(?:,?\\s+(?:on\\s+)?(?:both|each|every)\\s+days?)?|(?<=block\\s(?:it|that|the\\s+day)\\s+off\\s)(?:entirely|completely|fully)|(?:the\\s+)?(?:whole|entire|full)(?=\\s+day\\s+off\\b)"
			// "block the whole early may bank holiday", "the whole of easter monday"
			+ "|(?:the\\s+)?(?:whole|entire)(?:\\s+of)?(?=\\s+(?:(?!(?:on|at|for|with|in|to)\\b)[a-z']+\\s+){0,4}?"
			+ "(?:holiday|eve)\\b|\\s+(?:of\\s+)?easter\\s+(?:monday|sunday|weekend)\\b)"
			+ "|(?:the\\s+)?(?:whole|entire|full)\\s+day(?:\\s+long)?|(?:the\\s+)?(?:(?:whole|all|entire)\\s+of|whole|entire)(?=\\s+(?:the\\s+)?(?:"
			+ "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}|" + DayReader.WEEKDAY_NAME
			+ "|today|tomorrow|tmrw|\\d{1,2}(?:st|nd|rd|th))\\b))(?![\\w-])");

	/**
	 * A bare hour ("9", "11", "6 30") said without "at", read only after everything else
	 * and only where a day or a part of the day frames it: right after one ("monday
	 * morning 9", "tues 11", "tonight 8"), right before one ("7 in evening"), or last in
	 * a message that says its day ("mothers day brunch 11").
	 */
	static final Pattern LONE_HOUR = Pattern
		.compile("(?<![\\w:./#$@'-])(?<h>1[0-2]|0?[1-9])(?:\\s(?<m>[0-5]\\d))?(?![\\w:./%'-])");

	/** Nothing but punctuation or emoji up to the end. */
	private static final Pattern ONLY_PUNCTUATION = Pattern.compile("^[\\s\\p{P}\\p{S}\\p{Cs}]*$");

	/** "in evening", "in the evening" before a part of the day. */
	private static final Pattern IN_BEFORE_PART = Pattern.compile("^\\s*(?:in\\s+(?:the\\s+)?)?");

	private static final Pattern NEAR_DAY = Pattern
		.compile("^\\s+(?:on\\s+)?(?:" + DayReader.WEEKDAY_NAME + "|today|tomorrow|tonight|\\d{1,2}[/.]\\d{1,2}"
				+ "|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?:\\s+(?:of\\s+)?" + DayReader.MONTH
				+ ")?|\\d{1,2}\\s+(?:of\\s+)?" + DayReader.MONTH + "|" + DayReader.MONTH + "\\s+\\d{1,2})\\b");

	private static final Pattern DAY_WORD = Pattern
		.compile("\\b(?:" + DayReader.WEEKDAY_NAME + "|today|tomorrow|tonight|" + DayReader.MONTH + ")\\b");

	/** "2000 words", "1500 people": a count, not a time. */
	private static final Pattern COUNTED = Pattern.compile("\\s+(?:words?|pages?|people|persons?|guests?|steps?"
			+ "|calories|cals?|kcal|miles?|mi|km|kms|meters?|metres?|m|feet|ft|dollars?|bucks|euros?|pounds?|lbs?|kg"
			+ "|points?|pts|units?|items?|rows?|lines?|users?|students?|copies|tickets?)\\b");

	private static final Pattern NOT_HHMM_BEFORE = Pattern
		.compile("(?:\\b(?:in|since|of|year|room|rm|no|number)\\.?\\s*|(?<![\\d/.-])\\d+\\s*|,\\s*)$");

	private static final Pattern CLOCK_WORD_BEFORE = Pattern.compile("\\b(at|until|till|til|from|before|after)\\s+$");

	private static final Pattern YEAR_LIKE = Pattern.compile("(?:19|20)\\d\\d");

	/** "april 2026": after a month, four digits that may be a year are one. */
	private static final Pattern MONTH_BEFORE = Pattern.compile("\\b" + DayReader.MONTH + "\\.?\\s*$");

	static final Pattern PART = Pattern.compile("(?<![\\w])(?:(?<first>first\\s+thing(?:\\s+in\\s+the\\s+morning)?)"
			+ "|(?<eod>(?:at\\s+|by\\s+|before\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:work\\s*)?day|eod|close\\s+of\\s+business|cob)"
			+ "|(?<afterwork>after\\s+work)|(?<afterlunch>after\\s+lunch)|(?<afterclass>after\\s+(?:class|classes|school))"
			+ "|(?<lunch>(?:at|over|during|around|for)\\s+lunch(?:time)?|lunchtime|lunch\\s+time)"
			+ "|(?<atnight>at\\s+night)"
			+ "|(?:early\\s+)?(?:(?:in|during)\\s+the\\s+)?(?<part>morning|afternoon|evening|night)s?)\\b");

	/** A day right before a range: "thursday 1-3", "MWF 10-11", "tomorrow 10-11". */
	private static final Pattern DAY_BEFORE = Pattern
		.compile("(?:\\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\\b(?:mwf|mw|tth"
				+ "|tuth|tr|today|tomorrow|tonight|weekdays?|weekends?|day|daily|nightly|(?:fortnight|week|month)ly|nights?|evenings?|mornings?)|\\d(?:st|nd|rd|th)|\\b\\d{1,2}/\\d{1,2}"
				+ "|\\d\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*),?\\s+$");

	/** A day right after a range: "1-3 on thursday", "10-11 tomorrow". */
	private static final Pattern DAY_AFTER = Pattern
		.compile("\\s+(?:on\\s+|every\\s+|this\\s+|next\\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today\\b|tomorrow\\b"
				// "offsite 9-5 on 13/4", "9-5 on the 14th"
				+ "|(?<=on\\s)(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th|/\\d{1,2})\\b)");

	private static final Pattern PART_FOLLOWS = Pattern
		.compile("^\\s+(?:tonight|tonite|this\\s+(?:morning|afternoon|evening)"
				+ "|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night|(?:tomorrow|today)\\s+(?:morning|afternoon|evening|night))\\b");

	boolean exactRelative(Matcher m) {
		Duration amount;
		if (m.group("now") != null) {
			// "from now until 3pm": a start now, with the end "until" says.
			amount = Duration.ZERO;
		}
		else if (m.group("q") != null) {
			amount = Duration.ofMinutes(15);
		}
		else if (m.group("n") != null) {
			amount = amount(m.group("n"), m.group("half") != null, m.group("unit"));
		}
		else {
			amount = amount(m.group("n2"), m.group("half2") != null, m.group("unit2"));
		}
		if (amount == null || amount.isZero() && m.group("now") == null || this.reading.exact != null) {
			return false;
		}
		this.reading.exact = this.reading.now.plus(amount).truncatedTo(ChronoUnit.MINUTES);
		return true;
	}

	boolean duration(Matcher m) {
		if (this.reading.duration != null) {
			return false;
		}
		if (!m.group().startsWith("for")
				&& NOT_A_LENGTH.matcher(this.reading.utterance.text().substring(m.end())).find()) {
			return false;
		}
		Duration amount;
		if (m.group("q") != null) {
			amount = Duration.ofMinutes(15);
		}
		else if (m.group("tq") != null) {
			amount = Duration.ofMinutes(45);
		}
		else if (m.group("dh") != null) {
			amount = Duration.ofMinutes(Math.round(Double.parseDouble(m.group("dh")) * 60));
			if (m.group("dm") != null) {
				amount = amount.plusMinutes(Integer.parseInt(m.group("dm")));
			}
		}
		else if (m.group("dmin") != null) {
			amount = Duration.ofMinutes(Integer.parseInt(m.group("dmin")));
		}
		else {
			// The unit is an hour or a minute unit: "a" is "an hour", never "a m".
			amount = amount(m.group("n"), m.group("half") != null || m.group("half2") != null, m.group("unit"));
			if (amount != null && m.group("n2") != null) {
				Integer minutes = Character.isDigit(m.group("n2").charAt(0)) ? Integer.valueOf(m.group("n2"))
						: Numbers.compound(m.group("n2"));
				if (minutes == null) {
					return false;
				}
				amount = amount.plusMinutes(minutes);
			}
		}
		if (amount == null || amount.isZero() || amount.compareTo(Duration.ofDays(7)) > 0) {
			return false;
		}
		this.reading.duration = amount;
		return true;
	}

	private static @Nullable Duration amount(String count, boolean andAHalf, String unit) {
		Double n = Numbers.parse(count);
		if (n == null) {
			return null;
		}
		double value = n + (andAHalf ? 0.5 : 0);
		long minutes = Math.round(unit.startsWith("h") ? value * 60 : value);
		return Duration.ofMinutes(minutes);
	}

	boolean timeRange(Matcher m) {
		String prefix = m.group("pre");
		String separator = m.group("sep");
		if (separator.equals("and") && !"between".equals(prefix)) {
			return false;
		}
		ClockTime from = ClockTime.parse(m.group("a"));
		ClockTime to = ClockTime.parse(m.group("b"));
		if (from == null || to == null || this.reading.start != null) {
			return false;
		}
		String text = this.reading.utterance.text();
		if (prefix == null && !looksLikeTime(m.group("a")) && !looksLikeTime(m.group("b"))
				&& !PART_FOLLOWS.matcher(text.substring(m.end())).find()
				&& !(DAY_BEFORE.matcher(text.substring(0, m.start())).find()
						|| DAY_AFTER.matcher(text.substring(m.end())).lookingAt())) {
			// "9-5" or "2 to 3" alone may be anything; "from 9 to 5", "10-11 at night"
			// and
			// "MWF 10-11" or "thursday 1-3" (next to a day) are time ranges.
			return false;
		}
		this.reading.start = from;
		this.reading.end = to;
		return true;
	}

	private static boolean looksLikeTime(String said) {
		ClockTime time = ClockTime.parse(said);
		return time != null && (time.isCertain() || said.contains(":")
				|| !Character.isDigit(said.strip().charAt(0)) && !said.strip().matches(ClockTime.HOUR_WORD));
	}

	boolean time(@Nullable String prefix, String said) {
		ClockTime time = ClockTime.parse(said);
		if (time == null) {
			return false;
		}
		String word = (prefix != null) ? Text.collapse(prefix) : "at";
		switch (word) {
			case "after", "no earlier than", "not before", "sometime after", "some time after", "anytime after",
					"any time after" -> {
				if (this.reading.after != null) {
					return false;
				}
				this.reading.after = time;
			}
			case "before", "by", "no later than", "not after", "sometime before", "some time before", "anytime before",
					"any time before" -> {
				if (this.reading.before != null) {
					return false;
				}
				this.reading.before = time;
			}
			case "until", "till", "til" -> {
				// After a start, a clock time or "in 2 hours", "until" says the end.
				if ((this.reading.start != null || this.reading.exact != null) && this.reading.end == null) {
					this.reading.end = time;
				}
				else if (this.reading.before == null) {
					this.reading.before = time;
				}
				else {
					return false;
				}
			}
			default -> {
				if (this.reading.start != null) {
					return false;
				}
				this.reading.start = time;
			}
		}
		return true;
	}

	boolean bareTime(Matcher m) {
		if (m.group("hhmm") != null) {
			int value = Integer.parseInt(m.group("hhmm"));
			int hour = value / 100;
			int minute = value % 100;
			if (hour > 23 || minute > 59) {
				return false;
			}
			String text = m.group("hhmm");
			return time("at",
					((hour < 10 && text.length() == 4) ? "0" : "") + hour + ":" + String.format("%02d", minute));
		}
		if (m.group("t3") != null
				&& NumberWords.NAMED_NUMBER.matcher(this.reading.utterance.text().substring(0, m.start())).find()) {
			// "read chapter 9 tomorrow morning": a number that names something.
			return false;
		}
		String said = (m.group("t") != null) ? m.group("t") : (m.group("t2") != null) ? m.group("t2") : m.group("t3");
		return time(m.group("pre"), said);
	}

	boolean spacedClock(Matcher m) {
		if (COUNTED.matcher(this.reading.utterance.text().substring(m.end())).lookingAt()) {
			return false;
		}
		return time("at", m.group("h") + ":" + m.group("m"));
	}

	boolean loneHour(Matcher m) {
		Reading r = this.reading;
		if (r.start != null || r.exact != null || r.date == null && r.part == null && r.firstDay == null) {
			return false;
		}
		Utterance u = r.utterance;
		String text = u.text();
		String before = text.substring(0, m.start());
		String after = text.substring(m.end());
		int last = before.stripTrailing().length() - 1;
		boolean dayBefore = last >= 0 && u.isUsed(last) && before.length() - last <= 3;
		Matcher in = IN_BEFORE_PART.matcher(after);
		in.lookingAt();
		int next = m.end() + in.end();
		boolean partAfter = in.end() > 0 && u.isUsed(next) && r.part != null;
		boolean lastWord = ONLY_PUNCTUATION.matcher(after).matches();
		if (!(dayBefore || partAfter || lastWord) || COUNTED.matcher(after).lookingAt()
				|| !dayBefore && NumberWords.NUMBERED.matcher(before).find()) {
			return false;
		}
		return time("at", m.group("h") + ((m.group("m") != null) ? ":" + m.group("m") : ""));
	}

	boolean allDay(Matcher m) {
		if (this.reading.start != null) {
			return false;
		}
		this.reading.start = new ClockTime(0, 0, Meridiem.NONE, true);
		this.reading.end = ClockTime.MIDNIGHT;
		return true;
	}

	boolean hhmmRange(Matcher m) {
		if (this.reading.start != null) {
			return false;
		}
		if (m.group("a") != null) {
			this.reading.start = hhmm(m.group("a"));
			this.reading.end = hhmm(m.group("b"));
			return true;
		}
		int startHour = Integer.parseInt(m.group("ah"));
		int endHour = Integer.parseInt(m.group("bh"));
		int startMinute = (m.group("am") != null) ? Integer.parseInt(m.group("am")) : 0;
		int endMinute = (m.group("bm") != null) ? Integer.parseInt(m.group("bm")) : 0;
		if (endHour * 60 + endMinute <= startHour * 60 + startMinute || endHour == 24 && endMinute > 0) {
			return false;
		}
		this.reading.start = new ClockTime(startHour, startMinute, Meridiem.NONE, true);
		this.reading.end = new ClockTime(endHour, endMinute, Meridiem.NONE, true);
		return true;
	}

	private static ClockTime hhmm(String digits) {
		int value = Integer.parseInt(digits);
		return new ClockTime(value / 100, value % 100, Meridiem.NONE, true);
	}

	boolean compactClock(Matcher m) {
		String h = (m.group("h24") != null) ? "24" : (m.group("h12") != null) ? "12" : null;
		if (h != null) {
			int minute = (m.group("m" + h) != null) ? Integer.parseInt(m.group("m" + h)) : 0;
			return time(m.group("pre"),
					String.format(Locale.ROOT, "%02d:%02d", Integer.parseInt(m.group("h" + h)), minute));
		}
		int hour = Integer.parseInt(m.group("h"));
		if (hour < 1 || hour > 12) {
			return false;
		}
		return time(m.group("pre"), hour + ":" + m.group("m") + m.group("mer") + "m");
	}

	boolean dottedClock(Matcher m) {
		return time(null, m.group("h") + ":" + m.group("m"));
	}

	boolean hhmm(Matcher m) {
		String text = this.reading.utterance.text();
		String digits = m.group("hhmm");
		boolean dayNear = NEAR_DAY.matcher(text.substring(m.end())).lookingAt()
				|| DAY_BEFORE.matcher(text.substring(0, m.start())).find()
				// "1730 squash w ben weds": first in a message that says its day
				// elsewhere
				|| text.substring(0, m.start()).isBlank() && !COUNTED.matcher(text.substring(m.end())).lookingAt()
						&& DAY_WORD.matcher(text).find();
		// "1130" alone: the new time of a change ("seminar 1130 instead"); "runs till
		// 2230": a clock after a word of time (a year's digits are no clock there)
		Matcher word = CLOCK_WORD_BEFORE.matcher(text.substring(0, m.start()));
		boolean worded = word.find() && !Text.matches(YEAR_LIKE, digits)
				&& this.reading.utterance.isFree(word.start(), m.start());
		boolean alone = text.strip().equals(digits) || worded;
		if (!(digits.startsWith("0") || dayNear || alone)
				|| NOT_HHMM_BEFORE.matcher(text.substring(Math.max(0, m.start() - 12), m.start())).find()
				|| Text.matches(YEAR_LIKE, digits) && MONTH_BEFORE.matcher(text.substring(0, m.start())).find()) {
			return false;
		}
		boolean read = time(worded ? word.group(1) : "at", (digits.startsWith("0") ? "0" : "")
				+ Integer.parseInt(digits.substring(0, 2)) + ":" + digits.substring(2));
		if (read && worded) {
			// the word of time is the clock's ("till 2230")
			this.reading.utterance.use(word.start(), m.start());
		}
		return read;
	}

	boolean partOfDay(Matcher m) {
		if (m.group("first") != null) {
			return this.reading.setPart(PartOfDay.FIRST_THING);
		}
		if (m.group("eod") != null) {
			return this.reading.setPart(PartOfDay.END_OF_DAY);
		}
		if (m.group("afterwork") != null) {
			return this.reading.setPart(PartOfDay.AFTER_WORK);
		}
		if (m.group("afterlunch") != null) {
			if (this.reading.after == null) {
				this.reading.after = new ClockTime(13, 0, Meridiem.NONE, true);
			}
			return this.reading.setPart(PartOfDay.AFTERNOON);
		}
		if (m.group("afterclass") != null) {
			return this.reading.setPart(PartOfDay.AFTERNOON);
		}
		if (m.group("lunch") != null) {
			return this.reading.setPart(PartOfDay.LUNCH);
		}
		if (m.group("atnight") != null) {
			return this.reading.setPart(PartOfDay.NIGHT);
		}
		if (PartNames.namesTheEvent(this.reading.utterance.text(), m.start(), m.end(),
				m.group(0).equals(m.group("part")) || m.group(0).equals(m.group("part") + "s"))) {
			return false;
		}
		return this.reading.setPart(PartOfDay.valueOf(m.group("part").toUpperCase(Locale.ROOT)));
	}

}
