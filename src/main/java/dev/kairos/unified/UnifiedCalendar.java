package dev.kairos.unified;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvents;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Read the user's calendar across sources. Each source is read by its owner with one
 * indexed keyset query of at most {@code limit + 1} rows, and the two sorted lists are
 * merged here, so a page costs the same whatever the user's history, and no SQL reaches
 * into another feature's table.
 */
@Service
public class UnifiedCalendar {

	/**
	 * Order of every page: by start, then by id (the order the databases give UUIDs too).
	 */
	static final Comparator<CalendarEntry> ORDER = Comparator.comparing(CalendarEntry::startTime)
		.thenComparing(CalendarEntry::id);

	private final EventQueries events;

	private final SyncedEvents synced;

	UnifiedCalendar(EventQueries events, SyncedEvents synced) {
		this.events = events;
		this.synced = synced;
	}

	/**
	 * A page of entries intersecting {@code [from, to)} (an assignment due at
	 * {@code from} included).
	 * @param sources the sources to include
	 * @param types the types to include
	 * @param limit page size
	 * @param pageToken the previous page's token, or null
	 */
	@Transactional(readOnly = true)
	public CalendarPage page(KairosUser user, Instant from, Instant to, Set<Source> sources, Set<SourceType> types,
			int limit, @Nullable String pageToken) {
		PageToken after = (pageToken != null) ? PageToken.decode(pageToken) : null;
		List<CalendarEntry> entries = new ArrayList<>();
		if (sources.contains(Source.LOCAL) && types.contains(SourceType.EVENT)) {
			this.events.window(user, from, to, after, limit + 1).stream().map(CalendarEntry::of).forEach(entries::add);
		}
		Set<Source> external = EnumSet.noneOf(Source.class);
		external.addAll(sources);
		external.remove(Source.LOCAL);
		this.synced
			.page(user, from, to, external, types, (after != null) ? after.start() : null,
					(after != null) ? after.uuid() : null, limit + 1)
			.stream()
			.map(CalendarEntry::of)
			.forEach(entries::add);
		entries.sort(ORDER);
		if (entries.size() <= limit) {
			return new CalendarPage(entries, null);
		}
		CalendarEntry last = entries.get(limit - 1);
		return new CalendarPage(List.copyOf(entries.subList(0, limit)),
				new PageToken(last.startTime(), last.id()).encode());
	}

	/**
	 * Every entry intersecting the window, for answers that need the whole of a short
	 * window.
	 */
	@Transactional(readOnly = true)
	public List<CalendarEntry> all(KairosUser user, Instant from, Instant to, Set<Source> sources,
			Set<SourceType> types) {
		List<CalendarEntry> all = new ArrayList<>();
		String token = null;
		do {
			CalendarPage page = page(user, from, to, sources, types, 500, token);
			all.addAll(page.events());
			token = page.nextPageToken();
		}
		while (token != null);
		return all;
	}

}
