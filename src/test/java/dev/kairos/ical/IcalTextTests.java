package dev.kairos.ical;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import dev.kairos.ical.IcalCalendarReader.EventData;
import dev.kairos.ical.IcalCalendarReader.RawValue;
import dev.kairos.ical.IcalText.Line;
import dev.kairos.ical.IcalText.Sanitized;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.entry;

class IcalTextTests {

	@Test
	void unfoldsEveryKindOfLineEndAndNumbersLinesAsTheFileDoes() {
		List<Line> lines = IcalText.unfold("A:1\r\n B\nC:2\n\tD\rE:3\r\n\r\n\nF:4");
		assertThat(lines).containsExactly(new Line(1, "A:1B"), new Line(3, "C:2D"), new Line(5, "E:3"),
				new Line(8, "F:4"));
		// A folded line before any other has nothing to join: it is kept as it is.
		assertThat(IcalText.unfold(" X:1\r\nY:2")).containsExactly(new Line(1, " X:1"), new Line(2, "Y:2"));
		assertThat(IcalText.unfold("")).isEmpty();
		// A file ending in a lone CR, as old Mac exports do.
		assertThat(IcalText.unfold("A:1\rB:2\r")).containsExactly(new Line(1, "A:1"), new Line(2, "B:2"));
	}

	@Test
	void findsTheColonThatStartsTheValueOutsideQuotes() {
		assertThat(IcalText.valueStart("DTSTART;TZID=\"a:b\":2030")).isEqualTo(18);
		assertThat(IcalText.valueStart("SUMMARY:a:b")).isEqualTo(7);
		assertThat(IcalText.valueStart("DTSTART;TZID=\"a:b")).isEqualTo(-1);
		assertThat(IcalText.valueStart("no colon")).isEqualTo(-1);
	}

	@Test
	void readsOneParameterUnquotedWithSemicolonsAndColonsInsideQuotes() {
		String parameters = ";CN=\"Doe; Jane: TA\";x;=y; partstat = ACCEPTED ;ROLE=";
		assertThat(IcalText.parameter(parameters, "CN")).isEqualTo("Doe; Jane: TA");
		assertThat(IcalText.parameter(parameters, "PARTSTAT")).isEqualTo("ACCEPTED");
		assertThat(IcalText.parameter(parameters, "role")).isEmpty();
		assertThat(IcalText.parameter(parameters, "RSVP")).isEmpty();
		assertThat(IcalText.parameter(parameters, "Y")).isEmpty();
		assertThat(IcalText.parameter(";CN=\"", "CN")).isEqualTo("\"");
		assertThat(IcalText.parameter("", "CN")).isEmpty();
		// The first of two wins.
		assertThat(IcalText.parameter(";CN=A;CN=B", "cn")).isEqualTo("A");
	}

