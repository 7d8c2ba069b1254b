package dev.kairos.ical;

import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.time.ZoneId;
import java.time.Duration;

import org.junit.jupiter.api.Test;

class CorpusProbeTests {

	@Test
	void probe() throws IOException {
		String[] files = { "Office-2012-owa.ics", "alarm_google_future.ics", "alarm_thunderbird_future.ics",
				"blank_line_mid.ics", "bom_calendar.ics", "duration_instead_of_dtend.ics", "empty.ics",
				"event_with_recurrence_exdates_on_different_lines.ics", "exchange_whole_day_moved_recurrence.ics",
				"google-recurrence-order.ics", "google_birthday.ics", "issue_1231_recurrence.ics",
				"issue_165_missing_event.ics", "issue_237_fail_to_parse_timezone_with_non_ascii_tzid.ics",
				"issue_313_globally_unique_tzid.ics", "issue_348_exception_parsing_value.ics", "issue_350.ics",
				"issue_722_missing_VTIMEZONE_custom.ics", "issue_722_missing_timezones.ics",
				"issue_836_do_not_quote_tzid.ics", "ms_timezones.ics", "newline_junk.ics", "only_dtstart_date.ics",
				"recur_instances.ics", "small_bad_calendar.ics", "synthetic-canvas-feed.ics", "synthetic-cp1252-lf.ics",
				"synthetic-outlook-desktop.ics", "utc_negative_zero.ics", "x_location.ics" };
		for (String file : files) {
			System.out.println("=== " + file);
			try (InputStream in = getClass().getResourceAsStream("/ical/" + file)) {
				byte[] bytes = in.readAllBytes();
				IcalText.Sanitized s = IcalText.sanitize(bytes, 20000);
				IcalCalendarReader.ReadCalendar c = IcalCalendarReader.read(s);
				Instant now = Instant.parse(System.getProperty("probe.now", "2026-11-22T00:00:00Z"));
				IcalEventMapper.Mapped m = new IcalEventMapper(new ZoneResolver(ZoneId.of("Europe/Berlin"), c.zones()),
						now.minus(Duration.ofDays(365)), now.plus(Duration.ofDays(730)), 1000)
					.map(c.events());
				System.out.println("items=" + m.items().size() + " skipped=" + (m.skipped() + s.skipped()));
				m.items().stream().limit(6).forEach((i) -> System.out.println("  " + i.event()));
				s.warnings().forEach((p) -> System.out.println("  W " + p));
				m.problems().forEach((p) -> System.out.println("  P " + p));
			}
			catch (RuntimeException ex) {
				System.out.println("  EX " + ex);
			}
		}
	}

}
