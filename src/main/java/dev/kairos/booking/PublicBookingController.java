package dev.kairos.booking;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.UUID;

import jakarta.servlet.http.HttpServletRequest;

import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.PublicBaseUrl;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The public side, without sign-in: every request counts against its address's limits
 * ({@link PublicRequestLimits}), and an unknown or disabled slug, or an unknown manage
 * token, is the same 404.
 */
@RestController
@RequestMapping("/api/public")
@Tag(name = "Public booking", description = "Booking pages as bookers see them: no sign-in, rate limited per address")
@SecurityRequirements
@ApiResponse(responseCode = "429", description = "*-throttled: too many requests from this address; Retry-After",
		content = @Content(mediaType = "application/problem+json"))
class PublicBookingController {

	private final PublicBookings bookings;

	private final BookingThrottle throttle;

	private final PublicBaseUrl baseUrl;

	PublicBookingController(PublicBookings bookings, BookingThrottle throttle, PublicBaseUrl baseUrl) {
		this.bookings = bookings;
		this.throttle = throttle;
		this.baseUrl = baseUrl;
	}

	@GetMapping("/booking-pages/{slug}")
	@Operation(summary = "A booking page: its title, durations, owner's name, description and location")
	@ApiResponse(responseCode = "404", description = "booking-page-not-found: unknown or disabled",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "200", description = "OK")
	PublicPage page(@PathVariable String slug, HttpServletRequest request) {
		BookingPage page = enabledPage(slug, request);
		return new PublicPage(page.slug(), page.title(), page.durations(), this.bookings.ownerName(page),
				page.description(), page.location());
	}

	@GetMapping("/booking-pages/{slug}/slots")
	@Operation(summary = "The free starts of a duration in [start, end) (at most 42 days; default: the next 7 days), "
			+ "in the booker's timezone")
	@ApiResponse(responseCode = "404", description = "booking-page-not-found: unknown or disabled",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "200", description = "OK")
	SlotList slots(@PathVariable String slug,
			@Parameter(description = "First start wanted (default: now)") @RequestParam(
					required = false) @Nullable String start,
			@Parameter(description = "No start at or after it") @RequestParam(required = false) @Nullable String end,
			@Parameter(description = "One of the page's durations (default: the first)") @RequestParam(
					name = "duration_minutes", required = false) @Nullable Integer durationMinutes,
			@Parameter(
					description = "IANA zone the times are written in and local ones read in (default: UTC)") @RequestParam(
							required = false) @Nullable String timezone,
			HttpServletRequest request) {
		BookingPage page = enabledPage(slug, request);
		FieldProblems problems = new FieldProblems();
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", timezone);
		ZoneId readIn = (zone != null) ? zone : ZoneOffset.UTC;
		Instant from = (start != null) ? DateTimeInput.readBound(problems, "start", start, readIn) : Instant.now();
		Instant to = (end != null) ? DateTimeInput.readBound(problems, "end", end, readIn)
				: (from != null) ? from.plus(Duration.ofDays(7)) : null;
		if (from != null && to != null) {
			if (!to.isAfter(from)) {
				problems.add("end", "must be after start");
			}
			else if (Duration.between(from, to).compareTo(BookingSlots.MAX_RANGE) > 0) {
				problems.add("end", "must be at most " + BookingSlots.MAX_RANGE.toDays() + " days after start");
			}
		}
		int minutes = duration(problems, page, durationMinutes);
		problems.throwIfAny();
		Duration duration = Duration.ofMinutes(minutes);
		DateTimeFormatter format = DateTimeFormatter.ISO_OFFSET_DATE_TIME.withZone(readIn);
		List<Slot> slots = this.bookings.free(page, duration, from, to)
			.stream()
			.map((slot) -> new Slot(format.format(slot), format.format(slot.plus(duration))))
			.toList();
		return new SlotList(minutes, readIn.getId(), slots);
	}

