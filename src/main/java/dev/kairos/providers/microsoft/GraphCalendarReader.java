package dev.kairos.providers.microsoft;

import java.net.URI;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.kairos.providers.CalendarChanges;
import dev.kairos.providers.CalendarReader;
import dev.kairos.providers.ExternalEvent;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderRejectedException;
import dev.kairos.providers.http.ProviderHttp;
import dev.kairos.providers.http.ProviderResponse;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.SourceType;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Graph {@code /me/calendarView/delta}: the first round lists a window (90 days back, a
 * year ahead) page by page ({@code @odata.nextLink}) and ends with an
 * {@code @odata.deltaLink}; later rounds follow that link as-is and get changes, with
 * deletions as {@code @removed}. Times are asked for in UTC.
 */
@Component
class GraphCalendarReader implements CalendarReader {

	private static final Log logger = LogFactory.getLog(GraphCalendarReader.class);

	private static final int MAX_PAGES = 10_000;

	static final String CONTAINER = "calendar";

	private final MicrosoftProperties properties;

	private final ProviderHttp http;

	private final Clock clock;

	GraphCalendarReader(MicrosoftProperties properties, ProviderHttp http, Clock clock) {
		this.properties = properties;
		this.http = http;
		this.clock = clock;
	}

	@Override
	public Provider provider() {
		return Provider.MICROSOFT;
	}

	@Override
	public CalendarChanges read(String accessToken, @Nullable String cursor) {
		boolean full = cursor == null;
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		Instant windowStart = now.minus(this.properties.syncWindowPast());
		URI next = full ? UriComponentsBuilder.fromUri(this.properties.graphBaseUrl())
			.path("/me/calendarView/delta")
			.queryParam("startDateTime", windowStart.toString())
			.queryParam("endDateTime", now.plus(this.properties.syncWindowFuture()).toString())
			.encode()
			.build()
			.toUri() : followable(cursor);
		Map<String, String> headers = Map.of("Prefer",
				"outlook.timezone=\"UTC\", odata.maxpagesize=" + this.properties.pageSize());
		List<ExternalEvent> upserts = new ArrayList<>();
		List<String> removals = new ArrayList<>();
		Set<URI> visited = new HashSet<>();
		for (int page = 0; page < MAX_PAGES; page++) {
			if (!visited.add(next)) {
				throw new ProviderRejectedException(Provider.MICROSOFT, "a page link repeated");
			}
			ProviderResponse response = this.http.get(Provider.MICROSOFT, next, accessToken, headers);
			if (!response.isSuccess()) {
				throw this.http.failure(Provider.MICROSOFT, response);
			}
			JsonNode body = this.http.json(Provider.MICROSOFT, response);
			for (JsonNode item : body.path("value").values()) {
				if (item.has("@removed") || item.path("isCancelled").asBoolean(false)) {
					removals.add(item.path("id").asString());
				}
				else {
					ExternalEvent event = toEvent(item);
					if (event != null) {
						upserts.add(event);
					}
				}
			}
			String nextLink = body.path("@odata.nextLink").asString(null);
			if (nextLink == null) {
				String deltaLink = body.path("@odata.deltaLink").asString(null);
				if (deltaLink == null) {
					throw new ProviderRejectedException(Provider.MICROSOFT,
							"a delta page without a next or delta link");
				}
				followable(deltaLink);
				return new CalendarChanges(upserts, removals, full ? Set.of(CONTAINER) : Set.of(), null,
						full ? windowStart : null, deltaLink);
			}
			next = followable(nextLink);
		}
		throw new ProviderRejectedException(Provider.MICROSOFT, "more than " + MAX_PAGES + " pages");
	}

	/** Links are followed as given, but only to Graph itself. */
	private URI followable(String text) {
		URI link;
		try {
			link = URI.create(text);
		}
		catch (IllegalArgumentException ex) {
			throw new ProviderRejectedException(Provider.MICROSOFT, "a malformed page link");
		}
		if (link.getHost() == null || !ProviderHttp.sameOrigin(this.properties.graphBaseUrl(), link)) {
			throw new ProviderRejectedException(Provider.MICROSOFT, "a link to another host");
		}
		return link;
	}

	private @Nullable ExternalEvent toEvent(JsonNode item) {
		String id = item.path("id").asString(null);
		if (id == null) {
			return null;
		}
		try {
			boolean allDay = item.path("isAllDay").asBoolean(false);
			Instant start = time(item.path("start"), allDay);
			Instant end = time(item.path("end"), allDay);
			if (!DateTimeInput.isSupported(start) || !DateTimeInput.isSupported(end)) {
				logger.warn("Skipping a Graph event with times out of range: " + id);
				return null;
			}
			String subject = item.path("subject").asString("");
			String showAs = item.path("showAs").asString("busy");
			String description = item.path("bodyPreview").asString("");
			String location = item.path("location").path("displayName").asString("");
			String url = item.path("webLink").asString("");
			return new ExternalEvent(id, CONTAINER, SourceType.EVENT, subject.isBlank() ? "(No title)" : subject,
					description.isBlank() ? null : description, location.isBlank() ? null : location, start,
					end.isBefore(start) ? start : end, allDay,
					!showAs.equals("free") && !showAs.equals("workingElsewhere"), false, url.isBlank() ? null : url,
					null);
		}
		catch (DateTimeException ex) {
			logger.warn("Skipping a Graph event with unreadable times: " + id);
			return null;
		}
	}

	/**
	 * {@code {"dateTime": "2024-03-05T20:00:00.0000000", "timeZone": "UTC"}}: no offset
	 * in the value, the zone beside it. All-day events run from midnight to midnight of
	 * their dates.
	 */
	private static Instant time(JsonNode time, boolean allDay) {
		LocalDateTime local = LocalDateTime.parse(time.path("dateTime").asString());
		if (allDay) {
			return local.toLocalDate().atStartOfDay(ZoneOffset.UTC).toInstant();
		}
		return local.atZone(zone(time.path("timeZone").asString("UTC"))).toInstant();
	}

	private static ZoneId zone(String name) {
		if (name.equalsIgnoreCase("UTC") || name.isBlank()) {
			return ZoneOffset.UTC;
		}
		try {
			return ZoneId.of(name);
		}
		catch (DateTimeException ex) {
			// We ask for UTC; a Windows zone name here means the preference was ignored.
			throw new DateTimeParseException("Unknown time zone " + name, name, 0);
		}
	}

}