	@Test
	void dropsNulCharactersWhichNoCalendarHasAndPostgresqlCannotStore() {
		Sanitized sanitized = sanitize(
				"BEGIN:VCAL\u0000ENDAR\nBEGIN:VEVENT\nSUMMARY:Ca\u0000fé\n \u0000!\nEND:VEVENT\nEND:VCALENDAR\n");
		assertThat(sanitized.text())
			.isEqualTo("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Café!\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
	}

	@Test
	void readsWhatIsNotUtf8AsWindows1252AndSaysSo() {
		Sanitized utf8 = sanitize(calendar("SUMMARY:Café"), StandardCharsets.UTF_8);
		assertThat(utf8.warnings()).isEmpty();
		assertThat(utf8.text()).contains("SUMMARY:Café\r\n");

		Sanitized windows = sanitize(calendar("SUMMARY:Café – 5€"), Charset.forName("windows-1252"));
		assertThat(windows.text()).contains("SUMMARY:Café – 5€\r\n");
		assertThat(windows.warnings())
			.containsExactly(new ImportProblem(null, null, "The file is not UTF-8; it was read as Windows-1252."));
	}

	@Test
	void skipsTheByteOrderMarkOfUtf8AndOfUtf16EitherWay() {
		String calendar = calendar("SUMMARY:Café");
		for (byte[] bytes : new byte[][] { withMark(new int[] { 0xEF, 0xBB, 0xBF }, calendar, StandardCharsets.UTF_8),
				withMark(new int[] { 0xFE, 0xFF }, calendar, StandardCharsets.UTF_16BE),
				withMark(new int[] { 0xFF, 0xFE }, calendar, StandardCharsets.UTF_16LE) }) {
			Sanitized sanitized = IcalText.sanitize(bytes, 100);
			assertThat(sanitized.text()).startsWith("BEGIN:VCALENDAR\r\n").contains("\r\nSUMMARY:Café\r\n");
			assertThat(sanitized.warnings()).isEmpty();
		}
		// After a UTF-8 mark, bytes that are not UTF-8 are still read as Windows-1252.
		Sanitized windows = IcalText.sanitize(withMark(new int[] { 0xEF, 0xBB, 0xBF }, calendar("SUMMARY:Café – 5€"),
				Charset.forName("windows-1252")), 100);
		assertThat(windows.text()).startsWith("BEGIN:VCALENDAR\r\n").contains("\r\nSUMMARY:Café – 5€\r\n");
		assertThat(windows.warnings())
			.containsExactly(new ImportProblem(null, null, "The file is not UTF-8; it was read as Windows-1252."));
	}

	@Test
	void readsAFileOfOnlyAByteOrderMarkAsEmpty() {
		for (int[] mark : new int[][] { { 0xEF, 0xBB, 0xBF }, { 0xFE, 0xFF }, { 0xFF, 0xFE } }) {
			assertThatExceptionOfType(MalformedCalendarException.class)
				.isThrownBy(() -> IcalText.sanitize(withMark(mark, "", StandardCharsets.UTF_8), 100))
				.withMessageContaining("Line 1: The file has no BEGIN:VCALENDAR.");
		}
	}

	@Test
	void keepsEventsAndZonesAndRenamesTheTimesItReadsItself() {
		Sanitized sanitized = sanitize("""
				begin:vcalendar
				VERSION:2.0
				BEGIN:VEVENT
				uid:one@example.com
				DTSTART;TZID=Europe/Berlin:20300304T100000
				DURATION:PT1H30M
				RRULE:FREQ=DAILY;COUNT=3
				SUMMARY;LANGUAGE=en:Hello
				ATTENDEE:mailto:a@example.com
				BEGIN:VALARM
				TRIGGER:-PT5M
				END:VALARM
				END:VEVENT
				BEGIN:VTODO
				SUMMARY:A task
				END:VTODO
				BEGIN:VJOURNAL
				END:VJOURNAL
				BEGIN:X-OTHER
				END:X-OTHER
				END:VCALENDAR
				""");
		assertThat(sanitized.text()).isEqualTo("""
				BEGIN:VCALENDAR\r
				BEGIN:VEVENT\r
				UID:one@example.com\r
				X-KAIROS-DTSTART;TZID=Europe/Berlin:20300304T100000\r
				X-KAIROS-DURATION:PT1H30M\r
				X-KAIROS-RRULE:FREQ=DAILY;COUNT=3\r
				SUMMARY:Hello\r
				X-KAIROS-ATTENDEE:|mailto:a@example.com|\r
				X-KAIROS-ALARM:|START|-PT5M\r
				END:VEVENT\r
				END:VCALENDAR\r
				""");
		// A VALARM becomes one line of its VEVENT, at the line of its END:VALARM.
		assertThat(sanitized.lines()).containsExactly(1, 3, 4, 5, 6, 7, 8, 9, 12, 13, 21);
		assertThat(sanitized.eventLines()).containsExactly(3);
		assertThat(sanitized.skipped()).isEqualTo(2);
		assertThat(sanitized.warnings()).isEmpty();
		assertThat(sanitized.originalLine(0)).isEqualTo(1);
		assertThat(sanitized.originalLine(3)).isEqualTo(4);
		assertThat(sanitized.originalLine(99)).isEqualTo(21);
	}

	@Test
	void dropsAZoneIcal4jCannotReadAndKeepsALaterOneWithItsTzid() {
		String good = """
				BEGIN:VTIMEZONE
				TZID:Office
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0100
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				""";
		Sanitized sanitized = sanitize("BEGIN:VCALENDAR\n" + good.replace("TZOFFSETTO:+0100", "TZOFFSETTO:one hour")
				+ good.replace("DTSTART:19700101T000000", "DTSTART:1970")
				+ good.replace("END:STANDARD", "RDATE:someday\nEND:STANDARD") + good
				+ calendar("DTSTART;TZID=Office:20300304T100000").substring("BEGIN:VCALENDAR\n".length()));
		// Zones are set aside, and read when an event uses them: the first one ical4j
		// reads.
		assertThat(sanitized.text()).startsWith("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n");
		FileZones zones = IcalCalendarReader.read(sanitized).zones();
		assertThat(zones.tzids()).containsExactly("Office");
		assertThat(zones.read()).isZero();
		assertThat(zones.find("Office").zone()).isNotNull();
		assertThat(zones.read()).isEqualTo(4);
	}

	@Test
	void mapsItsFirstLineToTheUploadsPastLeadingBlankLines() {
		Sanitized sanitized = sanitize("\n\n" + calendar("UID:a"));
		assertThat(sanitized.lines()).startsWith(3, 4);
		assertThat(sanitized.originalLine(1)).isEqualTo(3);
		assertThat(sanitized.originalLine(2)).isEqualTo(4);
	}

	@Test
	void wrapsABareEventAndWarnsOfWhatItIgnores() {
		Sanitized sanitized = sanitize("""
				BEGIN:VEVENT
				UID:bare@example.com
				not a content line
				END:VEVENT
				""");
		assertThat(sanitized.text())
			.isEqualTo("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:bare@example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
		assertThat(sanitized.warnings())
			.containsExactly(new ImportProblem(null, 3, "Not an iCalendar content line; ignored."));

		Sanitized trailing = sanitize("""
				BEGIN:VCALENDAR
				END:VCALENDAR
				X-JUNK:1
				X-JUNK:2
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:second@example.com
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(trailing.warnings())
			.containsExactly(new ImportProblem(null, 3, "Content after END:VCALENDAR was ignored."));
		assertThat(trailing.text()).contains("UID:second@example.com").containsOnlyOnce("BEGIN:VCALENDAR");

		// A bare event may still be closed by END:VCALENDAR; what follows is trailing.
		Sanitized closed = sanitize("""
				BEGIN:VEVENT
				UID:bare@example.com
				END:VEVENT
				END:VCALENDAR
				X-JUNK:1
				""");
		assertThat(closed.text())
			.isEqualTo("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:bare@example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
		assertThat(closed.warnings())
			.containsExactly(new ImportProblem(null, 5, "Content after END:VCALENDAR was ignored."));
	}

	@Test
	void dropsComponentsNestedWhereTheyDoNotBelong() {
		Sanitized sanitized = sanitize("""
				BEGIN:VCALENDAR
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0100
				END:STANDARD
				BEGIN:VEVENT
				UID:outer
				BEGIN:VEVENT
				UID:inner
				END:VEVENT
				BEGIN:VTIMEZONE
				TZID:Inner
				END:VTIMEZONE
				END:VEVENT
				BEGIN:VTIMEZONE
				TZID:Outer
				BEGIN:VEVENT
				UID:in-zone
				END:VEVENT
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:nested-calendar
				END:VEVENT
				END:VCALENDAR
				END:VCALENDAR
				""");
		assertThat(sanitized.text()).isEqualTo("""
				BEGIN:VCALENDAR\r
				BEGIN:VEVENT\r
				UID:outer\r
				END:VEVENT\r
				END:VCALENDAR\r
				""");
		assertThat(sanitized.zones())
			.containsExactly(Map.entry("Outer", List.of(List.of("BEGIN:VTIMEZONE", "TZID:Outer", "BEGIN:STANDARD",
					"DTSTART:19700101T000000", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE"))));
		assertThat(sanitized.eventLines()).containsExactly(6);
	}

	@Test
	void repairsAValueSwallowedByAQuote() {
		Sanitized sanitized = sanitize(calendar("DTSTART;TZID=\"W. Europe Standard Time:20200609T090000\""));
		assertThat(sanitized.text()).contains("X-KAIROS-DTSTART;TZID=\"W. Europe Standard Time\":20200609T090000\r\n");
	}

	@Test
	void keepsOnlyCompleteTimeZonesAndReadsTheFirstOfATzid() {
		Sanitized sanitized = sanitize("""
				BEGIN:VCALENDAR
				BEGIN:VTIMEZONE
				TZID:Good
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0100
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:Good
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0200
				TZOFFSETTO:+0200
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0300
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:NoOffset
				BEGIN:STANDARD
				DTSTART:19700101T000000
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:NoStart
				BEGIN:DAYLIGHT
				TZOFFSETTO:+0400
				END:DAYLIGHT
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:NoObservance
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:HalfComplete
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0500
				END:STANDARD
				BEGIN:DAYLIGHT
				DTSTART:19700101T000000
				END:DAYLIGHT
				END:VTIMEZONE
				END:VCALENDAR
				""");
		// Set aside, not in the text: read when an event names them.
		assertThat(sanitized.text()).isEqualTo("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
		assertThat(sanitized.lines()).containsExactly(1, 49);
		assertThat(sanitized.zones()).containsOnlyKeys("Good");
		assertThat(sanitized.zones().get("Good")).hasSize(2);
		FileZones zones = new FileZones(sanitized.zones());
		assertThat(zones.find("Good").zone().getObservances().get(0).getRequiredProperty("TZOFFSETTO").getValue())
			.isEqualTo("+0100");
		assertThat(zones.read()).isEqualTo(1);
	}

	@Test
	void dropsAZoneWithAnyIncompleteObservanceAndKeepsEachDefinitionOfATzid() {
		Sanitized sanitized = sanitize("""
				BEGIN:VCALENDAR
				BEGIN:VTIMEZONE
				TZID:Good
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID;X-VENDOR=1:Good
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0200
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:FirstIncomplete
				BEGIN:DAYLIGHT
				TZOFFSETTO:+0200
				END:DAYLIGHT
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:OffsetFromOnly
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0100
				END:STANDARD
				END:VTIMEZONE
				END:VCALENDAR
				""");
		assertThat(sanitized.text()).isEqualTo("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
		// Both definitions of Good are kept, in file order: the first ical4j reads wins.
		assertThat(sanitized.zones()).containsOnlyKeys("Good");
		assertThat(sanitized.zones().get("Good")).extracting((lines) -> lines.get(1))
			.containsExactly("TZID:Good", "TZID;X-VENDOR=1:Good");
	}

	@Test
	void acceptsAsManyEventsAsAllowedAndRefusesOneMore() {
		String two = calendar("UID:a").replace("END:VCALENDAR", "BEGIN:VEVENT\nUID:b\nEND:VEVENT\nEND:VCALENDAR");
		assertThat(IcalText.sanitize(two.getBytes(StandardCharsets.UTF_8), 2).eventLines()).containsExactly(2, 5);
		assertThatExceptionOfType(ImportTooLargeException.class)
			.isThrownBy(() -> IcalText.sanitize(two.getBytes(StandardCharsets.UTF_8), 1));
	}

	@Test
	void rejectsWhatItCannotRepairNamingTheLine() {
		assertThat(malformed("X-NOT:calendar\nBEGIN:VCALENDAR\n")).isEqualTo(1);
		assertThat(malformed("BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VTODO\n")).isEqualTo(3);
		assertThat(malformed("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\n")).isEqualTo(3);
		assertThat(malformed("\n\n")).isEqualTo(1);
		assertThat(malformed("hello there\n")).isEqualTo(1);
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> sanitize("BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VTODO\n"))
			.withMessageContaining("END:VTODO does not close BEGIN:VEVENT of line 2.");
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> sanitize("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\n"))
			.withMessageContaining("The file ends inside BEGIN:VEVENT of line 2 (no END:VEVENT); it looks cut off.");
		// A bare event cut off names the event, not the calendar wrapped around it.
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(() -> sanitize("BEGIN:VEVENT\nUID:x\n"))
			.withMessageContaining("BEGIN:VEVENT of line 1");
		// A bare event needs no END:VCALENDAR; a calendar does.
		assertThat(sanitize("BEGIN:VEVENT\nUID:x\nEND:VEVENT\n").eventLines()).containsExactly(1);
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> sanitize("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nEND:VEVENT\n"))
			.withMessageContaining("The file ends inside BEGIN:VCALENDAR of line 1");
	}

	@Test
	void keepsOnlyTheParametersOfTheTimesItReads() {
		Sanitized sanitized = sanitize("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:lotus
				RECURRENCE-ID;RANGE=ALL:20300304T090000Z
				DTSTART;X-LOTUS-A="a;VALUE=b:c";tzid=Europe/Berlin;X:20300304T100000
				DTEND;VALUE=DATE-TIME;=x;TZID="W. Europe Standard Time":20300304T110000
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(sanitized.text()).contains("""
				X-KAIROS-RECURRENCE-ID:20300304T090000Z\r
				X-KAIROS-DTSTART;TZID=Europe/Berlin:20300304T100000\r
				X-KAIROS-DTEND;VALUE=DATE-TIME;TZID="W. Europe Standard Time":20300304T110000\r
				""");
		EventData event = IcalCalendarReader.read(sanitized).events().get(0);
		assertThat(event.start()).isEqualTo(new RawValue("DTSTART", "20300304T100000", "Europe/Berlin", null));
		assertThat(event.end())
			.isEqualTo(new RawValue("DTEND", "20300304T110000", "W. Europe Standard Time", "DATE-TIME"));
	}

	@Test
	void rejectsALineIcal4jCannotParseNamingItsLineInTheUpload() {
		// As the sanitizer leaves an upload whose lines 4 and 5 it dropped.
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(
					() -> IcalCalendarReader.read(sanitized("X-KAIROS-DTSTART;TZID=Europe/Berlin;X:20300304T100000")))
			.satisfies((ex) -> assertThat(ex.line()).isEqualTo(6))
			.withMessageContaining("Line 6: the calendar cannot be parsed (Error at line 4:Expected [61], read [58]). "
					+ "Nothing was imported.");
		// ical4j's message is quoted up to 120 characters: "Error at line 4:Invalid
		// value [" and "]" around 88.
		String fits = "y".repeat(88);
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(
				() -> IcalCalendarReader.read(sanitized("X-KAIROS-RECURRENCE-ID;RANGE=" + fits + ":20300304T090000Z")))
			.withMessageContaining("(Error at line 4:Invalid value [" + fits + "]). Nothing");
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(
				() -> IcalCalendarReader.read(sanitized("X-KAIROS-RECURRENCE-ID;RANGE=" + fits + "y:20300304T090000Z")))
			.withMessageContaining("(Error at line 4:Invalid value [" + fits + "y...). Nothing");
	}

	@Test
	void quotesAtMostFortyCharactersOfWhatIsNotACalendar() {
		String forty = "x".repeat(40);
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(() -> sanitize(" " + forty + " \n"))
			.withMessageContaining("expected BEGIN:VCALENDAR, found \"" + forty + "\".");
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(() -> sanitize(forty + "y\n"))
			.withMessageContaining("found \"" + forty + "...\".");
	}

	@Test
	void quotesTheLineItFoundWithItsNameInCapitals() {
		assertThatExceptionOfType(MalformedCalendarException.class).isThrownBy(() -> sanitize("x-wr-calname:Team\n"))
			.withMessageContaining("found \"X-WR-CALNAME:Team\".");
		// A line that starts with its colon has no name: it is quoted as it is, not
		// repaired.
		assertThatExceptionOfType(MalformedCalendarException.class)
			.isThrownBy(() -> sanitize(":TZID=\"Zone:20200609T090000\"\n"))
			.withMessageContaining("found \":TZID=\"Zone:20200609T090000\"\".");
	}

	@Test
	void describesWhatItRefusesAsProblemDetails() {
		MalformedCalendarException malformed = new MalformedCalendarException(7, "END:VTODO does not close anything.");
		assertThat(malformed.line()).isEqualTo(7);
		assertThat(malformed.getStatusCode().value()).isEqualTo(400);
		assertThat(malformed.getBody().getType()).hasToString("https://kairos.dev/problems/malformed-calendar");
		assertThat(malformed.getBody().getTitle()).isEqualTo("Not a readable iCalendar file");
		assertThat(malformed.getBody().getDetail())
			.isEqualTo("Line 7: END:VTODO does not close anything. Nothing was imported.");
		assertThat(malformed.getBody().getProperties()).containsExactly(entry("line", 7));

		ImportTooLargeException tooLarge = new ImportTooLargeException("The file has more than 2 events.");
		assertThat(tooLarge.getStatusCode().value()).isEqualTo(413);
		assertThat(tooLarge.getBody().getType()).hasToString("https://kairos.dev/problems/import-too-large");
		assertThat(tooLarge.getBody().getTitle()).isEqualTo("Import too large");
		assertThat(tooLarge.getBody().getDetail())
			.isEqualTo("The file has more than 2 events. Nothing was imported; split the file.");
	}

	private static int malformed(String text) {
		try {
			sanitize(text);
		}
		catch (MalformedCalendarException ex) {
			return ex.line();
		}
		throw new AssertionError("accepted: " + text);
	}

	/** A sanitized calendar of one event with this line, from lines 1-3 and 6-8. */
	private static Sanitized sanitized(String eventLine) {
		String text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n" + eventLine
				+ "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
		return new Sanitized(text, new int[] { 1, 2, 3, 6, 7, 8 }, List.of(2), 0, List.of(), Map.of());
	}

	private static byte[] withMark(int[] mark, String text, Charset charset) {
		byte[] body = text.getBytes(charset);
		byte[] bytes = new byte[mark.length + body.length];
		for (int i = 0; i < mark.length; i++) {
			bytes[i] = (byte) mark[i];
		}
		System.arraycopy(body, 0, bytes, mark.length, body.length);
		return bytes;
	}

	private static String calendar(String eventLine) {
		return "BEGIN:VCALENDAR\nBEGIN:VEVENT\n" + eventLine + "\nEND:VEVENT\nEND:VCALENDAR\n";
	}

	private static Sanitized sanitize(String text) {
		return sanitize(text, StandardCharsets.UTF_8);
	}

	private static Sanitized sanitize(String text, Charset charset) {
		return IcalText.sanitize(text.getBytes(charset), 100);
	}

}
