package dev.kairos.ical;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.function.Consumer;

import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;

/**
 * Where the feed gets the entries of one source. The feed holds the sources named in the
 * user's {@code feed_sources} setting: local events (a bean of this type) and every
 * synced source ({@link SyncedFeedEntries}, one per source the providers sync).
 */
interface FeedEntrySource {

	/** The source whose entries this gives. */
	Source source();

	/**
	 * Return a value that changes whenever any entry of this source changes for the user,
	 * deletions included; it goes into the feed's ETag.
	 */
	String revision(KairosUser user);

	/**
	 * Pass every entry of the user to {@code action} while reading them, never holding
	 * them all in memory.
	 */
	void forEach(KairosUser user, Consumer<FeedEntry> action);

	/**
	 * The zones the source's series repeat in, each with the earliest instant written in
	 * it: each gets a VTIMEZONE ahead of the events.
	 */
	default Map<ZoneId, Instant> zones(KairosUser user) {
		return Map.of();
	}

}
