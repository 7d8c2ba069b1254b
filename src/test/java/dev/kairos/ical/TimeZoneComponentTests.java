package dev.kairos.ical;

import java.time.Instant;
import java.time.ZoneId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * VTIMEZONEs written from the JDK's rules (its tzdata: Cairo's rules of 2023 need 2023c
 * or later, which JDK 17.0.8 and later have).
 */
class TimeZoneComponentTests {

	@Test
	void writesOngoingRulesAsYearlyRulesFromAYearBeforeTheFirstDate() {
		assertThat(TimeZoneComponent.lines(ZoneId.of("America/New_York"), Instant.parse("2030-01-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:20281230T190000",
					"TZOFFSETFROM:-0500", "TZOFFSETTO:-0500", "END:STANDARD", "BEGIN:DAYLIGHT",
					"DTSTART:20280312T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYMONTHDAY=8,9,10,11,12,13,14",
					"TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT", "BEGIN:STANDARD",
					"DTSTART:20281105T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=SU;BYMONTHDAY=1,2,3,4,5,6,7",
					"TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD", "END:VTIMEZONE");
	}

	/**
	 * Nuuk changes at 01:00 UTC on the last Sunday of March, 23:00 on Saturday on its
	 * clock: the rule's days move back by one. Its fixed transitions run to 2024, so the
	 * yearly rules start in 2025, not in the year a year before the first date.
	 */
	@Test
	void writesARuleWhoseWallClockDayIsTheDayBeforeFromTheYearAfterTheLastFixedTransition() {
		assertThat(TimeZoneComponent.lines(ZoneId.of("America/Nuuk"), Instant.parse("2024-06-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:America/Nuuk", "BEGIN:STANDARD", "DTSTART:20230531T220000",
					"TZOFFSETFROM:-0200", "TZOFFSETTO:-0200", "END:STANDARD", "BEGIN:DAYLIGHT",
					"DTSTART:20240330T230000", "TZOFFSETFROM:-0200", "TZOFFSETTO:-0100", "END:DAYLIGHT",
					"BEGIN:STANDARD", "DTSTART:20241027T000000", "TZOFFSETFROM:-0100", "TZOFFSETTO:-0200",
					"END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:20250329T230000",
					"RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=SA;BYMONTHDAY=24,25,26,27,28,29,30", "TZOFFSETFROM:-0200",
					"TZOFFSETTO:-0100", "END:DAYLIGHT", "BEGIN:STANDARD", "DTSTART:20251026T000000",
					"RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=SU;BYMONTHDAY=25,26,27,28,29,30,31", "TZOFFSETFROM:-0100",
					"TZOFFSETTO:-0200", "END:STANDARD", "END:VTIMEZONE");
	}

	@Test
	void groupsFixedTransitionsByTheirOffsetsAsRdates() {
		// Moscow: winter time in 2010, +04:00 all year from 2011, +03:00 from 2014; no
		// rule goes on.
		assertThat(TimeZoneComponent.lines(ZoneId.of("Europe/Moscow"), Instant.parse("2011-06-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:Europe/Moscow", "BEGIN:DAYLIGHT", "DTSTART:20100531T040000",
					"TZOFFSETFROM:+0400", "TZOFFSETTO:+0400", "END:DAYLIGHT", "BEGIN:STANDARD",
					"DTSTART:20101031T030000", "RDATE:20141026T020000", "TZOFFSETFROM:+0400", "TZOFFSETTO:+0300",
					"END:STANDARD", "BEGIN:STANDARD", "DTSTART:20110327T020000", "TZOFFSETFROM:+0300",
					"TZOFFSETTO:+0400", "END:STANDARD", "END:VTIMEZONE");
	}

	@Test
	void writesOneObservanceForAZoneThatNeverChanges() {
		assertThat(TimeZoneComponent.lines(ZoneId.of("Etc/GMT+5"), Instant.parse("2030-01-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:Etc/GMT+5", "BEGIN:STANDARD", "DTSTART:20281230T190000",
					"TZOFFSETFROM:-0500", "TZOFFSETTO:-0500", "END:STANDARD", "END:VTIMEZONE");
		assertThat(TimeZoneComponent.lines(ZoneId.of("Asia/Kolkata"), Instant.parse("2030-01-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:Asia/Kolkata", "BEGIN:STANDARD", "DTSTART:20281231T053000",
					"TZOFFSETFROM:+0530", "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE");
	}

	@Test
	void writesOffsetsWithSecondsWhereAZoneHadThem() {
		assertThat(TimeZoneComponent.lines(ZoneId.of("Africa/Monrovia"), Instant.parse("1971-06-01T00:00:00Z")))
			.containsExactly("BEGIN:VTIMEZONE", "TZID:Africa/Monrovia", "BEGIN:STANDARD", "DTSTART:19700530T231530",
					"TZOFFSETFROM:-004430", "TZOFFSETTO:-004430", "END:STANDARD", "BEGIN:STANDARD",
					"DTSTART:19720107T000000", "TZOFFSETFROM:-004430", "TZOFFSETTO:+0000", "END:STANDARD",
					"END:VTIMEZONE");
	}

	/**
	 * Cairo leaves summer time at the end of the last Thursday of October, a Friday at
	 * 00:00 on the clock but not always the last Friday: no BYDAY/BYMONTHDAY pair says
	 * it, so its transitions are written out to 2100, fifty to an RDATE line.
	 */
	@Test
	void writesTheTransitionsOfARuleNoRruleSaysUntil2100FiftyToALine() {
		List<String> lines = TimeZoneComponent.lines(ZoneId.of("Africa/Cairo"), Instant.parse("2030-01-01T00:00:00Z"));
		int october = lines.indexOf("DTSTART:20281027T000000");
		assertThat(lines.subList(0, october)).containsExactly("BEGIN:VTIMEZONE", "TZID:Africa/Cairo", "BEGIN:STANDARD",
				"DTSTART:20281231T020000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0200", "END:STANDARD", "BEGIN:STANDARD");
		String first = lines.get(october + 1);
		String second = lines.get(october + 2);
		assertThat(first).startsWith("RDATE:20291026T000000,20301101T000000,").endsWith(",20781028T000000");
		assertThat(first.split(",")).hasSize(50);
		assertThat(second).startsWith("RDATE:20791027T000000,").endsWith(",21001029T000000");
		assertThat(second.split(",")).hasSize(22);
		assertThat(lines.subList(october + 3, lines.size())).containsExactly("TZOFFSETFROM:+0300", "TZOFFSETTO:+0200",
				"END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:20280428T000000",
				"RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=FR;BYMONTHDAY=24,25,26,27,28,29,30", "TZOFFSETFROM:+0200",
				"TZOFFSETTO:+0300", "END:DAYLIGHT", "END:VTIMEZONE");
	}

	/**
	 * What is kept of a zone is what its VTIMEZONE from any instant needs: each zone's
	 * text from many instants (a few hours, days or years apart, around transitions and
	 * across the change from fixed transitions to ongoing rules), worked out afresh, is
	 * the text given once the zone's other instants were asked first, in another order.
	 */
	@Test
	void aZoneWorkedOutOnceGivesWhatItGivesAfresh() {
		List<String> zones = List.of("Europe/Berlin", "America/New_York", "Africa/Cairo", "America/Nuuk",
				"Europe/Moscow", "Australia/Lord_Howe", "Asia/Tehran", "Africa/Casablanca", "America/Sao_Paulo",
				"Asia/Kolkata", "UTC", "Etc/GMT+5");
		List<Instant> instants = new ArrayList<>();
		for (Instant at = Instant.parse("1960-01-01T00:00:00Z"); at
			.isBefore(Instant.parse("2110-01-01T00:00:00Z")); at = at.plus(Duration.ofDays(97).plusHours(7))) {
			instants.add(at);
			instants.add(at.plus(Duration.ofHours(5)));
		}
		for (String id : zones) {
			ZoneId zone = ZoneId.of(id);
			Map<Instant, List<String>> afresh = new HashMap<>();
			for (Instant at : instants) {
				TimeZoneComponent.forget();
				afresh.put(at, TimeZoneComponent.lines(zone, at));
			}
			TimeZoneComponent.forget();
			List<Instant> backwards = new ArrayList<>(instants);
			Collections.reverse(backwards);
			for (Instant at : backwards) {
				assertThat(TimeZoneComponent.lines(zone, at)).as(id + " from " + at).isEqualTo(afresh.get(at));
			}
			TimeZoneComponent.forget();
			for (int i = 0; i < instants.size(); i += 2) {
				Instant at = instants.get(i);
				assertThat(TimeZoneComponent.lines(zone, at)).as(id + " from " + at).isEqualTo(afresh.get(at));
			}
		}
	}

}
