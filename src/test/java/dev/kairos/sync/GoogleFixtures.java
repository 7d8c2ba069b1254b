package dev.kairos.sync;

/**
 * Google Calendar JSON as events.list returns it, for the tests' fakes.
 */
public final class GoogleFixtures {

	private GoogleFixtures() {
	}

	public static String timed(String id, String summary, String start, String end) {
		return """
				{"kind":"calendar#event","etag":"\\"3419270655822000\\"","id":"%s","status":"confirmed",
				 "htmlLink":"https://www.google.com/calendar/event?eid=%s","created":"2029-02-20T15:01:12.000Z",
				 "updated":"2029-02-27T09:12:07.911Z","summary":"%s","location":"Library room 204",
				 "start":{"dateTime":"%s","timeZone":"America/Chicago"},"end":{"dateTime":"%s","timeZone":"America/Chicago"},
				 "iCalUID":"%s@google.com","sequence":1,"reminders":{"useDefault":true},"eventType":"default"}"""
			.formatted(id, id, summary, start, end, id);
	}

	public static String allDayFree(String id, String summary, String startDate, String endDate) {
		return """
				{"kind":"calendar#event","id":"%s","status":"confirmed","summary":"%s","start":{"date":"%s"},
				 "end":{"date":"%s"},"transparency":"transparent","eventType":"default"}""".formatted(id, summary,
				startDate, endDate);
	}

	public static String cancelled(String id) {
		return "{\"kind\":\"calendar#event\",\"etag\":\"\\\"3419333333333000\\\"\",\"id\":\"%s\",\"status\":\"cancelled\"}"
			.formatted(id);
	}

	public static String page(String next, String... items) {
		return """
				{"kind":"calendar#events","etag":"\\"p33c9hqtuhn2ou0o\\"","summary":"student@example.com",
				 "updated":"2029-03-04T18:22:05.117Z","timeZone":"America/Chicago","accessRole":"owner",
				 "defaultReminders":[],%s,"items":[%s]}""".formatted(next, String.join(",", items));
	}

}
