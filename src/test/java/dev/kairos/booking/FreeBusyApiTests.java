package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/** Free/busy and find-a-time between users of one server, over HTTP. */
@IntegrationTest
class FreeBusyApiTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private Users profiles;

	private Person ada;

	private Person bo;

	private Person cy;

	/** A Wednesday at least three days ahead, in New York. */
	private LocalDate day;

	record Person(Api api, String email) {
	}

	private Person person(String zone) {
		TestUsers.Caller caller = this.users.create();
		Api api = new Api(this.port, caller.key());
		assertThat(api.patch("/api/settings", json("{'timezone':'%s'}".formatted(zone))).status()).isEqualTo(200);
		return new Person(api, this.profiles.profile(caller.user()).email());
	}

	@BeforeEach
	void people() {
		this.ada = person("America/New_York");
		this.bo = person("Europe/London");
		this.cy = person("Asia/Tokyo");
		this.day = LocalDate.now(NEW_YORK).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.WEDNESDAY));
		share(this.bo, this.ada);
	}

	private void share(Person owner, Person reader) {
		Response shared = owner.api()
			.patch("/api/settings", json("{'free_busy_readers':['%s']}".formatted(reader.email().toUpperCase())));
		assertThat(shared.status()).as(shared.toString()).isEqualTo(200);
		assertThat(shared.json().path("free_busy_readers").get(0).asString()).isEqualTo(reader.email());
	}

	private String at(int hour, int minute) {
		return ZonedDateTime.of(this.day, LocalTime.of(hour, minute), NEW_YORK).toInstant().toString();
	}

	private void busy(Person person, String title, String start, String end) {
		assertThat(person.api()
			.post("/api/events/create",
					json("{'title':'%s','start_time':'%s','end_time':'%s','force':true}".formatted(title, start, end)))
			.status()).isEqualTo(201);
	}

	private Response findATime(int minutes, String... emails) {
		return this.ada.api()
			.post("/api/find-a-time", json("{'emails':['%s'],'duration_minutes':%d,'start':'%s','end':'%s'}"
				.formatted(String.join("','", emails), minutes, at(0, 0), at(23, 59))));
	}

	@Test
	void freeBusyReadersAreValidatedAndKept() {
		Response bad = this.ada.api().patch("/api/settings", json("{'free_busy_readers':['not an address']}"));
		assertThat(bad.status()).isEqualTo(400);
		assertThat(bad.json().path("errors").get(0).path("field").asString()).isEqualTo("free_busy_readers");
		assertThat(this.ada.api().patch("/api/settings", json("{'free_busy_readers':null}")).status()).isEqualTo(400);
		assertThat(this.ada.api().get("/api/settings").json().path("free_busy_readers")).isEmpty();
	}

	@Test
	void freeBusyShowsWhenWithoutWhatAndOnlyForThoseWhoShare() {
		busy(this.bo, "Secret interview", at(10, 0), at(11, 0));
		busy(this.bo, "Overlapping call", at(10, 30), at(11, 30));
		busy(this.cy, "Meeting of Cy", at(10, 0), at(11, 0));
		String stranger = "nobody-" + UUID.randomUUID() + "@example.com";
		Response answer = this.ada.api()
			.post("/api/free-busy", json("{'emails':['%s','%s','%s'],'start':'%s','end':'%s'}"
				.formatted(this.bo.email(), this.cy.email(), stranger, at(0, 0), at(23, 0))));
		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		JsonNode people = answer.json().path("people");
		assertThat(people.get(0).path("status").asString()).isEqualTo("shared");
		assertThat(people.get(0).path("timezone").asString()).isEqualTo("Europe/London");
		assertThat(people.get(0).path("busy")).hasSize(1);
		assertThat(people.get(0).path("busy").get(0).path("start_time").asString()).isEqualTo(at(10, 0));
		assertThat(people.get(0).path("busy").get(0).path("end_time").asString()).isEqualTo(at(11, 30));
		// Not shared and not a user read alike.
		assertThat(people.get(1).toString().replace(this.cy.email(), "X"))
			.isEqualTo(people.get(2).toString().replace(stranger, "X"));
		assertThat(people.get(1).path("status").asString()).isEqualTo("not_shared");
		assertThat(answer.body()).doesNotContain("Secret", "Overlapping", "Meeting of Cy");

		Response invalid = this.ada.api().post("/api/free-busy", json("{'emails':[],'start':'x','end':'y'}"));
		assertThat(invalid.status()).isEqualTo(400);
		assertThat(fields(invalid)).contains("emails", "start", "end");
	}

	@Test
	void findATimeOffersStartsFreeForAllInsideEveryonesHours() {
		// Ada works 9-17 in New York, Bo 9-17 in London: 09:00-12:00 in New York.
		busy(this.bo, "Busy", at(9, 0), at(10, 0));
		busy(this.ada, "Busy too", at(11, 0), at(11, 30));
		Response found = findATime(30, this.bo.email());
		assertThat(found.status()).as(found.toString()).isEqualTo(200);
		List<String> starts = new ArrayList<>();
		found.json().path("slots").forEach((slot) -> starts.add(slot.path("start_time").asString()));
		assertThat(starts).containsExactly(at(10, 0), at(10, 30), at(11, 30));
		JsonNode local = found.json().path("slots").get(0).path("local_times");
		assertThat(local.get(0).path("email").asString()).isEqualTo(this.ada.email());
		assertThat(local.get(0).path("start_time").asString()).startsWith(this.day + "T10:00:00-05:00");
		assertThat(local.get(1).path("timezone").asString()).isEqualTo("Europe/London");
		assertThat(local.get(1).path("start_time").asString()).isEqualTo(this.day + "T15:00:00Z");
		assertThat(found.json().path("none_fits").isNull()).isTrue();
	}

	@Test
	void whenNothingFitsTheAnswerSaysWhy() {
		share(this.cy, this.ada);
		Response hours = findATime(30, this.cy.email());
		assertThat(hours.json().path("slots")).isEmpty();
		assertThat(hours.json().path("none_fits").path("reason").asString()).isEqualTo("working_hours");
		assertThat(hours.json().path("none_fits").path("message").asString()).contains(this.cy.email(), "Asia/Tokyo",
				"09:00-17:00");

		busy(this.bo, "All morning", at(8, 0), at(12, 0));
		Response busy = findATime(30, this.bo.email());
		assertThat(busy.json().path("slots")).isEmpty();
		JsonNode why = busy.json().path("none_fits");
		assertThat(why.path("reason").asString()).isEqualTo("busy");
		assertThat(why.path("overlap_days").get(0).asString()).isEqualTo(this.day.toString());
		assertThat(why.path("busy").get(0).path("email").asString()).isEqualTo(this.bo.email());
		assertThat(why.path("message").asString()).contains(this.bo.email(), this.day.toString());
		assertThat(busy.body()).doesNotContain("All morning");

		Person stranger = person("UTC");
		Response notShared = findATime(30, stranger.email());
		assertThat(notShared.json().path("none_fits").path("reason").asString()).isEqualTo("not_shared");
		assertThat(notShared.json().path("none_fits").path("not_shared").get(0).asString()).isEqualTo(stranger.email());
	}

	private static List<String> fields(Response response) {
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

}
