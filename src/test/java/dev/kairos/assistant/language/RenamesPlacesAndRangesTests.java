package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * The package's own tests of the forms of 2026-11-30's sixteenth session: renames and
 * places without a verb (read by {@link ChangeRequest}), day ranges and "weekly" in a
 * name ({@link Repeat}), a part of the day that names the event ({@link PartNames}), and
 * which alternative of a pattern matched ({@link Text#which}).
 */
class RenamesPlacesAndRangesTests {

	private static final LocalDateTime NOW = LocalDateTime.of(2026, 10, 30, 15, 40);

	private static ChangeRequest change(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	@Test
	void renamesWithoutAVerb() {
		ChangeRequest arrow = change("team meeting -> weekly sync");
		assertThat(arrow.kind()).isEqualTo(ChangeRequest.Kind.RENAME);
		assertThat(arrow.reference()).isEqualTo("team meeting");
		assertThat(arrow.value()).isEqualTo("weekly sync");
		assertThat(arrow.weak()).isTrue();
		ChangeRequest isNow = change("guitar lesson is now bass lesson");
		assertThat(isNow.kind()).isEqualTo(ChangeRequest.Kind.RENAME);
		assertThat(isNow.value()).isEqualTo("bass lesson");
		// no word shared: no rename
		ChangeRequest online = change("team meeting is now online");
		assertThat(online == null || online.kind() != ChangeRequest.Kind.RENAME).isTrue();
		ChangeRequest bare = change("rename the seminar");
		assertThat(bare.kind()).isEqualTo(ChangeRequest.Kind.RENAME);
		assertThat(bare.reference()).isEqualTo("the seminar");
		assertThat(bare.value()).isEmpty();
	}

	@Test
	void placesWithoutAVerb() {
		ChangeRequest zoom = change("project mtg on zoom");
		assertThat(zoom.kind()).isEqualTo(ChangeRequest.Kind.RELOCATE);
		assertThat(zoom.value()).isEqualTo("zoom");
		assertThat(zoom.weak()).isTrue();
		ChangeRequest online = change("1:1 with priya online this time");
		assertThat(online.kind()).isEqualTo(ChangeRequest.Kind.RELOCATE);
		assertThat(online.reference()).isEqualTo("1:1 with priya");
		assertThat(online.value()).isEqualTo("online");
		// a time in the name: a new event's place, not this form's
		ChangeRequest timed = change("team call 3pm on zoom");
		assertThat(timed == null || timed.kind() != ChangeRequest.Kind.RELOCATE).isTrue();
		ChangeRequest located = change("team mtg location conf room b");
		assertThat(located.kind()).isEqualTo(ChangeRequest.Kind.RELOCATE);
		assertThat(located.value()).isEqualTo("conf room b");
	}

	@Test
	void rangesOfDaysAndWeeklyInAName() {
		Repeat range = Repeat.read(new Utterance("calc hw mon-thu 9pm"), NOW, DateOrder.MDY);
		assertThat(range.days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY, DayOfWeek.TUESDAY, DayOfWeek.WEDNESDAY,
				DayOfWeek.THURSDAY);
		// no time, no "every": a span of days, no repeat
		assertThat(Repeat.read(new Utterance("conference mon-thu"), NOW, DateOrder.MDY)).isNull();
		Utterance named = new Utterance("weekly review every friday 4pm");
		Repeat weekly = Repeat.read(named, NOW, DateOrder.MDY);
		assertThat(weekly.days()).containsExactly(DayOfWeek.FRIDAY);
		assertThat(named.remainder()).contains("weekly review");
		Utterance more = new Utterance("weekly 1:1 with dana mondays 10am");
		Repeat.read(more, NOW, DateOrder.MDY);
		assertThat(more.remainder()).doesNotContain("weekly");
		// "weekly" not first: it says the repeat
		Utterance late = new Utterance("review weekly on fridays");
		assertThat(Repeat.read(late, NOW, DateOrder.MDY).frequency()).isEqualTo(Repeat.Frequency.WEEKLY);
		assertThat(late.remainder()).doesNotContain("weekly");
	}

	@Test
	void aPartOfTheDayThatNamesTheEvent() {
		String shift = "night shift every sat 11pm-7am";
		assertThat(PartNames.namesTheEvent(shift, 0, 5, true)).isTrue();
		// not first, not bare, or no clock with am/pm after it: the time's
		assertThat(PartNames.namesTheEvent("run every night at 9", 10, 15, true)).isFalse();
		assertThat(PartNames.namesTheEvent("night run at 7", 0, 5, true)).isFalse();
		assertThat(PartNames.namesTheEvent(shift, 0, 5, false)).isFalse();
		assertThat(PartNames.namesTheEvent("nights sun 2000-0800", 0, 6, false)).isTrue();
		assertThat(PartNames.namesTheEvent("movie night sat 8pm", 6, 11, true)).isTrue();
		assertThat(PartNames.namesTheEvent("movie night", 6, 11, true)).isFalse();
	}

	@Test
	void whichAlternativeMatched() {
		Matcher first = Pattern.compile("(?<ref>a)|(?<ref2>b)|(?<ref3>c)").matcher("a");
		assertThat(first.matches()).isTrue();
		assertThat(Text.which(first, "ref", 3)).isEmpty();
		Matcher third = Pattern.compile("(?<ref>a)|(?<ref2>b)|(?<ref3>c)").matcher("c");
		assertThat(third.matches()).isTrue();
		assertThat(Text.which(third, "ref", 3)).isEqualTo("3");
		assertThatIllegalStateException().isThrownBy(() -> Text.which(third, "ref", 2));
	}

}
