package dev.kairos.booking;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import dev.kairos.booking.PageValues.WindowBody;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.PublicBaseUrl;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/booking-pages")
@Tag(name = "Booking pages", description = "The owner's booking pages, where others book time with them")
class BookingPageController {

	private final BookingPages pages;

	private final SettingsService settings;

	private final PublicBaseUrl baseUrl;

	BookingPageController(BookingPages pages, SettingsService settings, PublicBaseUrl baseUrl) {
		this.pages = pages;
		this.settings = settings;
		this.baseUrl = baseUrl;
	}

	@PostMapping(consumes = "application/json")
	@Operation(summary = "Create a booking page; its slug must be free on this server")
	@ApiResponse(responseCode = "201", description = "Created")
	@ApiResponse(responseCode = "409",
			description = "slug-taken: another page has the slug; limit-exceeded: too many pages",
			content = @Content(mediaType = "application/problem+json"))
	ResponseEntity<PageResponse> create(KairosUser user, @Valid @RequestBody CreatePageRequest request) {
		BookingPage page = this.pages.create(user, request.read());
		return ResponseEntity.created(URI.create("/api/booking-pages/" + page.id())).body(response(user, page));
	}

	@GetMapping
	@Operation(summary = "List the booking pages, oldest first")
	PageList list(KairosUser user) {
		return new PageList(this.pages.list(user).stream().map((page) -> response(user, page)).toList());
	}

	@GetMapping("/{id}")
	@Operation(summary = "Read a booking page")
	PageResponse get(KairosUser user, @PathVariable String id) {
		return response(user, this.pages.get(user, uuid(id)));
	}

	@PatchMapping(path = "/{id}", consumes = "application/json")
	@Operation(summary = "Change any subset of a booking page's fields (enabled: false takes it off line)")
	@ApiResponse(responseCode = "409", description = "slug-taken: another page has the slug",
			content = @Content(mediaType = "application/problem+json"))
	@ApiResponse(responseCode = "200", description = "Changed")
	PageResponse change(KairosUser user, @PathVariable String id, @Valid @RequestBody ChangePageRequest request) {
		return response(user, this.pages.change(user, uuid(id), request));
	}

	@DeleteMapping("/{id}")
	@Operation(summary = "Delete a booking page; bookings made on it stay in the calendar")
	@ApiResponse(responseCode = "204", description = "Deleted")
	ResponseEntity<Void> delete(KairosUser user, @PathVariable String id) {
		this.pages.delete(user, uuid(id));
		return ResponseEntity.noContent().build();
	}

	private static UUID uuid(String id) {
		try {
			return UUID.fromString(id);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidRequestException("id", "must be a booking page id (a UUID)");
		}
	}

	private PageResponse response(KairosUser user, BookingPage page) {
		List<WeeklyWindow> windows = (page.availability() != null) ? page.availability()
				: BookingSlots.workingHours(this.settings.get(user).workingHours());
		return new PageResponse(page.id(), page.slug(), page.title(), page.durations(),
				windows.stream().map(WindowBody::of).toList(), page.availability() == null, page.bufferBeforeMinutes(),
				page.bufferAfterMinutes(), page.minimumNoticeMinutes(), page.horizonDays(), page.maxPerDay(),
				page.location(), page.description(), page.enabled(), this.baseUrl.resolve("/book/" + page.slug()),
				page.createdAt(), page.updatedAt());
	}

	/**
	 * A booking page as the owner sees it.
	 *
	 * @param availability the weekly windows in effect (the working hours when it follows
	 * them)
	 * @param followsWorkingHours whether the windows are the working hours of the
	 * settings, followed as they change
	 * @param url the public page
	 */
	record PageResponse(UUID id, String slug, String title, List<Integer> durationsMinutes,
			List<WindowBody> availability, boolean followsWorkingHours, int bufferBeforeMinutes, int bufferAfterMinutes,
			int minimumNoticeMinutes, int horizonDays, @Nullable Integer maxPerDay, @Nullable String location,
			@Nullable String description, boolean enabled, String url, Instant createdAt, Instant updatedAt) {
	}

	record PageList(List<PageResponse> pages) {
	}

}
