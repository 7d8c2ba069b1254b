package dev.kairos.ical;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.ical.IcalTestSupport.calendar;
import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.ical.IcalTestSupport.importRaw;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reminders in iCalendar: the feed writes them as VALARMs (DISPLAY for a notification,
 * EMAIL for an e-mail), and an import reads relative VALARMs into overrides.
 */
@IntegrationTest
class IcalRemindersTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	/** The VALARM blocks of the VEVENT whose UID starts with {@code id}, unfolded. */
	private static List<String> alarms(String feed, String id) {
		String unfolded = feed.replace("\r\n ", "");
		int at = unfolded.indexOf("UID:" + id);
		assertThat(at).as(unfolded).isGreaterThan(0);
		String event = unfolded.substring(at, unfolded.indexOf("END:VEVENT", at));
		List<String> alarms = new ArrayList<>();
		for (int from = event.indexOf("BEGIN:VALARM"); from >= 0; from = event.indexOf("BEGIN:VALARM", from + 1)) {
			alarms.add(event.substring(from, event.indexOf("END:VALARM", from)).replace("\r\n", "|"));
		}
		return alarms;
	}

	@Test
	void theFeedCarriesRemindersAsValarms() {
		String own = this.api.post("/api/events/create", json(
				"{'title':'Review','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z','reminders':"
						+ "{'use_default':false,'overrides':[{'method':'email','minutes_before':90},"
						+ "{'method':'notification','minutes_before':0},{'method':'notification','minutes_before':1440}]}}"))
			.text("id");
		String plain = this.api
			.post("/api/events/create",
					json("{'title':'Plain','start_time':'2031-03-05T10:00:00Z','end_time':'2031-03-05T11:00:00Z'}"))
			.text("id");
		String none = this.api.post("/api/events/create", json(
				"{'title':'Quiet','start_time':'2031-03-06T10:00:00Z','end_time':'2031-03-06T11:00:00Z','reminders':"
						+ "{'use_default':false,'overrides':[]}}"))
			.text("id");
		Response response = feed(this.api, feedToken(this.api));
		assertThat(response.status()).isEqualTo(200);
		String ics = response.body();
		assertThat(alarms(ics, own)).hasSize(3);
		assertThat(alarms(ics, own).get(0)).startsWith("BEGIN:VALARM|ACTION:EMAIL|TRIGGER:-PT90M|DESCRIPTION:Review|")
			.contains("SUMMARY:Reminder: Review", "ATTENDEE:mailto:user-");
		assertThat(alarms(ics, own).get(1)).isEqualTo("BEGIN:VALARM|ACTION:DISPLAY|TRIGGER:PT0S|DESCRIPTION:Review|");
		assertThat(alarms(ics, own).get(2)).startsWith("BEGIN:VALARM|ACTION:DISPLAY|TRIGGER:-P1D|");
		// The user's default reminder (a notification 10 minutes before).
		assertThat(alarms(ics, plain)).containsExactly("BEGIN:VALARM|ACTION:DISPLAY|TRIGGER:-PT10M|DESCRIPTION:Plain|");
		assertThat(alarms(ics, none)).isEmpty();
		// The feed with its alarms still reads back.
		Response again = importRaw(new Api(this.port, this.users.create().key()), ics);
		assertThat(again.status()).as(again.toString()).isEqualTo(200);
		assertThat(again.json().path("errors")).isEmpty();
	}

	@Test
	void anImportReadsRelativeValarmsIntoOverrides() {
		Response imported = importRaw(this.api, calendar("""
				UID:alarms-1@example.com
				DTSTAMP:20300101T000000Z
				DTSTART:20310304T120000Z
				DTEND:20310304T130000Z
				SUMMARY:With alarms
				BEGIN:VALARM
				ACTION:DISPLAY
				TRIGGER:-PT15M
				DESCRIPTION:x
				END:VALARM
				BEGIN:VALARM
				ACTION:EMAIL
				TRIGGER;RELATED=START:-P1D
				DESCRIPTION:x
				SUMMARY:x
				ATTENDEE:mailto:a@example.com
				END:VALARM
				BEGIN:VALARM
				ACTION:AUDIO
				TRIGGER:-P1W
				END:VALARM
				BEGIN:VALARM
				ACTION:DISPLAY
				TRIGGER;RELATED=END:-PT5M
				DESCRIPTION:after the end is not read
				END:VALARM
				BEGIN:VALARM
				ACTION:DISPLAY
				TRIGGER;VALUE=DATE-TIME:20310304T110000Z
				DESCRIPTION:absolute is not read
				END:VALARM
				BEGIN:VALARM
				ACTION:DISPLAY
				TRIGGER:PT10M
				DESCRIPTION:after the start is not read
				END:VALARM
				BEGIN:VALARM
				ACTION:DISPLAY
				TRIGGER:soon
				DESCRIPTION:unreadable, left out
				END:VALARM
				""", """
				UID:alarms-2@example.com
				DTSTAMP:20300101T000000Z
				DTSTART:20310305T120000Z
				DTEND:20310305T130000Z
				SUMMARY:Without alarms
				"""));
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		assertThat(imported.json().path("imported").asInt()).as(imported.toString()).isEqualTo(2);
		JsonNode events = this.api.get("/api/events?limit=10").json().path("events");
		assertThat(events.get(0).path("reminders").toString()).isEqualTo("{\"use_default\":false,\"overrides\":["
				+ "{\"method\":\"notification\",\"minutes_before\":10080},{\"method\":\"email\",\"minutes_before\":1440},"
				+ "{\"method\":\"notification\",\"minutes_before\":15}]}");
		assertThat(events.get(1).path("reminders").toString()).isEqualTo("{\"use_default\":true}");
	}

}
