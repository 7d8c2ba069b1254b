package dev.kairos.ical;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.List;

import dev.kairos.ical.ZoneResolver.Resolution;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ZoneResolverTests {

	private static final ZoneId USER = ZoneId.of("America/Chicago");

	private final ZoneResolver resolver = new ZoneResolver(USER, FileZones.none());

	@Test
	void readsAMissingZoneAsTheUsersWithoutAProblem() {
		assertThat(this.resolver.resolve(null)).isEqualTo(new Resolution(USER.getRules(), "America/Chicago", null));
		assertThat(this.resolver.resolve(" ")).isEqualTo(new Resolution(USER.getRules(), "America/Chicago", null));
		assertThat(this.resolver.userZone()).isEqualTo(USER);
	}

	@Test
	void readsIanaNamesBehindQuotesAndVendorPrefixes() {
		for (String tzid : new String[] { "Europe/Berlin", " \"Europe/Berlin\" ",
				"/mozilla.org/20070129_1/Europe/Berlin", "/freeassociation.sourceforge.net/Tzfile/Europe/Berlin",
				"/softwarestudio.org/Olson_20011030_5/Europe/Berlin", "/vendor/2019a/Europe/Berlin" }) {
			assertThat(this.resolver.resolve(tzid)).as(tzid)
				.isEqualTo(new Resolution(ZoneId.of("Europe/Berlin").getRules(), "Europe/Berlin", null));
		}
		assertThat(this.resolver.resolve("EST").name()).isEqualTo("-05:00");
	}

	@Test
	void readsWindowsAndOutlookNames() {
		assertThat(name("Eastern Standard Time")).isEqualTo("America/New_York");
		assertThat(name("W. Europe Standard Time")).isEqualTo("Europe/Berlin");
		assertThat(name("(UTC-05:00) Eastern Time (US & Canada)")).isEqualTo("America/New_York");
		assertThat(name("(GMT) Coordinated Universal Time")).isEqualTo("UTC");
		assertThat(name("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna")).isEqualTo("Europe/Amsterdam");
		// The first city whose offset matches the stated one.
		assertThat(name("(UTC+01:00) Lisbon, Berlin")).isEqualTo("Europe/Berlin");
		assertThat(name("(UTC+10:00) Canberra, Melbourne, Sydney")).isEqualTo("Australia/Canberra");
		assertThat(name("(UTC-03:00) São Paulo")).isEqualTo("America/Sao_Paulo");
	}

	@Test
	void fallsBackOnAStatedOffsetAndSaysSo() {
		Resolution resolution = this.resolver.resolve("(UTC-03:30) Nowhere");
		assertThat(resolution.rules()).isEqualTo(ZoneOffset.ofHoursMinutes(-3, -30).getRules());
		assertThat(resolution.problem()).isEqualTo(
				"Time zone \"(UTC-03:30) Nowhere\" is not known; its stated offset -03:30 was used, without daylight saving time.");
		assertThat(this.resolver.resolve("(GMT+0530) Berlin").name()).isEqualTo("+05:30");
		assertThat(this.resolver.resolve("(UTC) Nowhere").name()).isEqualTo("Z");
	}

	@Test
	void readsAnUnknownZoneInTheUsersAndSaysSo() {
		Resolution resolution = this.resolver.resolve("Mars/Olympus_Mons");
		assertThat(resolution).isEqualTo(new Resolution(USER.getRules(), "America/Chicago",
				"Time zone \"Mars/Olympus_Mons\" is not known and the file does not define it; times were read in your time zone (America/Chicago)."));
		assertThat(this.resolver.resolve("Mars/Olympus_Mons")).isSameAs(resolution);
	}

	@Test
	void readsAZoneTheFileDefinesByItsLocationOrItsRules() {
		ZoneResolver resolver = new ZoneResolver(USER, zones("""
				BEGIN:VCALENDAR
				BEGIN:VTIMEZONE
				TZID:Custom/Kolkata
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0530
				TZOFFSETTO:+0530
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:My office
				X-LIC-LOCATION:Asia/Tokyo
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:+0100
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				BEGIN:VTIMEZONE
				TZID:Somewhere
				X-LIC-LOCATION:Nowhere/Else
				BEGIN:STANDARD
				DTSTART:19700101T000000
				TZOFFSETFROM:-0200
				TZOFFSETTO:-0200
				END:STANDARD
				END:VTIMEZONE
				END:VCALENDAR
				"""));
		Resolution kolkata = resolver.resolve("Custom/Kolkata");
		assertThat(kolkata.name()).isEqualTo("Custom/Kolkata");
		assertThat(kolkata.problem()).isNull();
		assertThat(kolkata.rules().getOffset(LocalDateTime.of(2030, 3, 4, 10, 0)))
			.isEqualTo(ZoneOffset.ofHoursMinutes(5, 30));
		assertThat(resolver.resolve("My office"))
			.isEqualTo(new Resolution(ZoneId.of("Asia/Tokyo").getRules(), "Asia/Tokyo", null));
		Resolution somewhere = resolver.resolve("Somewhere");
		assertThat(somewhere.name()).isEqualTo("Somewhere");
		assertThat(somewhere.rules().getOffset(LocalDateTime.of(2030, 3, 4, 10, 0))).isEqualTo(ZoneOffset.ofHours(-2));
	}

	@Test
	void findsAnIanaZoneWithTheSameRules() {
		assertThat(ZoneResolver.ianaWithRules(ZoneOffset.ofHoursMinutes(5, 30).getRules()))
			.isEqualTo(ZoneId.of("Asia/Calcutta"));
		assertThat(ZoneResolver.ianaWithRules(ZoneOffset.ofHoursMinutes(5, 17).getRules())).isNull();
		ZoneId berlinLike = ZoneResolver.ianaWithRules(ZoneId.of("Europe/Berlin").getRules());
		assertThat(berlinLike).isNotNull();
		Instant now = Instant.now();
		assertThat(berlinLike.getRules().nextTransition(now))
			.isEqualTo(ZoneId.of("Europe/Berlin").getRules().nextTransition(now));
		// Same offset today, other transitions: not the same rules.
		assertThat(ZoneResolver.ianaWithRules(ZoneId.of("America/New_York").getRules()))
			.isNotIn(ZoneId.of("America/Havana"), ZoneId.of("America/Port-au-Prince"), ZoneId.of("America/Panama"));
	}

	@Test
	void readsALoneQuoteAsAnUnknownZone() {
		assertThat(this.resolver.resolve("\"")).isEqualTo(new Resolution(USER.getRules(), "America/Chicago",
				"Time zone \"\"\" is not known and the file does not define it; times were read in your time zone (America/Chicago)."));
	}

	@Test
	void comparesEveryChangeOfTheNextYearsNotOnlyTheFirst() {
		ZoneRules berlin = ZoneId.of("Europe/Berlin").getRules();
		Instant now = Instant.now();
		ZoneOffsetTransition previous = berlin.previousTransition(now);
		ZoneOffsetTransition next = berlin.nextTransition(now);
		ZoneOffsetTransition after = berlin.nextTransition(next.getInstant());
		// Berlin's rules up to its next change; the change after that a day late.
		ZoneOffsetTransition late = ZoneOffsetTransition.of(after.getDateTimeBefore().plusDays(1),
				after.getOffsetBefore(), after.getOffsetAfter());
		ZoneRules rules = ZoneRules.of(berlin.getStandardOffset(now), previous.getOffsetBefore(), List.of(),
				List.of(previous, next, late), List.of());
		assertThat(ZoneResolver.ianaWithRules(rules)).isNull();
	}

	@Test
	void takesNoZoneThatChangesAtAnotherTimeOrNeverForRulesThatChangeLater() {
		// +01:00 now and for more than the four years compared, then +02:00.
		ZoneOffset one = ZoneOffset.ofHours(1);
		LocalDateTime change = LocalDateTime.ofInstant(Instant.now().plus(Duration.ofDays(5 * 366)), one).withNano(0);
		ZoneRules rules = ZoneRules.of(one, one, List.of(),
				List.of(ZoneOffsetTransition.of(change, one, ZoneOffset.ofHours(2))), List.of());
		assertThat(ZoneResolver.ianaWithRules(rules)).isNull();
	}

	@Test
	void takesNoZoneThatChangesForAFixedOffset() {
		// St. John's (Newfoundland) is the only zone at -03:30 in winter and -02:30 in
		// summer; a fixed offset is not its rules.
		ZoneOffset stJohnsToday = ZoneId.of("America/St_Johns").getRules().getOffset(Instant.now());
		assertThat(ZoneResolver.ianaWithRules(stJohnsToday.getRules())).isNull();
	}

	private String name(String tzid) {
		Resolution resolution = this.resolver.resolve(tzid);
		assertThat(resolution.problem()).as(tzid).isNull();
		return resolution.name();
	}

	private static FileZones zones(String calendar) {
		return IcalCalendarReader.read(IcalText.sanitize(calendar.getBytes(StandardCharsets.UTF_8), 10)).zones();
	}

}
