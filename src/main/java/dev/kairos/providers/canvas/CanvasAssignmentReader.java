package dev.kairos.providers.canvas;

import java.net.URI;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import dev.kairos.providers.AccessTokenRejectedException;
import dev.kairos.providers.CalendarChanges;
import dev.kairos.providers.CalendarReader;
import dev.kairos.providers.ExternalEvent;
import dev.kairos.providers.InvalidGrantException;
import dev.kairos.providers.PersonalTokenVerifier;
import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderRejectedException;
import dev.kairos.providers.TokenGrant;
import dev.kairos.providers.http.LinkHeader;
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
 * The assignments with a due date in the user's active courses, paged by {@code Link}
 * headers. Canvas has no sync cursor, so every round lists everything. A course that
 * refuses access (401 without {@code WWW-Authenticate}, 403, 404) is skipped and its
 * known assignments are kept; courses outside their access dates come as stubs and are
 * skipped too.
 */
@Component
class CanvasAssignmentReader implements CalendarReader, PersonalTokenVerifier {

	private static final Log logger = LogFactory.getLog(CanvasAssignmentReader.class);

	private static final int MAX_PAGES = 1_000;

	private final CanvasProperties properties;

	private final ProviderHttp http;

	CanvasAssignmentReader(CanvasProperties properties, ProviderHttp http) {
		this.properties = properties;
		this.http = http;
	}

	@Override
	public Provider provider() {
		return Provider.CANVAS;
	}

	@Override
	public boolean isAvailable() {
		return this.properties.baseUrl() != null;
	}

	@Override
	public TokenGrant verify(String token) {
		ProviderResponse response = this.http.get(Provider.CANVAS, api("/api/v1/users/self").build().toUri(), token,
				Map.of());
		if (response.status() == 401) {
			throw new InvalidGrantException(Provider.CANVAS, "Canvas refused the access token");
		}
		if (!response.isSuccess()) {
			throw this.http.failure(Provider.CANVAS, response);
		}
		JsonNode self = this.http.json(Provider.CANVAS, response);
		String email = self.path("primary_email").asString(self.path("email").asString(null));
		return new TokenGrant(token, null, null, Set.of(), email, self.path("name").asString(null));
	}

	@Override
	public CalendarChanges read(String accessToken, @Nullable String cursor) {
		Map<String, String> courses = new LinkedHashMap<>();
		Set<String> restricted = new HashSet<>();
		readPages(api("/api/v1/users/self/courses").queryParam("enrollment_state", "active")
			.queryParam("per_page", this.properties.pageSize())
			.build()
			.toUri(), accessToken, true, (course) -> {
				String id = course.path("id").asString();
				if (course.path("access_restricted_by_date").asBoolean(false)) {
					restricted.add(id);
				}
				else {
					courses.put(id, course.path("name").asString(course.path("course_code").asString("Course " + id)));
				}
			});
		List<ExternalEvent> assignments = new ArrayList<>();
		Set<String> complete = new HashSet<>();
		for (Map.Entry<String, String> course : courses.entrySet()) {
			List<ExternalEvent> found = new ArrayList<>();
			boolean read = readPages(api("/api/v1/courses/{id}/assignments").queryParam("include[]", "submission")
				.queryParam("order_by", "due_at")
				.queryParam("per_page", this.properties.pageSize())
				.buildAndExpand(course.getKey())
				.toUri(), accessToken, false, (assignment) -> {
					ExternalEvent event = toAssignment(assignment, course.getKey(), course.getValue());
					if (event != null) {
						found.add(event);
					}
				});
			if (read) {
				assignments.addAll(found);
				complete.add(course.getKey());
			}
		}
		Set<String> existing = new HashSet<>(courses.keySet());
		existing.addAll(restricted);
		return new CalendarChanges(assignments, List.of(), complete, existing, null, null);
	}

	/**
	 * Read every page of a list; false when the resource refused access and
	 * {@code required} is false.
	 */
	private boolean readPages(URI first, String accessToken, boolean required, Consumer<JsonNode> each) {
		URI next = first;
		Set<URI> visited = new HashSet<>();
		for (int page = 0; page < MAX_PAGES && next != null; page++) {
			if (!visited.add(next)) {
				// Canvas has served repeating bookmarks; the list ends there.
				logger.warn("Canvas repeated a page link; stopping there");
				return true;
			}
			ProviderResponse response = this.http.get(Provider.CANVAS, next, accessToken, Map.of());
			if (!response.isSuccess()) {
				boolean tokenRejected = response.status() == 401 && response.header("WWW-Authenticate") != null;
				if (tokenRejected) {
					throw new AccessTokenRejectedException(Provider.CANVAS);
				}
				boolean noAccess = response.status() == 401 || response.status() == 404
						|| (response.status() == 403 && !response.body().contains("Rate Limit Exceeded"));
				if (noAccess && !required) {
					logger.info("Skipping a Canvas resource without access: HTTP " + response.status());
					return false;
				}
				throw this.http.failure(Provider.CANVAS, response);
			}
			JsonNode body = this.http.json(Provider.CANVAS, response);
			if (!body.isArray()) {
				throw new ProviderRejectedException(Provider.CANVAS, "expected a list");
			}
			body.values().forEach(each);
			try {
				next = LinkHeader.next(response);
			}
			catch (IllegalArgumentException ex) {
				// Never stop at an unreadable link: what follows it would look deleted.
				throw new ProviderRejectedException(Provider.CANVAS, "a malformed Link header");
			}
			if (next != null && (next.getHost() == null || !ProviderHttp.sameOrigin(base(), next))) {
				throw new ProviderRejectedException(Provider.CANVAS, "a link to another host");
			}
		}
		return true;
	}

	private @Nullable ExternalEvent toAssignment(JsonNode assignment, String courseId, String courseName) {
		String dueAt = assignment.path("due_at").asString(null);
		if (dueAt == null) {
			return null;
		}
		try {
			Instant due = OffsetDateTime.parse(dueAt).toInstant();
			if (!DateTimeInput.isSupported(due)) {
				logger.warn("Skipping a Canvas assignment due out of range in course " + courseId);
				return null;
			}
			JsonNode submission = assignment.path("submission");
			String state = submission.path("workflow_state").asString("unsubmitted");
			boolean submitted = !submission.path("submitted_at").isNull() && submission.has("submitted_at")
					|| state.equals("submitted") || state.equals("graded") || state.equals("pending_review");
			String name = assignment.path("name").asString("");
			String description = assignment.path("description").asString("");
			return new ExternalEvent("assignment-" + assignment.path("id").asString(), courseId, SourceType.ASSIGNMENT,
					name.isBlank() ? "(No title)" : name, description.isBlank() ? null : description, null, due, due,
					false, false, submitted, assignment.path("html_url").asString(null), courseName);
		}
		catch (DateTimeException ex) {
			logger.warn("Skipping a Canvas assignment with an unreadable due date in course " + courseId);
			return null;
		}
	}

	private UriComponentsBuilder api(String path) {
		return UriComponentsBuilder.fromUri(base()).path(path);
	}

	private URI base() {
		URI base = this.properties.baseUrl();
		if (base == null) {
			throw new IllegalStateException("kairos.providers.canvas.base-url is not set");
		}
		return base;
	}

}
