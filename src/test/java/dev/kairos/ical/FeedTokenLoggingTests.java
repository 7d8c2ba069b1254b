package dev.kairos.ical;

import dev.kairos.test.IntegrationTest;
import dev.kairos.test.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;

import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A feed token never reaches the log, Tomcat's own messages included: a request line
 * Tomcat cannot parse (an invalid character after the token) is answered 400 without its
 * target being logged.
 */
@IntegrationTest
@ExtendWith(OutputCaptureExtension.class)
class FeedTokenLoggingTests {

	private static final String TOKEN = "feedtokenthatmustnotbelogged0123456789";

	@LocalServerPort
	private int port;

	@Test
	void aRequestLineTomcatCannotParseIsRefusedWithoutLoggingItsTarget(CapturedOutput output) {
		// Tomcat logs the first unparsable request line of a processor at INFO, the rest
		// at
		// DEBUG; neither level may be on for it.
		assertThat(LoggerFactory.getLogger("org.apache.coyote.http11.Http11Processor").isInfoEnabled()).isFalse();

		RawHttp.Answer answer = RawHttp.exchange(this.port, "GET /api/calendar/ical?token=" + TOKEN
				+ "{} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");

		assertThat(answer.status()).isEqualTo(400);
		assertThat(output.getAll()).doesNotContain(TOKEN);
	}

}
