package dev.kairos.ical;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A file's VTIMEZONEs are read one TZID at a time, when asked for: the first definition
 * of a TZID that ical4j reads wins, an unreadable one costs only itself, and no more than
 * the file's limit are parsed.
 */
class FileZonesTests {

	private static List<String> zone(String tzid, String offset) {
		return List.of("BEGIN:VTIMEZONE", "TZID:" + tzid, "BEGIN:STANDARD", "DTSTART:19700101T000000",
				"TZOFFSETFROM:" + offset, "TZOFFSETTO:" + offset, "END:STANDARD", "END:VTIMEZONE");
	}

	@Test
	void takesTheFirstDefinitionThatReadsAndSkipsOnesThatDoNot() {
		FileZones zones = new FileZones(
				Map.of("Lab/Zone", List.of(zone("Lab/Zone", "+99ZZ"), zone("Lab/Zone", "+0530"))));

		FileZones.Found found = zones.find("Lab/Zone");

		assertThat(found.zone()).isNotNull();
		assertThat(found.zone().toString()).contains("TZOFFSETTO:+0530");
		assertThat(found.overLimit()).isFalse();
		assertThat(zones.read()).isEqualTo(2);
		// Asked again, it is not parsed again.
		assertThat(zones.find("Lab/Zone")).isSameAs(found);
		assertThat(zones.read()).isEqualTo(2);
	}

	@Test
	void aTzidNoneOfWhoseDefinitionsReadIsUndefinedNotOverTheLimit() {
		FileZones zones = new FileZones(Map.of("Broken/Zone", List.of(zone("Broken/Zone", "+99ZZ"))));

		FileZones.Found found = zones.find("Broken/Zone");

		assertThat(found.zone()).isNull();
		assertThat(found.overLimit()).isFalse();
		assertThat(zones.read()).isOne();
	}

	@Test
	void stopsAtTheLimitAndSaysSo() {
		FileZones zones = new FileZones(Map.of("A/Zone", List.of(zone("A/Zone", "+99ZZ"), zone("A/Zone", "+0100")),
				"B/Zone", List.of(zone("B/Zone", "+0200"))), 1);

		assertThat(zones.find("A/Zone")).isEqualTo(new FileZones.Found(null, true));
		assertThat(zones.find("B/Zone").overLimit()).isTrue();
		assertThat(zones.read()).isOne();
		assertThat(zones.find("Unknown/Zone")).isEqualTo(new FileZones.Found(null, false));
		assertThat(FileZones.none().tzids()).isEmpty();
		assertThat(FileZones.none().limit()).isEqualTo(FileZones.MAX_READ);
	}

}
