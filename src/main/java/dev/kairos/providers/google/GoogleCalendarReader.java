package dev.kairos.providers.google;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.DateTimeException;
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
 * Google Calendar events.list on one calendar with {@code singleEvents=true} (recurring
 * events come as instances): a full listing pages by {@code nextPageToken} and ends with
 * a {@code nextSyncToken}; later rounds send only that token and get changes, cancelled
 * events included.
 */
@Component
class GoogleCalendarReader implements CalendarReader {

	private static final Log logger = LogFactory.getLog(GoogleCalendarReader.class);

	private static final int MAX_PAGES = 10_000;

	private final GoogleProperties properties;

	private final ProviderHttp http;

	private final Clock clock;

	GoogleCalendarReader(GoogleProperties properties, ProviderHttp http, Clock clock) {
		this.properties = properties;
		this.http = http;
		this.clock = clock;
	}

	@Override
	public Provider provider() {
		return Provider.GOOGLE;
	}

	@Override
	public CalendarChanges read(String accessToken, @Nullable String cursor) {
		boolean full = cursor == null;
		Instant windowStart = this.clock.instant().minus(this.properties.syncWindowPast());
		List<ExternalEvent> upserts = new ArrayList<>();
		List<String> removals = new ArrayList<>();
		Set<String> pageTokens = new HashSet<>();
		String pageToken = null;
		for (int page = 0; page < MAX_PAGES; page++) {
			UriComponentsBuilder uri = UriComponentsBuilder.fromUri(this.properties.apiBaseUrl())
				.path("/calendar/v3/calendars/{calendarId}/events")
				.queryParam("singleEvents", "true")
				.queryParam("maxResults", this.properties.pageSize());
			if (full) {
				uri.queryParam("timeMin", windowStart.toString());
			}
			else {
				uri.queryParam("syncToken", cursor);
			}
			if (pageToken != null) {
				uri.queryParam("pageToken", pageToken);
			}
			URI request = uri.encode().buildAndExpand(Map.of("calendarId", this.properties.calendarId())).toUri();
			ProviderResponse response = this.http.get(Provider.GOOGLE, request, accessToken, Map.of());
			if (!response.isSuccess()) {
				throw this.http.failure(Provider.GOOGLE, response);
			}
			JsonNode body = this.http.json(Provider.GOOGLE, response);
			for (JsonNode item : body.path("items").values()) {
				if ("cancelled".equals(item.path("status").asString(""))) {
					removals.add(item.path("id").asString());
				}
				else {
					ExternalEvent event = toEvent(item);
					if (event != null) {
						upserts.add(event);
					}
				}
			}
			pageToken = body.path("nextPageToken").asString(null);
			if (pageToken == null) {
				String syncToken = body.path("nextSyncToken").asString(null);
				return new CalendarChanges(upserts, removals, full ? Set.of(this.properties.calendarId()) : Set.of(),
						null, full ? windowStart : null, syncToken);
			}
			if (!pageTokens.add(pageToken)) {
				throw new ProviderRejectedException(Provider.GOOGLE, "a page token repeated");
			}
		}
		throw new ProviderRejectedException(Provider.GOOGLE, "more than " + MAX_PAGES + " pages");
	}

	private @Nullable ExternalEvent toEvent(JsonNode item) {
		String id = item.path("id").asString(null);
		try {
			boolean allDay = item.path("start").has("date");
			Instant start = time(item.path("start"));
			Instant end = item.path("end").isMissingNode() ? start : time(item.path("end"));
			if (id == null || !DateTimeInput.isSupported(start) || !DateTimeInput.isSupported(end)) {
				logger.warn("Skipping a Google event without an id or with times out of range: " + id);
				return null;
			}
			String title = item.path("summary").asString("").isBlank() ? "(No title)" : item.path("summary").asString();
			return new ExternalEvent(id, this.properties.calendarId(), SourceType.EVENT, title,
					text(item, "description"), text(item, "location"), start, end.isBefore(start) ? start : end, allDay,
					!"transparent".equals(item.path("transparency").asString("")), false, text(item, "htmlLink"), null);
		}
		catch (DateTimeException ex) {
			logger.warn("Skipping a Google event with unreadable times: " + id);
			return null;
		}
	}

	/**
	 * {@code {"dateTime": RFC 3339 with offset}} or, for all-day events, {@code {"date":
	 * "yyyy-mm-dd"}}.
	 */
	private static Instant time(JsonNode time) {
		if (time.has("date")) {
			return LocalDate.parse(time.path("date").asString()).atStartOfDay(ZoneOffset.UTC).toInstant();
		}
		return OffsetDateTime.parse(time.path("dateTime").asString()).toInstant();
	}

	private static @Nullable String text(JsonNode item, String field) {
		String value = item.path(field).asString(null);
		return (value == null || value.isBlank()) ? null : value;
	}

}
