package dev.kairos.caldav;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import dev.kairos.caldav.JdbcDavResources.Row;
import dev.kairos.events.Event;
import dev.kairos.events.EventChanges;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventQueries;
import dev.kairos.events.EventSeries;
import dev.kairos.events.Imported;
import dev.kairos.ical.IcalResources;
import dev.kairos.ical.IcalResources.Renderer;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.PageToken;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The {@code events} calendar: one resource per one-off event or series (with its changed
 * occurrences), named by the client that wrote it or after the event's id.
 */
@Service
class DavCalendar {

	/** Suffix of the UIDs of events no client named: {@code <event id>@kairos}. */
	static final String UID_SUFFIX = "@kairos";

	/** The most occurrences a calendar-query with a time range reads. */
	static final int MAX_INSTANCES = 50_000;

	private static final Pattern ID_NAME = Pattern
		.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.ics");

	private final EventQueries events;

	private final EventCommands commands;

	private final IcalResources ical;

	private final JdbcDavResources rows;

	private final SettingsService settings;

	private final RenderedResources rendered;

	DavCalendar(EventQueries events, EventCommands commands, IcalResources ical, JdbcDavResources rows,
			SettingsService settings, RenderedResources rendered) {
		this.events = events;
		this.commands = commands;
		this.ical = ical;
		this.rows = rows;
		this.settings = settings;
		this.rendered = rendered;
	}

	/** The calendar's revision: its ctag and sync token. */
	long revision(KairosUser user) {
		return this.events.revision(user);
	}

	/** The resource with this name, if any. */
	@Transactional(readOnly = true)
	Optional<Resource> find(KairosUser user, String name) {
		UUID id = itemOf(user, name);
		if (id == null) {
			return Optional.empty();
		}
		Row row = this.rows.byName(user.id(), name);
		return load(user, this.ical.renderer(user), id, row);
	}

	/** The event or series a name stands for, whether it still exists or not. */
	private @Nullable UUID itemOf(KairosUser user, String name) {
		Row row = this.rows.byName(user.id(), name);
		if (row != null) {
			return row.itemId();
		}
		if (ID_NAME.matcher(name).matches()) {
			UUID id = UUID.fromString(name.substring(0, name.length() - 4));
			// A name that a client gave the event since is its name now.
			Row named = this.rows.byItem(user.id(), id);
			return (named == null) ? id : null;
		}
		return null;
	}

	/**
	 * Pass every resource of the calendar to {@code each}, one-off events first, each
	 * rendered while the events are read: only one resource's text is in memory at a
	 * time, however many the calendar holds. {@code each} runs inside this read-only
	 * transaction (as {@link EventQueries#forEach}'s action): it should do no slow work
	 * but writing its output.
	 */
	@Transactional(readOnly = true)
	void forEach(KairosUser user, Consumer<Resource> each) {
		Map<UUID, Row> named = this.rows.all(user.id());
		Renderer renderer = this.ical.renderer(user);
		this.events.forEach(user, (event) -> {
			UUID id = event.id().uuid();
			each.accept(resource(renderer, id, named.get(id), event, null));
		});
		Instant now = Instant.now();
		for (EventSeries series : this.events.series(user, now, now)) {
			UUID id = series.series().id().uuid();
			each.accept(resource(renderer, id, named.get(id), null, series));
		}
	}

	/** The resources of these events and series that still exist. */
	@Transactional(readOnly = true)
	Map<UUID, Resource> load(KairosUser user, List<UUID> ids) {
		Map<UUID, Row> named = this.rows.byItems(user.id(), ids);
		Renderer renderer = this.ical.renderer(user);
		Map<UUID, Resource> found = new LinkedHashMap<>();
		for (UUID id : ids) {
			load(user, renderer, id, named.get(id)).ifPresent((resource) -> found.put(id, resource));
		}
		return found;
	}

	/** The name of an event or series, gone or not. */
	String nameOf(KairosUser user, UUID id) {
		Row row = this.rows.byItem(user.id(), id);
		return (row != null) ? row.name() : id + ".ics";
	}

	private Optional<Resource> load(KairosUser user, Renderer renderer, UUID id, @Nullable Row row) {
		Optional<Event> event = this.events.find(user, id);
		if (event.isEmpty()) {
			return Optional.empty();
		}
		if (event.get().isSeries()) {
			return this.events.seriesById(user, id).map((series) -> resource(renderer, id, row, null, series));
		}
		return Optional.of(resource(renderer, id, row, event.get(), null));
	}

	/**
	 * The resource of an event or series: as rendered before when it is made of the same
	 * (see {@link RenderedResources}), else rendered now.
	 */
	private Resource resource(Renderer renderer, UUID id, @Nullable Row row, @Nullable Event event,
			@Nullable EventSeries series) {
		RenderedResources.Inputs inputs = (series != null) ? new RenderedResources.Inputs(renderer, row,
				series.series(), series.exceptions(), series.feedRecurrence())
				: new RenderedResources.Inputs(renderer, row, event, List.of(), null);
		return this.rendered.get(inputs, () -> render(renderer, id, row, event, series));
	}

	/** The resource of an event or series, rendered afresh. */
	static Resource render(Renderer renderer, UUID id, @Nullable Row row, @Nullable Event event,
			@Nullable EventSeries series) {
		String uid = (row != null) ? row.uid() : id + UID_SUFFIX;
		String name = (row != null) ? row.name() : id + ".ics";
		byte[] model = (series != null) ? renderer.render(series, uid) : renderer.render(event, uid);
		String body = IcalResources.text(model);
		if (row != null && row.raw() != null) {
			body = digest(model).equals(row.modelTag()) ? row.raw() : RoundTrip.merge(body, row.raw());
			return new Resource(name, id, uid, body, etag(body), false);
		}
		return new Resource(name, id, uid, body, etag(model), false);
	}

