package dev.kairos.booking;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.kairos.events.EventId;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.Settings;
import dev.kairos.settings.SettingsService;
import dev.kairos.settings.WorkingHours;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reads what {@link Slots} decides on: the owner's zone and working hours, their busy
 * time ({@link BusyTime}), and the page's bookings per day.
 */
@Service
class BookingSlots {

	/** Most bookings of a page read for one answer. */
	static final int MAX_BOOKINGS = 20_000;

	/** Longest range of starts one question may cover. */
	static final Duration MAX_RANGE = Duration.ofDays(42);

	private final BusyTime busyTime;

	private final SettingsService settings;

	private final JdbcBookingRepository repository;

	private final Clock clock;

	BookingSlots(BusyTime busyTime, SettingsService settings, JdbcBookingRepository repository, Clock clock) {
		this.busyTime = busyTime;
		this.settings = settings;
		this.repository = repository;
		this.clock = clock;
	}

	/**
	 * Up to {@code max} free starts of {@code duration} in {@code [from, to)} (a range of
	 * at most {@link #MAX_RANGE}).
	 * @param moving a booking being moved, which neither its event nor its count on its
	 * day holds back; null for none
	 */
	@Transactional
	List<Instant> free(BookingPage page, Duration duration, Instant from, Instant to, int max,
			@Nullable Booking moving) {
		if (Duration.between(from, to).compareTo(MAX_RANGE) > 0) {
			to = from.plus(MAX_RANGE);
		}
		KairosUser owner = new KairosUser(page.owner());
		Settings ownerSettings = this.settings.get(owner);
		SlotRules rules = rules(page, ownerSettings, duration);
		Instant busyFrom = from.minus(rules.bufferBefore());
		Instant busyTo = to.plus(duration).plus(rules.bufferAfter());
		List<Interval> busy = this.busyTime.read(owner, busyFrom, busyTo,
				(moving != null) ? EventId.of(moving.eventId()) : null);
		// The page's own bookings keep their buffers: a booking with 15 minutes after it
		// keeps the next 15 minutes free, whatever is booked next.
		Map<LocalDate, Integer> booked = new HashMap<>();
		for (Interval booking : this.repository.booked(page.owner(), page.id(), from.minus(Duration.ofDays(2)),
				to.plus(Duration.ofDays(2)), MAX_BOOKINGS)) {
			if (moving != null && booking.start().equals(moving.startTime())
					&& booking.end().equals(moving.endTime())) {
				continue;
			}
			booked.merge(booking.start().atZone(rules.zone()).toLocalDate(), 1, Integer::sum);
			busy.add(
					new Interval(booking.start().minus(rules.bufferBefore()), booking.end().plus(rules.bufferAfter())));
		}
		return Slots.free(rules, this.clock.instant(), from, to, busy, booked, max);
	}

	/** Whether {@code start} is a free start of {@code duration} now. */
	@Transactional
	boolean offered(BookingPage page, Duration duration, Instant start, @Nullable Booking moving) {
		return free(page, duration, start, start.plusSeconds(1), 1, moving).contains(start);
	}

	/** The owner's zone, the day a start falls on there. */
	ZoneId zone(BookingPage page) {
		return this.settings.timezone(new KairosUser(page.owner()));
	}

	static SlotRules rules(BookingPage page, Settings settings, Duration duration) {
		List<WeeklyWindow> windows = (page.availability() != null) ? page.availability()
				: workingHours(settings.workingHours());
		return new SlotRules(settings.timezone(), windows, duration, Duration.ofMinutes(page.bufferBeforeMinutes()),
				Duration.ofMinutes(page.bufferAfterMinutes()), Duration.ofMinutes(page.minimumNoticeMinutes()),
				Duration.ofDays(page.horizonDays()), page.maxPerDay());
	}

	static List<WeeklyWindow> workingHours(WorkingHours hours) {
		List<WeeklyWindow> windows = new ArrayList<>();
		for (DayOfWeek day : DayOfWeek.values()) {
			if (hours.days().contains(day)) {
				windows.add(new WeeklyWindow(day, hours.start(), hours.end()));
			}
		}
		return windows;
	}

}
