package dev.kairos.events;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
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
		List<Event> events = window(user, from, to, (pageToken != null) ? PageToken.decode(pageToken) : null,
				limit + 1);
		if (events.size() <= limit) {
			return new EventPage(events, null);
		}
		Event last = events.get(limit - 1);
		return new EventPage(events.subList(0, limit), new PageToken(last.startTime(), last.id()).encode());
	}

	/**
	 * Return up to {@code limit} events intersecting {@code [from, to)} that sort after
	 * {@code after} (by start, then id), for callers that page across several sources.
	 */
	public List<Event> window(KairosUser user, @Nullable Instant from, @Nullable Instant to, @Nullable PageToken after,
			int limit) {
		return this.repository.findPage(user.id(), (from != null) ? from : JdbcEventRepository.EARLIEST,
				(to != null) ? to : JdbcEventRepository.LATEST, (after != null) ? after.start() : null,
				(after != null) ? after.id() : null, limit);
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

}
