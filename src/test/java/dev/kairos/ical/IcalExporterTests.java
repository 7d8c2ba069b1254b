package dev.kairos.ical;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-written time lines of the feed, at their edges. */
class IcalExporterTests {

	@Test
	void padsEachFieldToItsWidth() {
		assertThat(rendered((lines) -> IcalExporter.utc(lines, "DTSTART", Instant.parse("0009-01-02T03:04:05Z"))))
			.isEqualTo("DTSTART:00090102T030405Z\r\n");
		assertThat(rendered((lines) -> IcalExporter.utc(lines, "DTEND", Instant.parse("9999-12-31T23:59:59Z"))))
			.isEqualTo("DTEND:99991231T235959Z\r\n");
		assertThat(rendered((lines) -> IcalExporter.utc(lines, "X", Instant.parse("2030-10-20T10:10:10Z"))))
			.isEqualTo("X:20301020T101010Z\r\n");
		assertThat(rendered((lines) -> IcalExporter.date(lines, "DTSTART", Instant.parse("2031-02-09T00:00:00Z"))))
			.isEqualTo("DTSTART;VALUE=DATE:20310209\r\n");
	}

	@Test
	void writesASeriesStartOnItsZonesWallClock() {
		Instant start = Instant.parse("2030-07-01T07:05:00Z");
		assertThat(rendered((lines) -> IcalExporter.zoned(lines, "DTSTART", start, ZoneId.of("Europe/Berlin"))))
			.isEqualTo("DTSTART;TZID=Europe/Berlin:20300701T090500\r\n");
		assertThat(rendered((lines) -> IcalExporter.zoned(lines, "DTSTART", start, ZoneId.of("UTC"))))
			.isEqualTo("DTSTART:20300701T070500Z\r\n");
		assertThat(rendered((lines) -> IcalExporter.zoned(lines, "DTSTART", start, ZoneId.of("Z"))))
			.isEqualTo("DTSTART:20300701T070500Z\r\n");
		assertThat(rendered((lines) -> IcalExporter.zoned(lines, "DTSTART", start, null)))
			.isEqualTo("DTSTART:20300701T070500Z\r\n");
	}

	@Test
	void writesDurationsInDaysOrSeconds() {
		Instant start = Instant.parse("2030-01-01T00:00:00Z");
		assertThat(IcalExporter.duration(start, start.plusSeconds(5400), false)).isEqualTo("PT5400S");
		assertThat(IcalExporter.duration(start, start.plusSeconds(2 * 86_400), true)).isEqualTo("P2D");
	}

	private static String rendered(Consumer<ContentLineWriter> write) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		write.accept(new ContentLineWriter(out));
		return out.toString(StandardCharsets.UTF_8);
	}

}
