package dev.kairos.caldav;

import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.kairos.caldav.DavCalendar.Resource;
import dev.kairos.caldav.JdbcDavResources.Row;
import dev.kairos.events.Event;
import dev.kairos.ical.IcalResources.Renderer;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The resources of the {@code events} calendar as last rendered, each kept beside
 * everything its rendering was made of: the event (or the series, its changed occurrences
 * and its rules as the feed writes them), the renderer's facts about the user (default
 * reminders, address, name) and the client's stored copy. A resource is taken from here
 * only when what it would be made of now, just read from the database, equals what it was
 * made of, field by field; anything else renders it afresh and replaces it. So a write
 * anywhere (this instance or another on the same database, committed or rolled back) is
 * seen by comparison, never by an eviction someone has to remember, and an answer is byte
 * for byte what rendering it afresh gives. Bounded by an estimate of the bytes kept
 * ({@code kairos.caldav.render-cache-size}); 0 keeps nothing.
 */
@Component
class RenderedResources {

	/** What an entry costs beyond its text: the event objects, the map's own. */
	private static final int OVERHEAD = 256;

	private final @Nullable Cache<UUID, Entry> cache;

	RenderedResources(CaldavProperties properties) {
		long size = properties.renderCacheSize().toBytes();
		this.cache = (size > 0)
				? Caffeine.newBuilder().maximumWeight(size).weigher((UUID id, Entry entry) -> entry.weight()).build()
				: null;
	}

	/**
	 * The resource made of {@code inputs}: the one kept for its item when it was made of
	 * equal inputs, else {@code render}'s (which is kept).
	 */
	Resource get(Inputs inputs, Supplier<Resource> render) {
		if (this.cache == null) {
			return render.get();
		}
		Entry kept = this.cache.getIfPresent(inputs.item().id().uuid());
		if (kept != null && kept.inputs().equals(inputs)) {
			return kept.resource();
		}
		Resource rendered = render.get();
		this.cache.put(inputs.item().id().uuid(), new Entry(inputs, rendered));
		return rendered;
	}

	/**
	 * Everything one resource's rendering depends on. Records all the way down, so equal
	 * inputs render equal text.
	 *
	 * @param renderer the renderer, equal to another that renders every event alike
	 * @param row the client's name, UID and copy, or null
	 * @param item the one-off event or the series
	 * @param exceptions the series' changed occurrences (none for a one-off event)
	 * @param rules the series' rules as the feed writes them, or null for a one-off event
	 */
	record Inputs(Renderer renderer, @Nullable Row row, Event item, List<Event> exceptions,
			@Nullable List<String> rules) {

		int weight() {
			int weight = OVERHEAD + weight(this.item);
			for (Event exception : this.exceptions) {
				weight += weight(exception);
			}
			if (this.row != null && this.row.raw() != null) {
				weight += this.row.raw().length();
			}
			return weight;
		}

		private static int weight(Event event) {
			return OVERHEAD + length(event.title()) + length(event.description()) + length(event.location())
					+ 64 * event.attendees().size();
		}

		private static int length(@Nullable String text) {
			return (text != null) ? text.length() : 0;
		}

	}

	private record Entry(Inputs inputs, Resource resource) {

		int weight() {
			return this.inputs.weight() + this.resource.body().length() + this.resource.xml().length;
		}

	}

}
