package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.settings.WorkingHours;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Free/busy", description = "When users of this server who share it with you are busy, and a time for all")
class FreeBusyController {

	/** Most people in one question. */
	static final int MAX_PEOPLE = 20;

	/** Longest range of one question. */
	static final Duration MAX_RANGE = Duration.ofDays(42);

	/** Most slots find-a-time offers. */
	static final int MAX_SLOTS = 10;

	private final FreeBusy freeBusy;

	private final SettingsService settings;

	FreeBusyController(FreeBusy freeBusy, SettingsService settings) {
		this.freeBusy = freeBusy;
		this.settings = settings;
	}

	@PostMapping(path = "/api/free-busy", consumes = "application/json")
	@Operation(summary = "Busy intervals in [start, end) (at most 42 days) of each person who shares free/busy "
			+ "with you (free_busy_readers in their settings); titles are never shown; anyone else is not_shared")
	FreeBusyResponse freeBusy(KairosUser user, @Valid @RequestBody FreeBusyRequest request) {
		FieldProblems problems = new FieldProblems();
		List<String> emails = emails(problems, request.emails());
		Instant[] range = range(problems, user, request.start(), request.end());
		problems.throwIfAny();
		List<PersonBusy> people = new ArrayList<>();
		for (FreeBusy.Person person : this.freeBusy.people(user, emails)) {
			if (!person.shared()) {
				people.add(new PersonBusy(person.email(), "not_shared", null, List.of()));
				continue;
			}
			people.add(new PersonBusy(person.email(), "shared", person.settings().timezone().getId(),
					this.freeBusy.busy(person, range[0], range[1])
						.stream()
						.map((busy) -> new Busy(busy.start(), busy.end()))
						.toList()));
		}
		return new FreeBusyResponse(range[0], range[1], people);
	}

	@PostMapping(path = "/api/find-a-time", consumes = "application/json")
	@Operation(summary = "Up to 10 starts in [start, end), earliest first, free for you and every person and inside "
			+ "everyone's working hours, each with every person's local time; none_fits says why when there is none")
	FindATimeResponse findATime(KairosUser user, @Valid @RequestBody FindATimeRequest request) {
		FieldProblems problems = new FieldProblems();
		List<String> emails = emails(problems, request.emails());
		Instant[] range = range(problems, user, request.start(), request.end());
		Integer minutes = PageValues.range(problems, "duration_minutes", request.durationMinutes(),
				PageValues.MIN_DURATION, PageValues.MAX_DURATION);
		problems.throwIfAny();
		Duration duration = Duration.ofMinutes(minutes);
		FreeBusy.Found found = this.freeBusy.find(user, emails, duration, range[0], range[1], MAX_SLOTS);
		ZoneId myZone = found.people().get(0).settings().timezone();
		if (found.result() == null) {
			List<String> who = found.notShared().stream().map(FreeBusy.Person::email).toList();
			return new FindATimeResponse(minutes, List.of(),
					new NoneFits("not_shared",
							String.join(", ", who) + ((who.size() == 1) ? " has" : " have")
									+ " not shared free/busy with you, so no time can be promised free for everyone.",
							who, List.of(), List.of(), List.of()));
		}
		List<Suggestion> slots = new ArrayList<>();
		for (Instant start : found.result().starts()) {
			Instant end = start.plus(duration);
			List<LocalTime> local = found.people()
				.stream()
				.map((person) -> new LocalTime(person.email(), person.settings().timezone().getId(),
						format(start, person.settings().timezone()), format(end, person.settings().timezone())))
				.toList();
			slots.add(new Suggestion(start, end, local));
		}
		return new FindATimeResponse(minutes, slots, slots.isEmpty() ? noneFits(found, duration, range, myZone) : null);
	}

	private static NoneFits noneFits(FreeBusy.Found found, Duration duration, Instant[] range, ZoneId myZone) {
		List<Hours> hours = found.people()
			.stream()
			.map((person) -> hours(person.email(), person.settings().timezone(), person.settings().workingHours()))
			.toList();
		TimeFinder.Result result = found.result();
		String between = " between " + format(range[0], myZone) + " and " + format(range[1], myZone);
		if (result.workingOverlap().isEmpty()) {
			String each = hours.stream()
				.map((h) -> h.email() + " works " + h.start() + "-" + h.end() + " " + h.days() + " (" + h.timezone()
						+ ")")
				.collect(Collectors.joining("; "));
			return new NoneFits("working_hours", "Everyone's working hours never overlap for " + duration.toMinutes()
					+ " minutes" + between + ": " + each + ".", List.of(), hours, List.of(), List.of());
		}
		List<LocalDate> days = TimeFinder.days(result.workingOverlap(), myZone);
		List<PersonDays> busy = new ArrayList<>();
		for (int i = 0; i < found.people().size(); i++) {
			List<LocalDate> busyDays = TimeFinder.days(result.busyOnOverlap().get(i), myZone);
			if (!busyDays.isEmpty()) {
				busy.add(new PersonDays(found.people().get(i).email(),
						busyDays.stream().map(LocalDate::toString).toList()));
			}
		}
		String who = busy.stream()
			.map((person) -> person.email() + " on " + String.join(", ", person.days()))
			.collect(Collectors.joining("; "));
		return new NoneFits("busy",
				"Everyone works at the same time on "
						+ days.stream().map(LocalDate::toString).collect(Collectors.joining(", ")) + " ("
						+ myZone.getId() + ")" + between + ", but not for " + duration.toMinutes()
						+ " minutes when all are free: busy then are " + who + ".",
				List.of(), hours, days.stream().map(LocalDate::toString).toList(), busy);
	}

