package dev.kairos;

import java.util.Arrays;
import java.util.Map;

import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.core.NestedExceptionUtils;

/**
 * The Kairos calendar service. With {@code --create-user=<e-mail>} it instead creates
 * that user (or finds it), prints a new API key and exits without starting the web
 * server.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class KairosApplication {

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(KairosApplication.class);
		boolean command = Arrays.stream(args).anyMatch((arg) -> arg.startsWith("--create-user"));
		if (command) {
			application.setWebApplicationType(WebApplicationType.NONE);
			application.setBannerMode(Banner.Mode.OFF);
			// Standard output carries the key alone; logs go to standard error.
			application.setDefaultProperties(Map.of("kairos.log-target", "System.err", "logging.level.root", "warn",
					"spring.main.log-startup-info", "false"));
		}
		if (!command) {
			application.run(args);
			return;
		}
		try {
			System.exit(SpringApplication.exit(application.run(args)));
		}
		catch (RuntimeException ex) {
			Throwable cause = NestedExceptionUtils.getMostSpecificCause(ex);
			System.err.println("kairos: " + cause.getMessage());
			System.exit(2);
		}
	}

}
