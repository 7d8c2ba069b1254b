package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Put dates, times and lengths into the assistant's sentences, in the user's time zone:
 * "Thursday, March 5, 12:30 PM–1:30 PM".
 */
public final class Say {

	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE, MMMM d", Locale.ENGLISH);

	private static final DateTimeFormatter DAY_WITH_YEAR = DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy",
			Locale.ENGLISH);

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("h:mm a", Locale.ENGLISH);

	private final ZoneId zone;

	private final LocalDate today;

	Say(ZoneId zone, Instant now) {
		this.zone = zone;
		this.today = now.atZone(zone).toLocalDate();
	}

	/**
	 * "today", "tomorrow", or "Friday, March 6" (with the year when it is not this one).
	 */
	String day(LocalDate day) {
		if (day.equals(this.today)) {
			return "today (" + day.format(DAY) + ")";
		}
		if (day.equals(this.today.plusDays(1))) {
			return "tomorrow (" + day.format(DAY) + ")";
		}
		return day.format((day.getYear() == this.today.getYear()) ? DAY : DAY_WITH_YEAR);
	}

	/** "today (…)", "tomorrow (…)" or "on Friday, March 6, 3:00 PM–4:00 PM". */
	String onSpan(Interval interval) {
		LocalDate day = interval.start().atZone(this.zone).toLocalDate();
		boolean near = day.equals(this.today) || day.equals(this.today.plusDays(1));
		return (near ? "" : "on ") + span(interval);
	}

	String time(Instant instant) {
		return instant.atZone(this.zone).format(TIME);
	}

	/** "Friday, March 6, 3:00 PM–4:00 PM", or both days when it spans midnight. */
	String span(Interval interval) {
		ZonedDateTime start = interval.start().atZone(this.zone);
		ZonedDateTime end = interval.end().atZone(this.zone);
		String day = day(start.toLocalDate());
		boolean sameDay = start.toLocalDate().equals(end.toLocalDate())
				|| (end.toLocalTime().equals(java.time.LocalTime.MIDNIGHT)
						&& start.toLocalDate().plusDays(1).equals(end.toLocalDate()));
		if (sameDay) {
			return day + ", " + time(interval.start()) + "–" + time(interval.end());
		}
		return day + ", " + time(interval.start()) + " to " + day(end.toLocalDate()) + ", " + time(interval.end());
	}

	/** "9:00 AM–10:30 AM", the times only. */
	String times(Interval interval) {
		return time(interval.start()) + "–" + time(interval.end());
	}

	/** "1 hour", "90 minutes", "2 hours 30 minutes", "1 hour 1 minute". */
	static String duration(Duration duration) {
		long minutes = duration.toMinutes();
		long hours = minutes / 60;
		long rest = minutes % 60;
		String restSaid = rest + ((rest == 1) ? " minute" : " minutes");
		if (hours == 0) {
			return restSaid;
		}
		if (hours == 1 && rest == 30) {
			return "90 minutes";
		}
		String whole = hours + ((hours == 1) ? " hour" : " hours");
		return (rest == 0) ? whole : whole + " " + restSaid;
	}

	/** "a, b or c". */
	static String alternatives(List<String> items) {
		if (items.size() <= 1) {
			return String.join("", items);
		}
		return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
	}

	/** "a, b and c". */
	static String list(List<String> items) {
		if (items.size() <= 1) {
			return String.join("", items);
		}
		return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
	}

	/**
	 * How a proposed change of an event ends: "Confirm it to change the event.", or what
	 * it would overlap.
	 */
	String changeClosing(List<Busy> conflicts) {
		return conflicts.isEmpty() ? "Confirm it to change the event." : "It overlaps " + conflicts(conflicts)
				+ "; you can still change it and keep both, or ask me for another time.";
	}

	/** The busy events, with their times: "Seminar (9:00 AM–12:00 PM)". */
	String conflicts(List<Busy> busy) {
		return list(busy.stream()
			.map((b) -> "\"" + b.title() + "\" (" + span(new Interval(b.startTime(), b.endTime())) + ")")
			.toList());
	}

}
