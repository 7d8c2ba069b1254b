package dev.kairos.test;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A real SMTP server (GreenMail, on a free port) as the service's mail relay, for one
 * test class: it starts when the class is loaded, is given to the service as
 * {@code spring.mail.host}, {@code spring.mail.port} and {@code kairos.mail.from}, and
 * stops after the class's tests.
 *
 * <pre>
 * &#64;RegisterExtension
 * static final GreenMailRelay SMTP = new GreenMailRelay("reminders&#64;kairos.example.com");
 *
 * &#64;DynamicPropertySource
 * static void mail(DynamicPropertyRegistry registry) {
 * 	SMTP.register(registry);
 * }
 * </pre>
 */
public final class GreenMailRelay implements AfterAllCallback {

	private final GreenMail server = new GreenMail(ServerSetupTest.SMTP.dynamicPort());

	private final String from;

	/**
	 * Start the server.
	 * @param from the sender the service writes ({@code kairos.mail.from})
	 */
	public GreenMailRelay(String from) {
		this.from = from;
		this.server.start();
	}

	/** Make the server the service's relay. */
	public void register(DynamicPropertyRegistry registry) {
		registry.add("spring.mail.host", () -> "127.0.0.1");
		registry.add("spring.mail.port", () -> this.server.getSmtp().getPort());
		registry.add("kairos.mail.from", () -> this.from);
	}

	/** Every message the server received so far. */
	public MimeMessage[] received() {
		return this.server.getReceivedMessages();
	}

	@Override
	public void afterAll(ExtensionContext context) {
		this.server.stop();
	}

}
