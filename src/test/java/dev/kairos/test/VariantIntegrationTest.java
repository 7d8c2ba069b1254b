package dev.kairos.test;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.kairos.security.TestUsers;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The whole application on a random port, as with {@link IntegrationTest}, but with the
 * settings the shared application cannot have, each set for the classes that need it and
 * harmless to the others: small limits (four request threads, 1.5 MB of bodies in memory,
 * a 3 s body deadline, five events, two series and two changed occurrences per user) for
 * {@code SlowClientsTests} and {@code EventLimitsTests}, and
 * {@code kairos.public-base-url} unset for {@code FeedUrlTests}. One set for all of them,
 * so that they share one second application instead of starting one each.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "server.tomcat.threads.max=4", "server.tomcat.threads.min-spare=1", "kairos.web.body-timeout=3s",
				"kairos.web.body-memory=1536KB", "kairos.events.max-stored=5", "kairos.events.max-series=2",
				"kairos.events.max-exceptions=2", "kairos.public-base-url=" })
@Import(TestUsers.class)
public @interface VariantIntegrationTest {

}
