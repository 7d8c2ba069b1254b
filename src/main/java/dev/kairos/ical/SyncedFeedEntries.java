package dev.kairos.ical;

import java.util.function.Consumer;

import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;

/**
 * The feed's entries from one synced source (a provider's), when the user names it in
 * {@code feed_sources}. Assignments come as events at their due time. UIDs derive from
 * the provider's id, so they stay the same across syncs and reconnections.
 */
class SyncedFeedEntries implements FeedEntrySource {

	private final Source source;

	private final SyncedEvents synced;

	SyncedFeedEntries(Source source, SyncedEvents synced) {
		this.source = source;
		this.synced = synced;
	}

	@Override
	public Source source() {
		return this.source;
	}

	@Override
	public String revision(KairosUser user) {
		return Long.toString(this.synced.revision(user, this.source));
	}

	@Override
	public void forEach(KairosUser user, Consumer<FeedEntry> action) {
		this.synced.forEach(user, this.source, (event) -> action.accept(entry(event)));
	}

	private FeedEntry entry(SyncedEvent event) {
		String uid = IcalResources.uid(event);
		return new FeedEntry(uid, this.source, event.title(), event.description(), event.location(), null,
				event.startTime(), event.endTime(), event.allDay(), event.sequence(), event.createdAt(),
				event.updatedAt());
	}

}
