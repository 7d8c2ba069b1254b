package dev.kairos.test;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.KairosApplication;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Instances of the service that a test starts itself, on a random port, with the
 * providers pointed at {@link ProviderFakes}: for several instances on one database
 * ({@link OwnDatabase}).
 */
public final class Instances {

	private Instances() {
	}

	/** Start an instance on the database at {@code url}, with more arguments. */
	public static ConfigurableApplicationContext start(String url, String... arguments) {
		List<String> all = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + url));
		all.addAll(List.of(arguments));
		return new SpringApplicationBuilder(KairosApplication.class).initializers(new ProviderFakes.Initializer())
			.run(all.toArray(String[]::new));
	}

	/** Stop the instances a test started, the last first; null ones never started. */
	public static void stop(ConfigurableApplicationContext... instances) {
		for (int i = instances.length - 1; i >= 0; i--) {
			if (instances[i] != null) {
				instances[i].close();
			}
		}
	}

	/** The port an instance listens on. */
	public static int port(ConfigurableApplicationContext context) {
		return ((WebServerApplicationContext) context).getWebServer().getPort();
	}

}
