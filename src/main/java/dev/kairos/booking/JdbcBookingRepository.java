package dev.kairos.booking;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Booking pages and their bookings; every query names the owner or a secret. */
@Repository
class JdbcBookingRepository {

	private static final String PAGE_COLUMNS = """
			id, user_id, slug, title, durations_minutes, availability, buffer_before_minutes, buffer_after_minutes,
			minimum_notice_minutes, horizon_days, max_per_day, location, description, enabled, created_at, updated_at
			""";

	private static final String BOOKING_COLUMNS = """
			id, user_id, page_id, event_id, start_time, end_time, booker_name, booker_email, note, cancelled, created_at,
			booker_timezone, ical_sequence, mail_status
			""";

	/** Values bound in one {@code in (...)} list. */
	private static final int IDS_PER_QUERY = 500;

	private final JdbcClient jdbc;

	JdbcBookingRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insertPage(BookingPage page) {
		this.jdbc.sql("""
				insert into booking_pages (%s)
				values (:id, :owner, :slug, :title, :durations, :availability, :bufferBefore, :bufferAfter, :notice,
				:horizon, :maxPerDay, :location, :description, :enabled, :createdAt, :updatedAt)
				""".formatted(PAGE_COLUMNS)).params(parameters(page)).update();
	}

	void updatePage(BookingPage page) {
		this.jdbc
			.sql("""
					update booking_pages set slug = :slug, title = :title, durations_minutes = :durations,
					availability = :availability, buffer_before_minutes = :bufferBefore, buffer_after_minutes = :bufferAfter,
					minimum_notice_minutes = :notice, horizon_days = :horizon, max_per_day = :maxPerDay,
					location = :location, description = :description, enabled = :enabled, updated_at = :updatedAt
					where id = :id and user_id = :owner
					""")
			.params(parameters(page))
			.update();
	}

	boolean deletePage(UUID owner, UUID id) {
		return this.jdbc.sql("delete from booking_pages where id = :id and user_id = :owner")
			.param("id", id)
			.param("owner", owner)
			.update() > 0;
	}

	@Nullable BookingPage findPage(UUID owner, UUID id) {
		return this.jdbc.sql("select " + PAGE_COLUMNS + " from booking_pages where id = :id and user_id = :owner")
			.param("id", id)
			.param("owner", owner)
			.query(JdbcBookingRepository::toPage)
			.optional()
			.orElse(null);
	}

	@Nullable BookingPage findPageById(UUID id) {
		return this.jdbc.sql("select " + PAGE_COLUMNS + " from booking_pages where id = :id")
			.param("id", id)
			.query(JdbcBookingRepository::toPage)
			.optional()
			.orElse(null);
	}

	@Nullable BookingPage findPageBySlug(String slug) {
		return this.jdbc.sql("select " + PAGE_COLUMNS + " from booking_pages where slug = :slug")
			.param("slug", slug)
			.query(JdbcBookingRepository::toPage)
			.optional()
			.orElse(null);
	}

	List<BookingPage> findPages(UUID owner, int limit) {
		return this.jdbc
			.sql("select " + PAGE_COLUMNS
					+ " from booking_pages where user_id = :owner order by created_at, id limit :limit")
			.param("owner", owner)
			.param("limit", limit)
			.query(JdbcBookingRepository::toPage)
			.list();
	}

	int countPages(UUID owner) {
		return this.jdbc.sql("select count(*) from booking_pages where user_id = :owner")
			.param("owner", owner)
			.query(Integer.class)
			.single();
	}

	void insertBooking(Booking booking, String tokenHash) {
		this.jdbc
			.sql("""
					insert into bookings (%s, manage_token_hash)
					values (:id, :owner, :page, :event, :start, :end, :name, :email, :note, :cancelled, :createdAt, :timezone,
					:sequence, :mailStatus, :hash)
					"""
				.formatted(BOOKING_COLUMNS))
			.param("id", booking.id())
			.param("owner", booking.owner())
			.param("page", booking.pageId())
			.param("event", booking.eventId())
			.param("start", booking.startTime().atOffset(ZoneOffset.UTC))
			.param("end", booking.endTime().atOffset(ZoneOffset.UTC))
			.param("name", booking.name())
			.param("email", booking.email())
			.param("note", booking.note())
			.param("cancelled", booking.cancelled())
			.param("createdAt", booking.createdAt().atOffset(ZoneOffset.UTC))
			.param("timezone", booking.timezone())
			.param("sequence", booking.sequence())
			.param("mailStatus", booking.mailStatus())
			.param("hash", tokenHash)
			.update();
	}

	@Nullable Booking findBookingByTokenHash(String hash) {
		return this.jdbc.sql("select " + BOOKING_COLUMNS + " from bookings where manage_token_hash = :hash")
			.param("hash", hash)
			.query(JdbcBookingRepository::toBooking)
			.optional()
			.orElse(null);
	}

	@Nullable Booking findBooking(UUID owner, UUID id) {
		return this.jdbc.sql("select " + BOOKING_COLUMNS + " from bookings where id = :id and user_id = :owner")
			.param("id", id)
			.param("owner", owner)
			.query(JdbcBookingRepository::toBooking)
			.optional()
			.orElse(null);
	}

	/**
	 * The owner's bookings, not cancelled, whose events are among these ids; looked up
	 * {@link #IDS_PER_QUERY} at a time through {@code bookings_event_ix}.
	 */
	List<Booking> activeBookingsOfEvents(UUID owner, List<UUID> eventIds) {
		List<Booking> found = new ArrayList<>();
		for (int from = 0; from < eventIds.size(); from += IDS_PER_QUERY) {
			found.addAll(this.jdbc
				.sql("select " + BOOKING_COLUMNS
						+ " from bookings where user_id = :owner and event_id in (:ids) and cancelled = false")
				.param("owner", owner)
				.param("ids", eventIds.subList(from, Math.min(eventIds.size(), from + IDS_PER_QUERY)))
				.query(JdbcBookingRepository::toBooking)
				.list());
		}
		return found;
	}

