package dev.kairos.ical;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.http.HttpServletRequest;

import dev.kairos.security.GuessLimit;
import dev.kairos.security.GuessThrottle;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.InvalidRequestException;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.core.io.InputStreamResource;
import org.springframework.core.io.Resource;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/calendar")
@Tag(name = "iCal", description = "The secret subscription feed and .ics import")
class IcalController {

	static final String IMPORT_PATH = "/api/calendar/import";

	static final MediaType TEXT_CALENDAR = MediaType.parseMediaType("text/calendar;charset=utf-8");

	private final IcalExporter exporter;

	private final IcalImporter importer;

	private final SettingsService settings;

	private final GuessThrottle throttle;

	private final GuessLimit feedGuesses;

	private final FeedFiles files;

	IcalController(IcalExporter exporter, IcalImporter importer, SettingsService settings, GuessThrottle throttle,
			IcalProperties properties, FeedFiles files) {
		this.exporter = exporter;
		this.importer = importer;
		this.settings = settings;
		this.throttle = throttle;
		this.files = files;
		this.feedGuesses = new GuessLimit("feed", "unknown feed tokens", properties.feedGuessLimit(),
				properties.feedGuessWindow());
	}

	@GetMapping(path = "/ical")
	@SecurityRequirements
	@Operation(summary = "The user's events as an iCalendar feed; the token (feed_url in the settings) is the only "
			+ "credential. 304 when If-None-Match matches; 404 for any token that is not current; 429 after too many "
			+ "unknown tokens from one address; 503 while too many downloads of feeds are under way")
	@ApiResponse(responseCode = "200", description = "The feed",
			content = @Content(mediaType = "text/calendar", schema = @Schema(type = "string")))
	@ApiResponse(responseCode = "304", description = "Unchanged since the ETag in If-None-Match", content = @Content)
	@ApiResponse(responseCode = "404", description = "feed-not-found: the token is not current",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "503",
			description = "feed-busy: too many feeds are being downloaded at once, for this user or on this "
					+ "instance; Retry-After",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "429",
			description = "feed-throttled: too many unknown tokens from this address; " + "Retry-After",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<Resource> feed(
			@RequestParam @Parameter(description = "The feed token from GET /api/settings") String token,
			@RequestHeader(name = HttpHeaders.IF_NONE_MATCH, required = false) @Nullable String ifNoneMatch,
			HttpServletRequest request) throws IOException {
		String address = request.getRemoteAddr();
		this.throttle.check(this.feedGuesses, address);
		KairosUser owner = this.settings.feedOwner(token);
		if (owner == null) {
			this.throttle.recordFailure(this.feedGuesses, address);
			throw new FeedNotFoundException();
		}
		IcalExporter.Feed feed = this.exporter.plan(owner);
		CacheControl cache = CacheControl.maxAge(0, TimeUnit.SECONDS).cachePrivate().mustRevalidate();
		if (ifNoneMatch != null && matches(ifNoneMatch, feed.etag())) {
			return ResponseEntity.status(HttpStatus.NOT_MODIFIED).eTag(feed.etag()).cacheControl(cache).build();
		}
		// Rendered to a temporary file first, streaming from the database: the read
		// transaction and its connection end before a slow subscriber starts downloading,
		// and memory stays flat. The files are bounded per user and per instance
		// (FeedFiles); the body's stream deletes its file when closed.
		FeedFiles.Rendered rendered = this.files.render(owner, (out) -> this.exporter.write(feed, out));
		return ResponseEntity.ok()
			.contentType(TEXT_CALENDAR)
			.contentLength(rendered.size())
			.eTag(feed.etag())
			.cacheControl(cache)
			.header(HttpHeaders.CONTENT_DISPOSITION, "inline; filename=\"kairos.ics\"")
			.header("X-Robots-Tag", "noindex, nofollow")
			.header("Referrer-Policy", "no-referrer")
			.body(new InputStreamResource(rendered.body()));
	}

	@PostMapping(path = "/import", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
	@Operation(summary = "Import an .ics file (form field \"file\") into the user's events; importing it again updates "
			+ "them (by UID and RECURRENCE-ID) instead of adding copies")
	@ApiResponse(responseCode = "200", description = "Imported")
	@ApiResponse(responseCode = "409", description = "limit-exceeded: the import would pass a per-user limit",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "413", description = "payload-too-large or import-too-large",
			content = @Content(mediaType = "application/problem+json"))
	ImportResult importFile(KairosUser user, @RequestParam("file") MultipartFile file) throws IOException {
		if (file.isEmpty()) {
			throw new InvalidRequestException("file", "is empty");
		}
		return this.importer.importCalendar(user, file.getBytes());
	}

	@PostMapping(path = "/import", consumes = "text/calendar")
	@Operation(summary = "Import an .ics file sent as the raw body (Content-Type: text/calendar)")
	@ApiResponse(responseCode = "200", description = "Imported")
	@ApiResponse(responseCode = "409", description = "limit-exceeded: the import would pass a per-user limit",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "413", description = "payload-too-large or import-too-large",
			content = @Content(mediaType = "application/problem+json"))
	ImportResult importBody(KairosUser user, @RequestBody(required = false) byte @Nullable [] body) {
		if (body == null || body.length == 0) {
			throw new InvalidRequestException("body", "is empty");
		}
		return this.importer.importCalendar(user, body);
	}

	/**
	 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110
	 * asks).
	 */
	static boolean matches(String ifNoneMatch, String etag) {
		for (String candidate : ifNoneMatch.split(",")) {
			String tag = candidate.strip();
			if (tag.equals("*")) {
				return true;
			}
			if (opaque(tag).equals(opaque(etag))) {
				return true;
			}
		}
		return false;
	}

	private static String opaque(String tag) {
		return tag.startsWith("W/") ? tag.substring(2) : tag;
	}

}
