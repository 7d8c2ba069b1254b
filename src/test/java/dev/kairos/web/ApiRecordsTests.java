package dev.kairos.web;

import java.lang.reflect.RecordComponent;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ApiRecords}, read by the API description once, when it is first built: the
 * integration tests share one description, so what it reads is checked here.
 */
class ApiRecordsTests {

	@Test
	void findsTheRecordsOfTheServiceByTheirSimpleNameAndLeavesOutNamesTwoRecordsShare() throws Exception {
		Map<String, Class<?>> records = ApiRecords.byName();
		assertThat(records.get("CreateEventRequest")).isEqualTo(Class.forName("dev.kairos.events.CreateEventRequest"));
		assertThat(records.get("SettingsChangeRequest"))
			.isEqualTo(Class.forName("dev.kairos.settings.SettingsChangeRequest"));
		assertThat(records.values()).allMatch(Class::isRecord);
		// Not a record:
		assertThat(records).doesNotContainKey("ApiRecords");
		// Two records of the service share each of these names.
		assertThat(records).doesNotContainKeys("Found", "Stored", "Target");
	}

	@Test
	void readsARecordsComponentsByTheirWireNamesAndWhetherTheyMayBeNull() throws Exception {
		Map<String, RecordComponent> components = ApiRecords
			.components(Class.forName("dev.kairos.events.CreateEventRequest"));
		assertThat(components).containsOnlyKeys("title", "start_time", "end_time", "description", "location", "color",
				"all_day", "force", "recurrence", "timezone", "reminders", "attendees");
		assertThat(components.get("start_time").getName()).isEqualTo("startTime");
		assertThat(ApiRecords.nullable(components.get("description"))).isTrue();
		assertThat(ApiRecords.nullable(components.get("all_day"))).isFalse();
		assertThat(ApiRecords.components(null)).isEmpty();
		assertThat(ApiRecords.components(String.class)).isEmpty();
	}

}