	@PostMapping(path = "/booking-pages/{slug}/bookings", consumes = "application/json")
	@Operation(
			summary = "Book a free start; it becomes an event in the owner's calendar. 409 slot-unavailable "
					+ "(with next_slots) when the start is not offered or was just taken",
			description = "After the booking is stored, the booker is mailed a confirmation with an iCalendar "
					+ "invitation (METHOD:REQUEST, the owner as ORGANIZER) and the manage link, in the booker's "
					+ "timezone; the owner is mailed a notice in theirs. A mail that cannot be sent never undoes "
					+ "the booking: GET /api/public/bookings/{token} shows mail_status.")
	@ApiResponse(responseCode = "201", description = "Booked")
	@ApiResponse(responseCode = "404", description = "booking-page-not-found: unknown or disabled",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "409", description = "slot-unavailable: next_slots lists the next free starts",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<BookedResponse> book(@PathVariable String slug, @Valid @RequestBody BookRequest body,
			HttpServletRequest request) {
		BookingPage page = enabledPage(slug, request);
		FieldProblems problems = new FieldProblems();
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", body.timezone());
		Instant start = DateTimeInput.read(problems, "start_time", body.startTime(), false,
				(zone != null) ? zone : ZoneOffset.UTC);
		int minutes = duration(problems, page, body.durationMinutes());
		BookingWrites.Booker booker = PublicBookings.booker(problems, body.name(), body.email(), body.note())
			.withTimezone(zone);
		problems.throwIfAny();
		BookingWrites.Booked booked = this.bookings.book(page, start, Duration.ofMinutes(minutes), booker,
				this.baseUrl.resolve("/book/manage#"));
		Booking booking = booked.booking();
		return ResponseEntity.status(201)
			.body(new BookedResponse(booking.id(), booking.startTime(), booking.endTime(),
					this.baseUrl.resolve("/book/manage#" + booked.token())));
	}

	@GetMapping("/bookings/{token}")
	@Operation(summary = "A booking, by the secret token of its manage link")
	@ApiResponse(responseCode = "404", description = "booking-not-found: no booking has this token",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "200", description = "OK")
	ManagedBooking managed(@PathVariable String token, HttpServletRequest request) {
		return managed(booking(token, request));
	}

	@DeleteMapping("/bookings/{token}")
	@Operation(summary = "Cancel a booking: its event leaves the owner's calendar")
	@ApiResponse(responseCode = "204", description = "Cancelled (also when it already was)")
	@ApiResponse(responseCode = "404", description = "booking-not-found: no booking has this token",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<Void> cancel(@PathVariable String token, HttpServletRequest request) {
		this.bookings.cancel(booking(token, request));
		return ResponseEntity.noContent().build();
	}

	@PatchMapping(path = "/bookings/{token}", consumes = "application/json")
	@Operation(summary = "Move a booking to another free start of its page, same length")
	@ApiResponse(responseCode = "404", description = "booking-not-found: no booking has this token",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "409",
			description = "slot-unavailable (with next_slots), or booking-cancelled: a cancelled booking stays so",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "200", description = "OK")
	ManagedBooking move(@PathVariable String token, @Valid @RequestBody MoveRequest body, HttpServletRequest request) {
		Booking booking = booking(token, request);
		FieldProblems problems = new FieldProblems();
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", body.timezone());
		Instant start = DateTimeInput.read(problems, "start_time", body.startTime(), false,
				(zone != null) ? zone : ZoneOffset.UTC);
		problems.throwIfAny();
		return managed(this.bookings.move(booking, start, this.baseUrl.resolve("/book/manage#" + token)));
	}

	private BookingPage enabledPage(String slug, HttpServletRequest request) {
		String address = request.getRemoteAddr();
		BookingPage page = this.bookings.page(slug);
		if (page == null) {
			this.throttle.unknown(address);
			throw BookingProblems.pageNotFound();
		}
		return page;
	}

	private Booking booking(String token, HttpServletRequest request) {
		String address = request.getRemoteAddr();
		Booking booking = this.bookings.managed(token);
		if (booking == null) {
			this.throttle.unknown(address);
			throw BookingProblems.bookingNotFound();
		}
		return booking;
	}

	private ManagedBooking managed(Booking booking) {
		BookingPage page = (booking.pageId() != null) ? this.bookings.pageById(booking.pageId()) : null;
		return new ManagedBooking(booking.id(), booking.startTime(), booking.endTime(),
				(int) Duration.between(booking.startTime(), booking.endTime()).toMinutes(), booking.cancelled(),
				booking.name(), booking.email(), (page != null) ? page.slug() : null,
				(page != null) ? page.title() : null, (page != null) ? page.location() : null, booking.timezone(),
				booking.mailStatus());
	}

	private static int duration(FieldProblems problems, BookingPage page, @Nullable Integer minutes) {
		if (minutes == null) {
			return page.durations().get(0);
		}
		if (!page.durations().contains(minutes)) {
			problems.add("duration_minutes", "must be one of " + page.durations());
		}
		return minutes;
	}

	/**
	 * A page as a booker sees it.
	 *
	 * @param ownerName the owner's name, when their sign-in gave one
	 */
	record PublicPage(String slug, String title, List<Integer> durationsMinutes, @Nullable String ownerName,
			@Nullable String description, @Nullable String location) {
	}

	/**
	 * A free start.
	 *
	 * @param startTime its start, with the offset of the zone asked for
	 * @param endTime its end
	 */
	record Slot(String startTime, String endTime) {
	}

	record SlotList(int durationMinutes, String timezone, List<Slot> slots) {
	}

	/**
	 * Body of a booking.
	 *
	 * @param startTime one of the free starts
	 * @param durationMinutes one of the page's durations (default: the first)
	 * @param name the booker's name
	 * @param email the booker's e-mail address
	 * @param note a note for the owner
	 * @param timezone the booker's IANA zone: a start without an offset is read in it
	 * (default UTC), and the booker's confirmation and later mail are written in it
	 * (default: the owner's zone)
	 */
	record BookRequest(@NotNull(message = "is required") @Nullable String startTime, @Nullable Integer durationMinutes,
			@NotNull(message = "is required") @Nullable String name,
			@NotNull(message = "is required") @Nullable String email, @Nullable String note,
			@Schema(description = "The booker's IANA zone, e.g. Europe/Berlin: a start_time without an offset "
					+ "is read in it (default UTC), and the confirmation e-mail with its invitation, and every "
					+ "later mail to the booker, give times in it and name it (default: the page owner's zone)",
					example = "Europe/Berlin") @Nullable String timezone) {
	}

	/**
	 * Body of a move.
	 *
	 * @param startTime the new start, one of the free starts
	 * @param timezone the IANA zone a start without an offset is read in
	 */
	record MoveRequest(@NotNull(message = "is required") @Nullable String startTime, @Nullable String timezone) {
	}

	/**
	 * A booking just made.
	 *
	 * @param manageUrl the secret link that shows, moves and cancels it
	 */
	record BookedResponse(UUID id, Instant startTime, Instant endTime, String manageUrl) {
	}

	/**
	 * A booking as its manage link shows it.
	 *
	 * @param timezone the zone it was booked in, which its mail is written in (null for a
	 * booking made before the zone was kept: the owner's)
	 * @param mailStatus what became of the last mail to the booker: {@code sent},
	 * {@code undeliverable} (no way to send mail is set up), {@code failed}; null before
	 * any
	 */
	record ManagedBooking(UUID id, Instant startTime, Instant endTime, int durationMinutes, boolean cancelled,
			String name, String email, @Nullable String slug, @Nullable String title, @Nullable String location,
			@Nullable String timezone, @Nullable String mailStatus) {
	}

}
