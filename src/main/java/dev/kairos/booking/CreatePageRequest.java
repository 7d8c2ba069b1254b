package dev.kairos.booking;

import java.util.List;

import dev.kairos.booking.PageValues.WindowBody;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.ReadOnlyKeys;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code POST /api/booking-pages}. Left out: durations [30], availability from
 * the working hours in the settings, no buffers, no notice, 60 days ahead, no daily
 * limit, enabled.
 *
 * @param slug the public name: lowercase letters, digits and hyphens
 * @param title what is booked
 * @param durationsMinutes the lengths a booker may choose
 * @param availability weekly windows in the owner's zone; null or absent follows the
 * working hours
 * @param bufferBeforeMinutes kept free before a booking
 * @param bufferAfterMinutes kept free after a booking
 * @param minimumNoticeMinutes how long ahead a booking must be made
 * @param horizonDays how many days ahead a booking may start
 * @param maxPerDay most bookings on one day, or null for no limit
 * @param location where
 * @param description what the booker reads
 * @param enabled whether the public page answers
 */
@ReadOnlyKeys({ "id", "is assigned by the service", "url", "is read-only", "follows_working_hours",
		"is read-only; send availability, or null to follow the working hours", "created_at", "is read-only",
		"updated_at", "is read-only" })
record CreatePageRequest(
		@Schema(example = "office-hours", maxLength = 64) @NotNull(message = "is required") @Nullable String slug,
		@Schema(example = "Office hours", maxLength = 200) @NotNull(message = "is required") @Nullable String title,
		@Schema(example = "[30]") @Nullable List<Integer> durationsMinutes, @Nullable List<WindowBody> availability,
		@Nullable Integer bufferBeforeMinutes, @Nullable Integer bufferAfterMinutes,
		@Nullable Integer minimumNoticeMinutes, @Nullable Integer horizonDays, @Nullable Integer maxPerDay,
		@Nullable String location, @Nullable String description, @Nullable Boolean enabled) {

	/**
	 * The page's fields, checked.
	 * @throws dev.kairos.shared.InvalidRequestException naming every field at fault
	 */
	PageFields read() {
		FieldProblems problems = new FieldProblems();
		String slug = PageValues.slug(problems, this.slug);
		String title = PageValues.title(problems, this.title);
		List<Integer> durations = (this.durationsMinutes != null)
				? PageValues.durations(problems, this.durationsMinutes) : List.of(30);
		List<WeeklyWindow> windows = (this.availability != null) ? PageValues.availability(problems, this.availability)
				: null;
		Integer before = PageValues.range(problems, "buffer_before_minutes", this.bufferBeforeMinutes, 0,
				PageValues.MAX_BUFFER);
		Integer after = PageValues.range(problems, "buffer_after_minutes", this.bufferAfterMinutes, 0,
				PageValues.MAX_BUFFER);
		Integer notice = PageValues.range(problems, "minimum_notice_minutes", this.minimumNoticeMinutes, 0,
				PageValues.MAX_NOTICE);
		Integer horizon = PageValues.range(problems, "horizon_days", this.horizonDays, 1, PageValues.MAX_HORIZON);
		Integer perDay = PageValues.range(problems, "max_per_day", this.maxPerDay, 1, PageValues.MAX_PER_DAY);
		String location = PageValues.text(problems, "location", this.location, PageValues.MAX_LOCATION);
		String description = PageValues.text(problems, "description", this.description, PageValues.MAX_DESCRIPTION);
		problems.throwIfAny();
		return new PageFields(slug, title, durations, windows, (before != null) ? before : 0,
				(after != null) ? after : 0, (notice != null) ? notice : 0, (horizon != null) ? horizon : 60, perDay,
				location, description, !Boolean.FALSE.equals(this.enabled));
	}

	/** A page's writable fields, checked. */
	record PageFields(String slug, String title, List<Integer> durations, @Nullable List<WeeklyWindow> availability,
			int bufferBeforeMinutes, int bufferAfterMinutes, int minimumNoticeMinutes, int horizonDays,
			@Nullable Integer maxPerDay, @Nullable String location, @Nullable String description, boolean enabled) {

	}

}
