package dev.kairos.sync;

import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

import dev.kairos.connections.ProviderDisconnected;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Read what was synced from the providers.
 */
@Service
public class SyncedEvents {

	private final JdbcSyncedEventRepository repository;

	private final ApplicationEventPublisher publisher;

	SyncedEvents(JdbcSyncedEventRepository repository, ApplicationEventPublisher publisher) {
		this.repository = repository;
		this.publisher = publisher;
	}

	/** The sources synced from providers: one per {@link Provider}, in its order. */
	public Set<Source> sources() {
		return Arrays.stream(Provider.values())
			.map(Provider::source)
			.collect(() -> EnumSet.noneOf(Source.class), Set::add, Set::addAll);
	}

	/**
	 * Up to {@code limit} synced events that make the user busy during {@code [from, to)}
	 * and sort after the keyset position: timed, not marked free or transparent, never
	 * assignments. Ordered by start, then id.
	 * @param afterStart the previous page's last start, or null for the first page
	 * @param afterId the previous page's last id (or the UUID an instance id begins
	 * with), or null
	 */
	@Transactional(readOnly = true)
	public List<SyncedEvent> blocking(KairosUser user, Instant from, Instant to, @Nullable Instant afterStart,
			@Nullable UUID afterId, int limit) {
		return this.repository.findBlocking(user.id(), from, to, afterStart, afterId, limit);
	}

	/**
	 * A page of synced items of the given sources and types intersecting
	 * {@code [from, to)} (an assignment due at {@code from} included), after a keyset
	 * position, ordered by start then id.
	 */
	@Transactional(readOnly = true)
	public List<SyncedEvent> page(KairosUser user, Instant from, Instant to, Set<Source> sources, Set<SourceType> types,
			@Nullable Instant afterStart, @Nullable UUID afterId, int limit) {
		if (sources.isEmpty() || types.isEmpty()) {
			return List.of();
		}
		return this.repository.findPage(user.id(), from, to, sources, types, afterStart, afterId, limit);
	}

	/** The user's assignments due in {@code [from, to)}, earliest first. */
	@Transactional(readOnly = true)
	public List<SyncedEvent> assignments(KairosUser user, Instant from, Instant to) {
		return this.repository.findPage(user.id(), from, to, sources(), Set.of(SourceType.ASSIGNMENT), null, null,
				10_000);
	}

	/**
	 * Pass every item the user has from one source to {@code action} while reading them,
	 * a few rows at a time, in no particular order.
	 */
	@Transactional(readOnly = true)
	public void forEach(KairosUser user, Source source, Consumer<SyncedEvent> action) {
		this.repository.forEach(user.id(), source, action);
	}

	/**
	 * A number that grows with every write to the user's items from one source, deletions
	 * included: equal numbers mean equal items.
	 */
	@Transactional(readOnly = true)
	public long revision(KairosUser user, Source source) {
		return this.repository.revision(user.id(), source);
	}

	/** A removed connection takes its synced data with it, in the same transaction. */
	@EventListener
	@Transactional(propagation = Propagation.MANDATORY)
	void on(ProviderDisconnected disconnected) {
		Source source = disconnected.provider().source();
		if (this.repository.deleteAll(disconnected.user().id(), source) > 0) {
			this.repository.bumpRevision(disconnected.user().id(), source);
			this.publisher.publishEvent(new SyncedItemsChanged(disconnected.user().id(), source));
		}
	}

}
