package dev.kairos.caldav;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.caldav.DavCalendar.Resource;
import dev.kairos.connections.Connection;
import dev.kairos.connections.Connections;
import dev.kairos.ical.IcalResources;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The read-only calendars of what Kairos syncs: {@code google}, {@code microsoft} (their
 * events) and {@code canvas} (assignments as VTODO with DUE, Canvas' calendar events as
 * VEVENT), each while its provider is connected. A resource is one synced item, named
 * after its id.
 */
@Service
class ReadOnlyCalendars {

	private final SyncedEvents synced;

	private final Connections connections;

	private final IcalResources ical;

	ReadOnlyCalendars(SyncedEvents synced, Connections connections, IcalResources ical) {
		this.synced = synced;
		this.connections = connections;
		this.ical = ical;
	}

	/** The sources whose calendar the user has: the connected ones Kairos syncs. */
	List<Source> connected(KairosUser user) {
		List<Source> sources = new ArrayList<>();
		for (Connection connection : this.connections.list(user)) {
			Source source = connection.provider().source();
			if (connection.connected() && this.synced.sources().contains(source) && !sources.contains(source)) {
				sources.add(source);
			}
		}
		return sources;
	}

	/** The source a calendar's path segment names, when the user has its calendar. */
	@Nullable Source calendar(KairosUser user, String segment) {
		Source source = Source.fromWire(segment.toLowerCase(Locale.ROOT));
		return (source != null && source != Source.LOCAL && segment.equals(source.wireValue())
				&& connected(user).contains(source)) ? source : null;
	}

	long revision(KairosUser user, Source source) {
		return this.synced.revision(user, source);
	}

	@Transactional(readOnly = true)
	List<Resource> all(KairosUser user, Source source) {
		List<Resource> all = new ArrayList<>();
		this.synced.forEach(user, source, (event) -> all.add(resource(event)));
		return all;
	}

	/**
	 * The items whose time overlaps {@code [start, end)} (an assignment: its due time).
	 */
	@Transactional(readOnly = true)
	List<Resource> between(KairosUser user, Source source, Instant start, Instant end) {
		List<Resource> found = new ArrayList<>();
		this.synced.forEach(user, source, (event) -> {
			Instant until = event.endTime().isAfter(event.startTime()) ? event.endTime()
					: event.startTime().plusSeconds(1);
			if (event.startTime().isBefore(end) && until.isAfter(start)) {
				found.add(resource(event));
			}
		});
		return found;
	}

	@Transactional(readOnly = true)
	Optional<Resource> find(KairosUser user, Source source, String name) {
		if (!name.endsWith(".ics")) {
			return Optional.empty();
		}
		UUID id;
		try {
			id = UUID.fromString(name.substring(0, name.length() - 4));
		}
		catch (IllegalArgumentException ex) {
			return Optional.empty();
		}
		List<Resource> found = new ArrayList<>();
		this.synced.forEach(user, source, (event) -> {
			if (event.id().equals(id)) {
				found.add(resource(event));
			}
		});
		return found.stream().findFirst();
	}

	private Resource resource(SyncedEvent event) {
		String body = IcalResources.text(this.ical.render(event));
		return new Resource(event.id() + ".ics", event.id(), IcalResources.uid(event), body, DavCalendar.etag(body),
				event.sourceType() == SourceType.ASSIGNMENT);
	}

}
