package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HolidaysTests {

	private final Holidays us = Holidays.forCountry("US");

	@Test
	void findsAHolidayByItsNames() {
		assertThat(this.us.date("thanksgiving", 2026)).isEqualTo(LocalDate.of(2026, 11, 26));
		assertThat(this.us.date("veterans day", 2026)).isEqualTo(LocalDate.of(2026, 11, 11));
		assertThat(this.us.date("a day that is none", 2026)).isNull();
		assertThat(this.us.isHoliday(LocalDate.of(2026, 11, 26))).isTrue();
		assertThat(this.us.isHoliday(LocalDate.of(2026, 11, 27))).isFalse();
		assertThat(Holidays.NONE.date("thanksgiving", 2026)).isNull();
	}

	@Test
	void namesFeastsAndObservancesOfAFixedDate() {
		assertThat(this.us.date("kwanzaa", 2026)).isEqualTo(LocalDate.of(2026, 12, 26));
		assertThat(this.us.date("three kings day", 2027)).isEqualTo(LocalDate.of(2027, 1, 6));
		assertThat(this.us.date("epiphany", 2027)).isEqualTo(LocalDate.of(2027, 1, 6));
		assertThat(this.us.date("twelfth night", 2027)).isEqualTo(LocalDate.of(2027, 1, 5));
		assertThat(this.us.date("april fools", 2027)).isEqualTo(LocalDate.of(2027, 4, 1));
		assertThat(this.us.date("pearl harbor day", 2026)).isEqualTo(LocalDate.of(2026, 12, 7));
		assertThat(this.us.date("flag day", 2027)).isEqualTo(LocalDate.of(2027, 6, 14));
		assertThat(this.us.date("patriot day", 2027)).isEqualTo(LocalDate.of(2027, 9, 11));
		// American days are no British ones; none of them is a day off.
		assertThat(Holidays.forCountry("GB").date("pearl harbor remembrance day", 2026)).isNull();
		assertThat(Holidays.forCountry("GB").date("kwanzaa", 2026)).isEqualTo(LocalDate.of(2026, 12, 26));
		assertThat(this.us.isHoliday(LocalDate.of(2026, 12, 7))).isFalse();
	}

	@Test
	void aDaysNameWithNightForDayIsThatDaysNight() {
		assertThat(this.us.date("election night", 2026)).isEqualTo(LocalDate.of(2026, 11, 3));
		assertThat(this.us.nightOf("election night", 2026)).isTrue();
		assertThat(this.us.nightOf("election day", 2026)).isFalse();
		// names of their own that end in "night" are no day's night
		assertThat(this.us.nightOf("halloween night", 2026)).isFalse();
		assertThat(this.us.nightOf("twelfth night", 2026)).isFalse();
		assertThat(Holidays.forCountry("GB").nightOf("bonfire night", 2026)).isFalse();
		assertThat(this.us.date("thanksgiving night", 2026)).isEqualTo(LocalDate.of(2026, 11, 26));
		assertThat(this.us.date("movie night", 2026)).isNull();
		When when = WhenParser.parse(Utterance.read("yoga on election night"), LocalDateTime.of(2026, 10, 30, 15, 40),
				DayOfWeek.SUNDAY, DateOrder.MDY, this.us);
		assertThat(when.date()).isEqualTo(LocalDate.of(2026, 11, 3));
		assertThat(when.part()).isEqualTo(PartOfDay.NIGHT);
		Utterance dinner = Utterance.read("dinner election night at 8");
		When at8 = WhenParser.parse(dinner, LocalDateTime.of(2026, 10, 30, 15, 40), DayOfWeek.SUNDAY, DateOrder.MDY,
				this.us);
		assertThat(at8.date()).isEqualTo(LocalDate.of(2026, 11, 3));
		assertThat(dinner.remainder().strip()).isEqualTo("dinner");
	}

	@Test
	void takesOutOnlyTheNamesSaidAsTheDay() {
		assertThat(this.us.withoutDays("yoga on thanksgiving", 2026).strip()).isEqualTo("yoga");
		assertThat(this.us.withoutDays("standup on veterans day", 2026).strip()).isEqualTo("standup");
		// A holiday in an event's own name is part of the name.
		assertThat(this.us.withoutDays("the thanksgiving dinner", 2026)).isEqualTo("the thanksgiving dinner");
		assertThat(Holidays.NONE.withoutDays("yoga on thanksgiving", 2026)).isEqualTo("yoga on thanksgiving");
	}

	@Test
	void groupsTheNamesByTheirFirstLetterAndMatchesWhatThePlainAlternationMatches() {
		List<String> names = List.of("christmas eve", "christmas", "easter monday", "easter", "'?s'?tate day", "x",
				"n?ye");
		String grouped = Holidays.byFirstLetter(names);
		assertThat(grouped).isEqualTo("c(?:hristmas eve|hristmas)|e(?:aster monday|aster)|x(?:)|'?s'?tate day|n?ye");
		Pattern plain = Pattern.compile("(?:" + String.join("|", names) + ")");
		Pattern fast = Pattern.compile("(?:" + grouped + ")");
		for (String text : List.of("christmas eve", "christmas", "easter mon", "easter monday", "states day", "x", "ye",
				"nye", "boxing day")) {
			Matcher a = plain.matcher(text);
			Matcher b = fast.matcher(text);
			assertThat(b.lookingAt()).as(text).isEqualTo(a.lookingAt());
			if (a.lookingAt()) {
				assertThat(b.group()).as(text).isEqualTo(a.group());
			}
		}
		assertThat(this.us.names(2026).matcher("the friday after thanksgiving").find()).isTrue();
		// letters and digits, from first to last, are grouped; any other first character
		// is not
		assertThat(Holidays.byFirstLetter(List.of("a1", "zz", "0x", "9y", "`q", "{q", "/q", ":q")))
			.isEqualTo("a(?:1)|z(?:z)|0(?:x)|9(?:y)|`q|{q|/q|:q");
	}

}