	/** Whether the owner has any booking that is not cancelled. */
	boolean hasActiveBookings(UUID owner) {
		return this.jdbc.sql("select 1 from bookings where user_id = :owner and cancelled = false limit 1")
			.param("owner", owner)
			.query(Integer.class)
			.optional()
			.isPresent();
	}

	void cancelBooking(Booking booking) {
		this.jdbc.sql("""
				update bookings set cancelled = true, ical_sequence = :sequence
				where id = :id and user_id = :owner
				""")
			.param("id", booking.id())
			.param("owner", booking.owner())
			.param("sequence", booking.sequence())
			.update();
	}

	void moveBooking(Booking booking) {
		this.jdbc.sql("""
				update bookings set event_id = :event, start_time = :start, end_time = :end, ical_sequence = :sequence
				where id = :id and user_id = :owner
				""")
			.param("id", booking.id())
			.param("owner", booking.owner())
			.param("event", booking.eventId())
			.param("start", booking.startTime().atOffset(ZoneOffset.UTC))
			.param("end", booking.endTime().atOffset(ZoneOffset.UTC))
			.param("sequence", booking.sequence())
			.update();
	}

	/** Keep what became of the last mail to the booker. */
	void updateMailStatus(UUID owner, UUID id, String status) {
		this.jdbc.sql("update bookings set mail_status = :status where id = :id and user_id = :owner")
			.param("id", id)
			.param("owner", owner)
			.param("status", status)
			.update();
	}

	/**
	 * The times of the page's bookings that are not cancelled and start in
	 * {@code [from, to)}, at most {@code limit}.
	 */
	List<Interval> booked(UUID owner, UUID page, Instant from, Instant to, int limit) {
		return this.jdbc.sql("""
				select start_time, end_time from bookings
				where user_id = :owner and page_id = :page and cancelled = false
				and start_time >= :from and start_time < :to
				order by start_time limit :limit
				""")
			.param("owner", owner)
			.param("page", page)
			.param("from", from.atOffset(ZoneOffset.UTC))
			.param("to", to.atOffset(ZoneOffset.UTC))
			.param("limit", limit)
			.query((rs, row) -> new Interval(rs.getObject(1, OffsetDateTime.class).toInstant(),
					rs.getObject(2, OffsetDateTime.class).toInstant()))
			.list();
	}

	private static Map<String, @Nullable Object> parameters(BookingPage page) {
		Map<String, @Nullable Object> values = new HashMap<>();
		values.put("id", page.id());
		values.put("owner", page.owner());
		values.put("slug", page.slug());
		values.put("title", page.title());
		values.put("durations", page.durations().stream().map(String::valueOf).collect(Collectors.joining(",")));
		values.put("availability", (page.availability() != null)
				? page.availability().stream().map(WeeklyWindow::stored).collect(Collectors.joining(",")) : null);
		values.put("bufferBefore", page.bufferBeforeMinutes());
		values.put("bufferAfter", page.bufferAfterMinutes());
		values.put("notice", page.minimumNoticeMinutes());
		values.put("horizon", page.horizonDays());
		values.put("maxPerDay", page.maxPerDay());
		values.put("location", page.location());
		values.put("description", page.description());
		values.put("enabled", page.enabled());
		values.put("createdAt", page.createdAt().atOffset(ZoneOffset.UTC));
		values.put("updatedAt", page.updatedAt().atOffset(ZoneOffset.UTC));
		return values;
	}

	private static BookingPage toPage(ResultSet rs, int row) throws SQLException {
		String availability = rs.getString("availability");
		Object maxPerDay = rs.getObject("max_per_day");
		return new BookingPage(rs.getObject("id", UUID.class), rs.getObject("user_id", UUID.class),
				rs.getString("slug"), rs.getString("title"),
				Arrays.stream(rs.getString("durations_minutes").split(",")).map(Integer::valueOf).toList(),
				(availability != null) ? (availability.isEmpty() ? List.of()
						: Arrays.stream(availability.split(",")).map(WeeklyWindow::parse).toList()) : null,
				rs.getInt("buffer_before_minutes"), rs.getInt("buffer_after_minutes"),
				rs.getInt("minimum_notice_minutes"), rs.getInt("horizon_days"),
				(maxPerDay != null) ? ((Number) maxPerDay).intValue() : null, rs.getString("location"),
				rs.getString("description"), rs.getBoolean("enabled"),
				rs.getObject("created_at", OffsetDateTime.class).toInstant(),
				rs.getObject("updated_at", OffsetDateTime.class).toInstant());
	}

	private static Booking toBooking(ResultSet rs, int row) throws SQLException {
		return new Booking(rs.getObject("id", UUID.class), rs.getObject("user_id", UUID.class),
				rs.getObject("page_id", UUID.class), rs.getObject("event_id", UUID.class),
				rs.getObject("start_time", OffsetDateTime.class).toInstant(),
				rs.getObject("end_time", OffsetDateTime.class).toInstant(), rs.getString("booker_name"),
				rs.getString("booker_email"), rs.getString("note"), rs.getBoolean("cancelled"),
				rs.getObject("created_at", OffsetDateTime.class).toInstant(), rs.getString("booker_timezone"),
				rs.getInt("ical_sequence"), rs.getString("mail_status"));
	}

}