	private static Hours hours(String email, ZoneId zone, WorkingHours hours) {
		String days = hours.days()
			.stream()
			.sorted()
			.map((day) -> day.getDisplayName(TextStyle.SHORT, Locale.ENGLISH))
			.collect(Collectors.joining(","));
		return new Hours(email, zone.getId(), hours.start().format(PageValues.HOUR_MINUTE),
				hours.end().format(PageValues.HOUR_MINUTE), days);
	}

	private static String format(Instant instant, ZoneId zone) {
		return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(instant.atZone(zone));
	}

	private static List<String> emails(FieldProblems problems, @Nullable List<String> values) {
		if (values == null || values.isEmpty() || values.size() > MAX_PEOPLE) {
			problems.add("emails", "must list 1 to " + MAX_PEOPLE + " e-mail addresses");
			return List.of();
		}
		for (String value : values) {
			if (value == null || value.length() > PublicBookings.MAX_EMAIL
					|| !PublicBookings.EMAIL.matcher(value.strip()).matches()) {
				problems.add("emails", "must list e-mail addresses such as ada@example.com");
				return List.of();
			}
		}
		return values;
	}

	private Instant[] range(FieldProblems problems, KairosUser user, @Nullable String start, @Nullable String end) {
		ZoneId zone = this.settings.timezone(user);
		Instant from = DateTimeInput.read(problems, "start", start, false, zone);
		Instant to = DateTimeInput.read(problems, "end", end, false, zone);
		if (from != null && to != null) {
			if (!to.isAfter(from)) {
				problems.add("end", "must be after start");
			}
			else if (Duration.between(from, to).compareTo(MAX_RANGE) > 0) {
				problems.add("end", "must be at most " + MAX_RANGE.toDays() + " days after start");
			}
		}
		return new Instant[] { from, to };
	}

	/**
	 * Body of {@code POST /api/free-busy}.
	 *
	 * @param emails 1 to 20 e-mail addresses of users of this server
	 * @param start the range's start (local values in your zone)
	 * @param end its end, at most 42 days later
	 */
	record FreeBusyRequest(@NotNull(message = "is required") @Nullable List<String> emails,
			@NotNull(message = "is required") @Nullable String start,
			@NotNull(message = "is required") @Nullable String end) {
	}

	/**
	 * Body of {@code POST /api/find-a-time}: you are always one of the people.
	 *
	 * @param emails 1 to 20 e-mail addresses of users of this server
	 * @param durationMinutes 5 to 720
	 * @param start the range's start (local values in your zone)
	 * @param end its end, at most 42 days later
	 */
	record FindATimeRequest(@NotNull(message = "is required") @Nullable List<String> emails,
			@NotNull(message = "is required") @Nullable Integer durationMinutes,
			@NotNull(message = "is required") @Nullable String start,
			@NotNull(message = "is required") @Nullable String end) {
	}

	record Busy(Instant startTime, Instant endTime) {
	}

	/**
	 * One person's busy time.
	 *
	 * @param status shared, or not_shared (no user, or one who does not share with you)
	 * @param timezone their zone, when shared
	 */
	record PersonBusy(String email, String status, @Nullable String timezone, List<Busy> busy) {
	}

	record FreeBusyResponse(Instant start, Instant end, List<PersonBusy> people) {
	}

	/**
	 * A start in one person's zone.
	 *
	 * @param startTime with that zone's offset
	 */
	record LocalTime(String email, String timezone, String startTime, String endTime) {
	}

	record Suggestion(Instant startTime, Instant endTime, List<LocalTime> localTimes) {
	}

	/** A person's working hours, as the reason names them. */
	record Hours(String email, String timezone, String start, String end, String days) {
	}

	record PersonDays(String email, List<String> days) {
	}

	/**
	 * Why nothing fits.
	 *
	 * @param reason not_shared, working_hours (they never overlap) or busy
	 * @param message the reason in a sentence
	 * @param notShared who has not shared
	 * @param workingHours everyone's working hours
	 * @param overlapDays the days (in your zone) when everyone works at once
	 * @param busy who is busy on which of those days
	 */
	record NoneFits(String reason, String message, List<String> notShared, List<Hours> workingHours,
			List<String> overlapDays, List<PersonDays> busy) {
	}

	/**
	 * Found times.
	 *
	 * @param noneFits null when there are slots
	 */
	record FindATimeResponse(int durationMinutes, List<Suggestion> slots, @Nullable NoneFits noneFits) {
	}

}
