package dev.kairos.ical;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;

/** Requests of the iCal endpoints, as a client sends them. */
final class IcalTestSupport {

	private IcalTestSupport() {
	}

	static String feedToken(Api api) {
		return api.get("/api/settings").text("feed_token");
	}

	static Response feed(Api api, String token) {
		return api.as(null).get("/api/calendar/ical?token=" + URLEncoder.encode(token, StandardCharsets.UTF_8));
	}

	static Response importRaw(Api api, byte[] body) {
		return api.send(api.request("/api/calendar/import")
			.expectContinue(true)
			.header("Content-Type", "text/calendar")
			.POST(HttpRequest.BodyPublishers.ofByteArray(body)));
	}

	static Response importRaw(Api api, String body) {
		return importRaw(api, body.getBytes(StandardCharsets.UTF_8));
	}

	static Response importMultipart(Api api, String fieldName, byte[] file) {
		String boundary = "kairos-" + UUID.randomUUID();
		byte[] head = ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + fieldName
				+ "\"; filename=\"calendar.ics\"\r\nContent-Type: text/calendar\r\n\r\n")
			.getBytes(StandardCharsets.UTF_8);
		byte[] tail = ("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8);
		byte[] body = new byte[head.length + file.length + tail.length];
		System.arraycopy(head, 0, body, 0, head.length);
		System.arraycopy(file, 0, body, head.length, file.length);
		System.arraycopy(tail, 0, body, head.length + file.length, tail.length);
		// Expect: 100-continue lets the server refuse a body over the limit before it is
		// sent.
		return api.send(api.request("/api/calendar/import")
			.expectContinue(true)
			.header("Content-Type", "multipart/form-data; boundary=" + boundary)
			.POST(HttpRequest.BodyPublishers.ofByteArray(body)));
	}

	static byte[] sample(String name) {
		try (InputStream in = IcalTestSupport.class.getResourceAsStream("/ical/" + name)) {
			if (in == null) {
				throw new IllegalArgumentException("No sample " + name);
			}
			return in.readAllBytes();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** A calendar with the given VEVENT bodies, CRLF line ends. */
	static String calendar(String... events) {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n");
		for (String event : events) {
			text.append("BEGIN:VEVENT\r\n").append(event.strip().replace("\n", "\r\n")).append("\r\nEND:VEVENT\r\n");
		}
		return text.append("END:VCALENDAR\r\n").toString();
	}

}
