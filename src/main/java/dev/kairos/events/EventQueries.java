package dev.kairos.events;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Read a user's local events.
 */
@Service
@Transactional(readOnly = true)
public class EventQueries {

	/** Largest page a client may ask for. */
	public static final int MAX_PAGE_SIZE = 500;

	private final JdbcEventRepository repository;

	EventQueries(JdbcEventRepository repository) {
		this.repository = repository;
	}

	public Optional<Event> find(KairosUser user, UUID id) {
		return Optional.ofNullable(this.repository.find(user.id(), id));
	}

	/**
	 * Return a page of the events intersecting {@code [from, to)}, ordered by start then
	 * id.
	 * @param user whose events
	 * @param from window start, or null for no lower bound
	 * @param to window end (exclusive), or null for no upper bound
	 * @param limit page size, 1 to {@link #MAX_PAGE_SIZE}
	 * @param pageToken the previous page's {@code next_page_token}, or null for the first
	 * page
	 * @return the page
	 */
	public EventPage page(KairosUser user, @Nullable Instant from, @Nullable Instant to, int limit,
			@Nullable String pageToken) {
		PageKey after = (pageToken != null) ? PageKey.decode(pageToken) : null;
		List<Event> events = this.repository.findPage(user.id(), (from != null) ? from : JdbcEventRepository.EARLIEST,
				(to != null) ? to : JdbcEventRepository.LATEST, (after != null) ? after.start() : null,
				(after != null) ? after.id() : null, limit + 1);
		if (events.size() <= limit) {
			return new EventPage(events, null);
		}
		Event last = events.get(limit - 1);
		return new EventPage(events.subList(0, limit), new PageKey(last.startTime(), last.id()).encode());
	}

	/**
	 * Return the user's timed local events intersecting {@code [from, to)}, earliest
	 * first: the local events that can conflict with a new one. All-day events never
	 * block.
	 */
	public List<Overlap> blocking(KairosUser user, Instant from, Instant to, @Nullable UUID ignoredEventId) {
		return this.repository.findBlocking(user.id(), from, to, ignoredEventId);
	}

	/**
	 * Pass every event of the user to {@code action}, in no particular order, while
	 * reading them: only a small batch of rows is in memory at any time, however many the
	 * user has. The action runs inside this read-only transaction, so it should not wait
	 * on slow work other than writing its output.
	 */
	public void forEach(KairosUser user, Consumer<Event> action) {
		this.repository.forEach(user.id(), action);
	}

	/**
	 * Return a number that grows with every write to the user's events, deletions
	 * included: equal numbers mean equal events.
	 */
	public long revision(KairosUser user) {
		return this.repository.revision(user.id());
	}

	/** Position after the last event of a page: its start and id, as an opaque token. */
	record PageKey(Instant start, UUID id) {

		String encode() {
			String key = this.start.getEpochSecond() + ":" + this.id;
			return Base64.getUrlEncoder().withoutPadding().encodeToString(key.getBytes(StandardCharsets.UTF_8));
		}

		static PageKey decode(String token) {
			try {
				String key = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
				int colon = key.indexOf(':');
				return new PageKey(Instant.ofEpochSecond(Long.parseLong(key.substring(0, colon))),
						UUID.fromString(key.substring(colon + 1)));
			}
			catch (RuntimeException ex) {
				throw new InvalidRequestException("page_token", "is not a token this API returned");
			}
		}

	}

}
