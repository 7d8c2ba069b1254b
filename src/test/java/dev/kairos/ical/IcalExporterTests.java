package dev.kairos.ical;

import java.time.Instant;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-written value formats of the feed's lines, at their edges. */
class IcalExporterTests {

	@Test
	void padsEachFieldToItsWidth() {
		StringBuilder line = new StringBuilder();
		assertThat(IcalExporter.utc(line, "DTSTART:", Instant.parse("0009-01-02T03:04:05Z")))
			.isEqualTo("DTSTART:00090102T030405Z");
		assertThat(IcalExporter.utc(line, "DTEND:", Instant.parse("9999-12-31T23:59:59Z")))
			.isEqualTo("DTEND:99991231T235959Z");
		assertThat(IcalExporter.utc(line, "X:", Instant.parse("2030-10-20T10:10:10Z"))).isEqualTo("X:20301020T101010Z");
		assertThat(IcalExporter.date(line, "DTSTART;VALUE=DATE:", Instant.parse("2031-02-09T00:00:00Z")))
			.isEqualTo("DTSTART;VALUE=DATE:20310209");
	}

	@Test
	void writesValuesWiderThanTheirFieldWhole() {
		StringBuilder line = new StringBuilder();
		IcalExporter.digits(line, 0, 2);
		IcalExporter.digits(line, 7, 4);
		IcalExporter.digits(line, 12345, 4);
		IcalExporter.digits(line, 100, 2);
		assertThat(line).hasToString("00" + "0007" + "12345" + "100");
	}

	@Test
	void writesASeriesStartOnItsZonesWallClock() {
		StringBuilder line = new StringBuilder();
		Instant start = Instant.parse("2030-07-01T07:05:00Z");
		assertThat(IcalExporter.zoned(line, "DTSTART", start, ZoneId.of("Europe/Berlin")))
			.isEqualTo("DTSTART;TZID=Europe/Berlin:20300701T090500");
		assertThat(IcalExporter.zoned(line, "DTSTART", start, ZoneId.of("UTC"))).isEqualTo("DTSTART:20300701T070500Z");
		assertThat(IcalExporter.zoned(line, "DTSTART", start, null)).isEqualTo("DTSTART:20300701T070500Z");
	}

	@Test
	void escapesTextAndDropsControlCharacters() {
		assertThat(IcalExporter.text(new StringBuilder(), "SUMMARY:", "a\\b;c,d\ne\r\nf\rg\u0001h\ti\u007Fj"))
			.isEqualTo("SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ng" + "h\ti" + "j");
	}

	@Test
	void escapesAfterAPlainStartAndKeepsAPlainTextAsItIs() {
		StringBuilder line = new StringBuilder("left over");
		assertThat(IcalExporter.text(line, "LOCATION:", "Room 4 (north)")).isEqualTo("LOCATION:Room 4 (north)");
		assertThat(IcalExporter.text(line, "LOCATION:", "Room 4, north")).isEqualTo("LOCATION:Room 4\\, north");
		assertThat(IcalExporter.text(line, "LOCATION:", "")).isEqualTo("LOCATION:");
		assertThat(IcalExporter.text(line, "X:", "\u0000a")).isEqualTo("X:a");
	}

	@Test
	void writesDurationsInDaysOrSeconds() {
		Instant start = Instant.parse("2030-01-01T00:00:00Z");
		assertThat(IcalExporter.duration(start, start.plusSeconds(5400), false)).isEqualTo("PT5400S");
		assertThat(IcalExporter.duration(start, start.plusSeconds(2 * 86_400), true)).isEqualTo("P2D");
	}

}
