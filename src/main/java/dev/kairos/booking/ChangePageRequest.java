package dev.kairos.booking;

import java.util.List;

import dev.kairos.booking.PageValues.WindowBody;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.NotCleared;
import dev.kairos.shared.Patch;
import dev.kairos.shared.ReadOnlyKeys;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * Body of {@code PATCH /api/booking-pages/{id}}: any subset of the fields. Null sets
 * availability back to the working hours and clears max_per_day, location and
 * description.
 *
 * @param slug the public name
 * @param title what is booked
 * @param durationsMinutes the lengths a booker may choose
 * @param availability weekly windows, or null to follow the working hours
 * @param bufferBeforeMinutes kept free before a booking
 * @param bufferAfterMinutes kept free after a booking
 * @param minimumNoticeMinutes how long ahead a booking must be made
 * @param horizonDays how many days ahead a booking may start
 * @param maxPerDay most bookings on one day, or null for no limit
 * @param location where, or null
 * @param description what the booker reads, or null
 * @param enabled whether the public page answers
 */
@Schema(description = "Any subset of the booking page's fields")
@ReadOnlyKeys({ "id", "is read-only", "url", "is read-only", "follows_working_hours",
		"is read-only; send availability, or null to follow the working hours", "created_at", "is read-only",
		"updated_at", "is read-only" })
record ChangePageRequest(@Schema(implementation = String.class) @NotCleared Patch<String> slug,
		@Schema(implementation = String.class) @NotCleared Patch<String> title,
		@ArraySchema(
				schema = @Schema(implementation = Integer.class)) @NotCleared Patch<List<Integer>> durationsMinutes,
		@ArraySchema(schema = @Schema(implementation = WindowBody.class),
				arraySchema = @Schema(nullable = true)) Patch<List<WindowBody>> availability,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> bufferBeforeMinutes,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> bufferAfterMinutes,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> minimumNoticeMinutes,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> horizonDays,
		@Schema(implementation = Integer.class, nullable = true) Patch<Integer> maxPerDay,
		@Schema(implementation = String.class, nullable = true) Patch<String> location,
		@Schema(implementation = String.class, nullable = true) Patch<String> description,
		@Schema(implementation = Boolean.class) @NotCleared Patch<Boolean> enabled) {

	ChangePageRequest {
		slug = Patch.orAbsent(slug);
		title = Patch.orAbsent(title);
		durationsMinutes = Patch.orAbsent(durationsMinutes);
		availability = Patch.orAbsent(availability);
		bufferBeforeMinutes = Patch.orAbsent(bufferBeforeMinutes);
		bufferAfterMinutes = Patch.orAbsent(bufferAfterMinutes);
		minimumNoticeMinutes = Patch.orAbsent(minimumNoticeMinutes);
		horizonDays = Patch.orAbsent(horizonDays);
		maxPerDay = Patch.orAbsent(maxPerDay);
		location = Patch.orAbsent(location);
		description = Patch.orAbsent(description);
		enabled = Patch.orAbsent(enabled);
	}

	/**
	 * The page with this change.
	 * @throws dev.kairos.shared.InvalidRequestException naming every field at fault
	 */
	CreatePageRequest.PageFields applyTo(BookingPage page) {
		FieldProblems problems = new FieldProblems();
		String newSlug = PageValues.slug(problems, this.slug.value());
		String newTitle = PageValues.title(problems, this.title.value());
		List<Integer> durations = PageValues.durations(problems, this.durationsMinutes.value());
		List<WeeklyWindow> windows = this.availability.present() && this.availability.value() != null
				? PageValues.availability(problems, this.availability.value()) : null;
		Integer before = PageValues.range(problems, "buffer_before_minutes", this.bufferBeforeMinutes.value(), 0,
				PageValues.MAX_BUFFER);
		Integer after = PageValues.range(problems, "buffer_after_minutes", this.bufferAfterMinutes.value(), 0,
				PageValues.MAX_BUFFER);
		Integer notice = PageValues.range(problems, "minimum_notice_minutes", this.minimumNoticeMinutes.value(), 0,
				PageValues.MAX_NOTICE);
		Integer horizon = PageValues.range(problems, "horizon_days", this.horizonDays.value(), 1,
				PageValues.MAX_HORIZON);
		Integer perDay = PageValues.range(problems, "max_per_day", this.maxPerDay.value(), 1, PageValues.MAX_PER_DAY);
		String newLocation = PageValues.text(problems, "location", this.location.value(), PageValues.MAX_LOCATION);
		String newDescription = PageValues.text(problems, "description", this.description.value(),
				PageValues.MAX_DESCRIPTION);
		problems.throwIfAny();
		return new CreatePageRequest.PageFields((newSlug != null) ? newSlug : page.slug(),
				(newTitle != null) ? newTitle : page.title(), (durations != null) ? durations : page.durations(),
				this.availability.present() ? windows : page.availability(),
				(before != null) ? before : page.bufferBeforeMinutes(),
				(after != null) ? after : page.bufferAfterMinutes(),
				(notice != null) ? notice : page.minimumNoticeMinutes(),
				(horizon != null) ? horizon : page.horizonDays(), this.maxPerDay.present() ? perDay : page.maxPerDay(),
				this.location.present() ? newLocation : page.location(),
				this.description.present() ? newDescription : page.description(),
				Boolean.TRUE.equals(this.enabled.orElse(page.enabled())));
	}

}
