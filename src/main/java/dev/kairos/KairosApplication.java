package dev.kairos;

import dev.kairos.security.CreateUserCommand;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * The Kairos calendar service. With {@code --create-user=<e-mail>} it instead creates
 * that user (or finds it), prints a new API key and exits, without starting the web
 * application ({@link CreateUserCommand}).
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class KairosApplication {

	public static void main(String[] args) {
		if (CreateUserCommand.requested(args)) {
			System.exit(CreateUserCommand.run(args, System.out, System.err, ClockConfiguration.class));
		}
		SpringApplication.run(KairosApplication.class, args);
	}

}
