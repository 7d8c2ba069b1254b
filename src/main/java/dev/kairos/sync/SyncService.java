package dev.kairos.sync;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.connections.ConnectionProblem;
import dev.kairos.connections.Connections;
import dev.kairos.providers.AccessTokenRejectedException;
import dev.kairos.providers.CalendarChanges;
import dev.kairos.providers.CalendarReaders;
import dev.kairos.providers.ExternalEvent;
import dev.kairos.providers.InsufficientScopeException;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderFailure;
import dev.kairos.providers.SyncCursorExpiredException;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Sync one user's provider: read every page first, then write the changes, the removals
 * and the sweep of a complete listing in one transaction together with the new cursor. A
 * sync that fails anywhere leaves the previously synced data exactly as it was. One sync
 * per user and provider runs at a time, across instances (a ShedLock lock in the
 * database).
 */
@Service
public class SyncService {

	private static final Log logger = LogFactory.getLog(SyncService.class);

	private final Connections connections;

	private final CalendarReaders readers;

	private final JdbcSyncedEventRepository repository;

	private final LockProvider locks;

	private final SyncProperties properties;

	private final Clock clock;

	private final TransactionTemplate transaction;

	private final ApplicationEventPublisher publisher;

	SyncService(Connections connections, CalendarReaders readers, JdbcSyncedEventRepository repository,
			LockProvider locks, SyncProperties properties, Clock clock, PlatformTransactionManager transactionManager,
			ApplicationEventPublisher publisher) {
		this.connections = connections;
		this.readers = readers;
		this.repository = repository;
		this.locks = locks;
		this.properties = properties;
		this.clock = clock;
		this.transaction = new TransactionTemplate(transactionManager);
		this.publisher = publisher;
	}

	/**
	 * Sync now.
	 * @throws ConnectionProblem 409 when the provider is not connected or must be
	 * reconnected
	 * @throws SyncInProgressException 409 when another sync of it is running
	 * @throws ProviderFailure 502 when the provider fails; nothing is changed
	 */
	public SyncResult sync(KairosUser user, Provider provider) {
		this.connections.syncCursor(user, provider);
		SimpleLock lock = acquire(user, provider);
		try {
			return run(user, provider);
		}
		finally {
			lock.unlock();
		}
	}

	private SyncResult run(KairosUser user, Provider provider) {
		CalendarChanges changes;
		try {
			try {
				changes = read(user, provider, this.connections.syncCursor(user, provider));
			}
			catch (SyncCursorExpiredException ex) {
				logger.info(provider.wireValue() + " expired the sync cursor; reading everything again");
				changes = read(user, provider, null);
			}
		}
		catch (ProviderFailure ex) {
			this.connections.recordFailure(user, provider, ex.getReason());
			throw ex;
		}
		catch (InsufficientScopeException ex) {
			this.connections.recordFailure(user, provider, "calendar access was not granted");
			throw ConnectionProblem.reauthorizationRequired(provider);
		}
		catch (ConnectionProblem ex) {
			throw ex;
		}
		catch (RuntimeException ex) {
			// A bug, answered 500; the connection still shows that its sync failed.
			this.connections.recordFailure(user, provider, "unexpected error");
			throw ex;
		}
		CalendarChanges read = changes;
		return this.transaction.execute((status) -> apply(user, provider, read));
	}

	/**
	 * Read a round; a refused access token is refreshed once, and refused again means
	 * reconnecting.
	 */
	private CalendarChanges read(KairosUser user, Provider provider, @Nullable String cursor) {
		String token = this.connections.accessToken(user, provider);
		try {
			return this.readers.of(provider).read(token, cursor);
		}
		catch (AccessTokenRejectedException ex) {
			String refreshed = this.connections.refreshedAccessToken(user, provider, token);
			try {
				return this.readers.of(provider).read(refreshed, cursor);
			}
			catch (AccessTokenRejectedException again) {
				this.connections.recordFailure(user, provider, provider.wireValue() + " refused a fresh access token");
				throw ConnectionProblem.reauthorizationRequired(provider);
			}
		}
	}

	private SyncResult apply(KairosUser user, Provider provider, CalendarChanges changes) {
		// The connection's sync counter, not the clock: two syncs never share a
		// generation.
		long generation = this.connections.lockForSync(user, provider);
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		Source source = provider.source();
		// A provider may list one item twice (Graph replays changes); the last one wins.
		Map<String, ExternalEvent> upserts = new LinkedHashMap<>();
		changes.upserts().forEach((event) -> upserts.put(event.externalId(), JdbcSyncedEventRepository.fitted(event)));
		Map<String, JdbcSyncedEventRepository.Stored> existing = this.repository.findExisting(user.id(), source,
				upserts.keySet());
		Map<UUID, ExternalEvent> created = new LinkedHashMap<>();
		Map<UUID, ExternalEvent> changed = new LinkedHashMap<>();
		List<UUID> unchanged = new ArrayList<>();
		upserts.forEach((externalId, event) -> {
			JdbcSyncedEventRepository.Stored stored = existing.get(externalId);
			if (stored == null) {
				created.put(UUID.randomUUID(), event);
			}
			else if (stored.event().equals(event)) {
				unchanged.add(stored.id());
			}
			else {
				changed.put(stored.id(), event);
			}
		});
		this.repository.update(user.id(), source, changed, generation, now);
		this.repository.touch(user.id(), unchanged, generation);
		this.repository.insert(user.id(), source, created, generation, now);
		int deleted = this.repository.deleteByExternalIds(user.id(), source,
				changes.removals().stream().filter((id) -> !upserts.containsKey(id)).toList());
		for (String container : changes.completeContainers()) {
			deleted += this.repository.sweep(user.id(), source, container, generation, changes.sweepFrom());
		}
		if (changes.existingContainers() != null) {
			deleted += this.repository.deleteOutside(user.id(), source, changes.existingContainers());
		}
		if (!created.isEmpty() || !changed.isEmpty() || deleted > 0) {
			this.repository.bumpRevision(user.id(), source);
			// Inside the transaction: the reminders' schedule is marked with the write.
			this.publisher.publishEvent(new SyncedItemsChanged(user.id(), source));
		}
		this.connections.recordSync(user, provider, changes.nextCursor(), now);
		return new SyncResult(provider, "ok", changes.upserts().size() + changes.removals().size(), created.size(),
				changed.size(), deleted, now);
	}

	private SimpleLock acquire(KairosUser user, Provider provider) {
		String name = "sync:" + user.id() + ":" + provider.wireValue();
		// Waiting is real time: the service clock may be pinned (kairos.clock.fixed).
		long giveUp = System.nanoTime() + this.properties.lockWait().toNanos();
		while (true) {
			Optional<SimpleLock> lock = this.locks
				.lock(new LockConfiguration(this.clock.instant(), name, this.properties.maxDuration(), Duration.ZERO));
			if (lock.isPresent()) {
				return lock.get();
			}
			if (System.nanoTime() - giveUp > 0) {
				throw new SyncInProgressException(provider);
			}
			try {
				Thread.sleep(100);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new SyncInProgressException(provider);
			}
		}
	}

}
