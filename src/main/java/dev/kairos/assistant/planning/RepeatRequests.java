package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Utterance;
import org.jspecify.annotations.Nullable;

/**
 * A one-off event made to repeat ("make the guitar lesson weekly", "physics lecture
 * should repeat every tuesday"): it becomes a series from its own day, or from the first
 * day after it that the repeat names, at its own time, length and place. A series repeats
 * already: the answer says so (new weekdays for a series are a move, "make yoga every
 * monday", read before this).
 */
final class RepeatRequests {

	/** "every other week", "fortnightly", "biweekly"; "weekly", "every week". */
	private static final Pattern WEEKS = Pattern.compile("(?:every|each)\\s+(?<other>other|second|2|two)\\s+weeks?"
			+ "|(?:every|each)\\s+(?<other2>fortnight)|(?<other3>fortnightly|bi-?weekly)|weekly|(?:every|each)\\s+week");

	private static final Pattern INTERVAL = Pattern.compile(";INTERVAL=\\d+");

	private final Conversation conversation;

	private final Scheduler scheduler;

	private final Say say;

	RepeatRequests(Conversation conversation, Scheduler scheduler, Say say) {
		this.conversation = conversation;
		this.scheduler = scheduler;
		this.say = say;
	}

	/**
	 * Answer a request to make an event repeat.
	 * @param request the request, its value how often ("weekly", "every tuesday")
	 * @param event the event it names
	 */
	Answer answer(ChangeRequest request, CalendarEvent event) {
		if (request.value().startsWith("until ")) {
			// "stop X after nov 19": a series ends then; a one-off has nothing after it
			return (event.recurrence() != null) ? ended(request, event)
					: ActionRequests.ask(event,
							"\"" + event.title() + "\" happens once (" + this.say.span(event.interval())
									+ "), so nothing comes after it to stop. Should I cancel it?");
		}
		Answer interval = (event.recurrence() != null) ? everyOtherWeek(request, event) : null;
		if (interval != null) {
			return interval;
		}
		if (event.recurrence() != null || event.occurrence()) {
			return Answer.of(AssistantReply
				.confirmation("\"" + event.title() + "\" repeats already. I can move it to other weekdays (\"move "
						+ event.title().toLowerCase(Locale.ROOT)
						+ " to mondays\") or make it every other week, but not change"
						+ " how often it repeats otherwise: for that, cancel the series and tell me the new one."));
		}
		Preferences preferences = this.conversation.preferences();
		ZoneId zone = preferences.zone();
		Repeat repeat = Repeat.read(new Utterance(request.value()),
				LocalDateTime.ofInstant(this.conversation.now(), zone), preferences.dateOrder(),
				preferences.holidays());
		ZonedDateTime start = event.startTime().atZone(zone);
		LocalDate first = (repeat != null) ? Repeats.firstDay(repeat, start.toLocalDate()) : null;
		if (repeat == null || first == null) {
			return ActionRequests.ask(event, "How often should \"" + event.title()
					+ "\" repeat? For example \"every week\" or \"every other tuesday\".");
		}
		Instant from = this.scheduler.instant(first, start.getHour() * 60 + start.getMinute());
		Instant to = from.plus(Duration.between(event.startTime(), event.endTime()));
		List<Busy> conflicts = this.conversation.calendar().busy(from, to, event.id());
		ProposedEvent proposal = ProposedEvent
			.change(event, Action.UPDATE, event.title(), from, to, event.location(), zone, conflicts)
			.withRecurrence(Repeats.lines(repeat, first, zone));
		String message = "Make \"" + event.title() + "\" repeat " + Repeats.describe(repeat, first, this.say)
				+ ", from " + this.say.span(proposal.interval()) + ". " + this.say.changeClosing(conflicts);
		return new Answer(AssistantReply.proposal(message, proposal), proposal.interval(), false);
	}

