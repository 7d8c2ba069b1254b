package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Patch;
import dev.kairos.shared.Source;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * How {@link SettingsChangeRequest#read} reads a PATCH of the settings, each limit at its
 * bounds, without the HTTP layer.
 */
class SettingsChangeRequestTests {

	private static SettingsChangeRequest minutes(Integer duration, Integer session, Integer pause, Integer maxStudy) {
		return new SettingsChangeRequest(null, null, null, patch(duration), null, patch(session), patch(pause),
				patch(maxStudy), null, null, null, null, null, null);
	}

	private static <T> Patch<T> patch(T value) {
		return (value != null) ? Patch.of(value) : null;
	}

	private static SettingsChangeRequest hours(Patch<String> start, Patch<String> end, Patch<List<String>> days) {
		return new SettingsChangeRequest(null, null,
				Patch.of(new SettingsChangeRequest.WorkingHoursChange(start, end, days)), null, null, null, null, null,
				null, null, null, null, null, null);
	}

	private static SettingsChangeRequest sources(List<String> values) {
		return new SettingsChangeRequest(null, null, null, null, null, null, null, null, null, Patch.of(values), null,
				null, null, null);
	}

	private static List<String> refused(SettingsChangeRequest request) {
		InvalidRequestException refusal = catchThrowableOfType(InvalidRequestException.class, request::read);
		List<String> lines = new ArrayList<>();
		if (refusal != null) {
			refusal.getErrors().forEach((problem) -> lines.add(problem.field() + ": " + problem.message()));
		}
		return lines;
	}

	@Test
	void anEmptyPatchChangesNothing() {
		SettingsPatch patch = new SettingsChangeRequest(null, null, null, null, null, null, null, null, null, null,
				null, null, null, null)
			.read();
		assertThat(patch).isEqualTo(new SettingsPatch(null, null, null, null, null, null, null, null, null, null, null,
				null, null, false, null, null, null));
	}

	@Test
	void readsEveryFieldInTheServicesTypes() {
		SettingsPatch patch = new SettingsChangeRequest(Patch.of("Asia/Tokyo"), Patch.of(" Sunday "),
				Patch.of(new SettingsChangeRequest.WorkingHoursChange(Patch.of("08:30"), Patch.of("23:59"),
						Patch.of(List.of("monday", "FRIDAY")))),
				Patch.of(30), Patch.of("#ABCDEF"), Patch.of(50), Patch.of(10), Patch.of(240), Patch.of(" DMY "),
				Patch.of(List.of("canvas", "local", "canvas")), Patch.of("-- sam"), null, null, null)
			.read();
		assertThat(patch).isEqualTo(new SettingsPatch(ZoneId.of("Asia/Tokyo"), DayOfWeek.SUNDAY, LocalTime.of(8, 30),
				LocalTime.of(23, 59), Set.of(DayOfWeek.MONDAY, DayOfWeek.FRIDAY), 30, "#abcdef", 50, 10, 240,
				DateOrder.DMY, List.of(Source.LOCAL, Source.CANVAS), "-- sam", false, null, null, null));
	}

	@Test
	void clearsOnlyTheSignatureWithNull() {
		SettingsPatch patch = new SettingsChangeRequest(null, null, null, null, null, null, null, null, null, null,
				Patch.ofNull(), null, null, null)
			.read();
		assertThat(patch.clearEmailSignature()).isTrue();
		assertThat(patch.emailSignature()).isNull();
		assertThat(refused(new SettingsChangeRequest(null, null, null, null, null, null, null, null, null, null,
				Patch.of("x".repeat(2000)), null, null, null)))
			.isEmpty();
		assertThat(refused(new SettingsChangeRequest(null, null, null, null, null, null, null, null, null, null,
				Patch.of("x".repeat(2001)), null, null, null)))
			.containsExactly("email_signature: must be at most 2000 characters");
	}

	@Test
	void acceptsMinutesAtTheirBoundsAndRefusesOneBeyond() {
		assertThat(refused(minutes(5, 5, 0, 5))).isEmpty();
		assertThat(refused(minutes(1440, 480, 240, 1440))).isEmpty();
		assertThat(minutes(1440, 480, 240, 1440).read().studyBreakMinutes()).isEqualTo(240);
		assertThat(refused(minutes(4, 4, -1, 4))).containsExactly(
				"default_event_duration_minutes: must be between 5 and 1440 minutes",
				"study_session_minutes: must be between 5 and 480 minutes",
				"study_break_minutes: must be between 0 and 240 minutes",
				"max_study_minutes_per_day: must be between 5 and 1440 minutes");
		assertThat(refused(minutes(1441, 481, 241, 1441))).hasSize(4);
	}

	@Test
	void refusesWorkingHoursItCannotRead() {
		assertThat(hours(Patch.of("09:00"), null, null).read().workingStart()).isEqualTo(LocalTime.of(9, 0));
		assertThat(hours(null, null, null).read().workingDays()).isNull();
		assertThat(refused(hours(Patch.ofNull(), Patch.ofNull(), Patch.ofNull()))).containsExactly(
				"working_hours.start: cannot be null", "working_hours.end: cannot be null",
				"working_hours.days: cannot be null");
		assertThat(refused(hours(Patch.of("24:00"), Patch.of("9am"), Patch.of(List.of())))).containsExactly(
				"working_hours.start: must be a time of day as HH:mm, such as 09:00",
				"working_hours.end: must be a time of day as HH:mm, such as 09:00",
				"working_hours.days: must name at least one weekday");
		assertThat(refused(hours(null, null, Patch.of(List.of("monday", "someday", "friday")))))
			.containsExactly("working_hours.days: must be a weekday name: monday, tuesday, ... sunday");
	}

	@Test
	void refusesNamesAndValuesItCannotRead() {
		assertThat(refused(new SettingsChangeRequest(Patch.of("+02:00"), Patch.of("someday"), null, null,
				Patch.of("#abcd"), null, null, null, Patch.of("ydm"), null, null, null, null, null)))
			.containsExactly("timezone: must be an IANA time zone such as Europe/Berlin or America/New_York",
					"week_start: must be a weekday name: monday, tuesday, ... sunday",
					"default_event_color: must be a colour such as #3b82f6 or #38f",
					"date_order: must be one of mdy, dmy, ymd");
		assertThat(new SettingsChangeRequest(null, null, null, null, Patch.of("#AbC"), null, null, null, null, null,
				null, null, null, null)
			.read()
			.defaultEventColor()).isEqualTo("#abc");
	}

	@Test
	void readsFeedSourcesInTheirOwnOrderOnceEach() {
		assertThat(sources(List.of("google", "outlook", "local")).read().feedSources()).containsExactly(Source.LOCAL,
				Source.GOOGLE, Source.MICROSOFT);
		assertThat(refused(sources(List.of())))
			.containsExactly("feed_sources: must name at least one of " + Source.wireValues());
		assertThat(refused(sources(List.of("local", "icloud"))))
			.containsExactly("feed_sources: must list sources among " + Source.wireValues());
	}

}