	/**
	 * Store what a client wrote under {@code name}: the event or series the name stands
	 * for is replaced, or a new one made; the client's copy is kept beside it.
	 * @return whether a new resource was made
	 */
	@Transactional
	boolean store(KairosUser user, String name, Imported item, String raw) {
		UUID existing = itemOf(user, name);
		Optional<Event> current = (existing != null) ? this.events.find(user, existing) : Optional.empty();
		boolean exists = current.isPresent();
		item = DavReminders.stored(item, exists ? current.get().reminders() : null,
				this.settings.get(user).defaultReminders());
		UUID id = this.commands.store(user, exists ? existing : null, item);
		// What Kairos renders of what it stored: while it renders the same, GET answers
		// the client's copy.
		Resource model = load(user, this.ical.renderer(user), id, new Row(name, id, item.icalUid(), null, null))
			.orElseThrow();
		this.rows.save(user.id(),
				new Row(name, id, item.icalUid(), raw, digest(model.body().getBytes(StandardCharsets.UTF_8))));
		return !exists;
	}

	/** The name of the resource that holds this UID, if any. */
	@Transactional(readOnly = true)
	Optional<String> holderOf(KairosUser user, String uid) {
		Optional<UUID> id = this.events.findByIcalUid(user, uid);
		if (id.isEmpty() && uid.endsWith(UID_SUFFIX)) {
			try {
				UUID own = UUID.fromString(uid.substring(0, uid.length() - UID_SUFFIX.length()));
				id = this.events.find(user, own).map((event) -> own);
			}
			catch (IllegalArgumentException ex) {
				id = Optional.empty();
			}
		}
		return id.map((found) -> nameOf(user, found));
	}

	void delete(KairosUser user, Resource resource) {
		this.commands.delete(user, resource.id());
	}

	/**
	 * The occurrences of every event and series in {@code [start, end)}, by the event or
	 * series they belong to.
	 */
	@Transactional(readOnly = true)
	Map<UUID, List<Event>> occurrences(KairosUser user, Instant start, Instant end) {
		Map<UUID, List<Event>> byItem = new LinkedHashMap<>();
		PageToken after = null;
		int read = 0;
		while (read < MAX_INSTANCES) {
			List<Event> page = this.events.window(user, start, end, after, 1000);
			for (Event event : page) {
				UUID item = (event.recurringEventId() != null) ? event.recurringEventId() : event.id().uuid();
				byItem.computeIfAbsent(item, (key) -> new ArrayList<>()).add(event);
			}
			read += page.size();
			if (page.size() < 1000) {
				break;
			}
			Event last = page.get(page.size() - 1);
			after = new PageToken(last.startTime(), last.id().toString());
		}
		return byItem;
	}

	/** Occurrences as one object, each with its own times (CalDAV's expand). */
	static String expanded(Renderer renderer, List<Event> occurrences, String uid) {
		return IcalResources.text(renderer.renderExpanded(occurrences, uid));
	}

	Optional<EventChanges> changesSince(KairosUser user, long revision, int limit) {
		return this.events.changesSince(user, revision, limit);
	}

	/** The first 40 hex digits of the SHA-256 of some bytes. */
	static String digest(byte[] bytes) {
		return HexFormat.of().formatHex(sha256(bytes), 0, 20);
	}

	/** A strong ETag of a text: the quoted digest of its UTF-8 bytes. */
	static String etag(String body) {
		return etag(body.getBytes(StandardCharsets.UTF_8));
	}

	/** A strong ETag of some bytes: their quoted digest. */
	static String etag(byte[] body) {
		return "\"" + digest(body) + "\"";
	}

	private static byte[] sha256(byte[] bytes) {
		try {
			return MessageDigest.getInstance("SHA-256").digest(bytes);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JDK", ex);
		}
	}

	/**
	 * A resource of the calendar.
	 *
	 * @param name its name
	 * @param id its event's or series' id
	 * @param uid its UID
	 * @param body its iCalendar text
	 * @param etag its strong ETag
	 * @param todo whether it is a VTODO (an assignment) rather than a VEVENT
	 * @param xml its iCalendar text as XML text ({@link DavXml#escape}), for
	 * {@code calendar-data}, in UTF-8: made once per resource, so that an answer copies
	 * it instead of escaping and encoding it again; shared by every answer through
	 * {@link RenderedResources}, so it is only ever read, never written to
	 */
	record Resource(String name, UUID id, String uid, String body, String etag, boolean todo, byte[] xml) {

		Resource(String name, UUID id, String uid, String body, String etag, boolean todo) {
			this(name, id, uid, body, etag, todo, DavXml.escape(body).getBytes(StandardCharsets.UTF_8));
		}

		@Override
		public boolean equals(Object other) {
			return other instanceof Resource that && this.name.equals(that.name) && this.id.equals(that.id)
					&& this.uid.equals(that.uid) && this.body.equals(that.body) && this.etag.equals(that.etag)
					&& this.todo == that.todo && Arrays.equals(this.xml, that.xml);
		}

		@Override
		public int hashCode() {
			return Objects.hash(this.name, this.id, this.uid, this.body, this.etag, this.todo);
		}

		@Override
		public String toString() {
			return "Resource[name=" + this.name + ", id=" + this.id + ", uid=" + this.uid + ", etag=" + this.etag
					+ ", todo=" + this.todo + ", body=" + this.body + "]";
		}

	}

}