	/**
	 * A weekly series made to repeat every other week, or every week again ("yoga every
	 * other week from now on", "make yoga every other week"): its rule with that
	 * interval, its days and end kept, its weeks counted so that the next occurrence
	 * stays; null for any other change of how often.
	 */
	private @Nullable Answer everyOtherWeek(ChangeRequest request, CalendarEvent series) {
		Matcher often = WEEKS.matcher(request.value().toLowerCase(Locale.ROOT).strip());
		if (!often.matches()) {
			return null;
		}
		boolean other = often.group("other") != null || often.group("other2") != null || often.group("other3") != null;
		List<String> lines = new ArrayList<>();
		for (String line : series.recurrence()) {
			boolean weekly = line.startsWith("RRULE:") && line.contains("FREQ=WEEKLY");
			lines.add(weekly ? INTERVAL.matcher(line).replaceAll("") + (other ? ";INTERVAL=2" : "") : line);
		}
		if (lines.equals(series.recurrence())
				|| series.recurrence().stream().noneMatch(l -> l.contains("FREQ=WEEKLY"))) {
			return null;
		}
		ZoneId zone = this.conversation.preferences().zone();
		// every other week from now on: the next occurrence is kept, so the weeks are
		// counted
		// from the series' first week when that is an even number of weeks before, else
		// from the week after
		ZonedDateTime start = series.startTime().atZone(zone);
		Repeat rule = series.recurrence().stream().map(Repeats::of).filter(Objects::nonNull).findFirst().orElse(null);
		LocalDate next = (rule != null) ? Repeats.firstDay(rule, LocalDate.ofInstant(this.conversation.now(), zone))
				: null;
		long weeks = (next != null) ? ChronoUnit.WEEKS.between(monday(start.toLocalDate()), monday(next)) : 0;
		Duration shift = (other && weeks % 2 == 1) ? Duration.ofDays(7) : Duration.ZERO;
		ProposedEvent proposal = ProposedEvent
			.change(series, Action.UPDATE, series.title(), series.startTime().plus(shift), series.endTime().plus(shift),
					series.location(), zone, List.of())
			.withRecurrence(lines);
		String message = "Make \"" + series.title() + "\" repeat " + (other ? "every other week" : "every week")
				+ ", on its days and at its time" + ((next != null) ? ", the next one " + this.say.day(next) : "")
				+ ". Confirm it to change the series.";
		return new Answer(AssistantReply.proposal(message, proposal), proposal.interval(), false);
	}

	/**
	 * A series ended on a day ("stop yoga after nov 19"): its rule goes on until that
	 * day, the last, and stops there; a day before today, or before it starts, is asked
	 * again.
	 */
	private Answer ended(ChangeRequest request, CalendarEvent series) {
		Preferences preferences = this.conversation.preferences();
		ZoneId zone = preferences.zone();
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), zone);
		// the end read against the series' own rule (its RRULE line, wherever it stands)
		Repeat rule = series.recurrence().stream().map(Repeats::of).filter(Objects::nonNull).findFirst().orElse(null);
		Repeat ends = (rule != null) ? Repeat.endedBy(rule, new Utterance(request.value()), now,
				preferences.dateOrder(), preferences.holidays()) : null;
		LocalDate last = (ends == null) ? null : (ends.count() > 0) ? nth(series, ends.count()) : ends.until();
		List<String> lines = (last != null && !last.isBefore(now.toLocalDate())
				&& !last.isBefore(series.startTime().atZone(zone).toLocalDate()))
						? Repeats.until(series.recurrence(), last, zone, series.allDay()) : null;
		if (lines == null) {
			return ActionRequests.ask(series,
					"On which day should \"" + series.title() + "\" end? For example \"stop it after june 1\".");
		}
		ProposedEvent proposal = ProposedEvent
			.change(series, Action.UPDATE, series.title(), series.startTime(), series.endTime(), series.location(),
					zone, List.of())
			.withRecurrence(lines);
		String message = "End \"" + series.title() + "\" after " + this.say.day(last) + ": none after that day."
				+ " Confirm it to change the series.";
		return new Answer(AssistantReply.proposal(message, proposal), proposal.interval(), false);
	}

	/**
	 * The day of the series' nth occurrence from now ("stop yoga after 6 more classes"),
	 * as the calendar has them (skipped ones not counted), or null when fewer come within
	 * five years.
	 */
	private @Nullable LocalDate nth(CalendarEvent series, int count) {
		Instant now = this.conversation.now();
		List<CalendarEvent> coming = this.conversation.calendar()
			.events(now, now.plus(Duration.ofDays(366 * 5)))
			.stream()
			.filter((event) -> series.id().equals(event.seriesId()) && event.startTime().isAfter(now))
			.limit(count)
			.toList();
		return (coming.size() < count) ? null
				: coming.get(count - 1).startTime().atZone(this.conversation.preferences().zone()).toLocalDate();
	}

	private static LocalDate monday(LocalDate day) {
		return day.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
	}

}
